// Apple's platforms bring these with Dispatch (and so with `import SwiftUI` or
// `import ComposableArchitecture`); on Linux, Dispatch's C header defines them but its Swift
// module does not make them visible, so code written as
// `Task.sleep(nanoseconds: 500 * NSEC_PER_MSEC)` would not compile. Same names, same values,
// same type (`UInt64`) as on Apple's platforms. Declared here, in the core, so CairnWeb (which
// re-exports Cairn) and CairnArchitecture (which re-exports these four) share one declaration.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
