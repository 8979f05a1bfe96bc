/// Makes a `var` in an extension of ``UITransaction`` a value that transactions carry, its
/// initial value the default (an optional without one defaults to `nil`):
///
/// ```swift
/// extension UITransaction {
///   @UITransactionEntry var isUserDismissal = false
///   @UITransactionEntry var origin: String?
/// }
///
/// withUITransaction(\.isUserDismissal, true) { model.destination = nil }
/// ```
///
/// The macro writes the private ``UITransactionKey`` and the accessors that read and write
/// through it, what you would otherwise declare by hand.
@attached(accessor, names: named(get), named(set), named(_modify))
@attached(peer, names: prefixed(__Key_))
public macro UITransactionEntry() =
  #externalMacro(module: "CairnMacros", type: "UITransactionEntryMacro")
