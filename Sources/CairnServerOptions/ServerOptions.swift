// `ServerOptions` lives in CairnWeb now, so an `App`'s generated `main()` can parse the same
// flags as Cairn's own executables (issue 29, deliverable 4). This target re-exports CairnWeb,
// so code that imports CairnServerOptions keeps finding `ServerOptions` by that import.
@_exported import CairnWeb
