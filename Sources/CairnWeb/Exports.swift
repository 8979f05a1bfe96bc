@_exported import Cairn
// What `import SwiftUI` makes visible besides SwiftUI itself: Foundation's types (`Date`,
// `UUID`, `URL`, formatters) and Observation's `@Observable`, so a view file written for SwiftUI
// compiles with only its import changed (issue 29, deliverable 1).
@_exported import Foundation
@_exported import Observation
// What SwiftUI brings of Combine: `ObservableObject`, `@Published`, publishers and operators.
// Combine does not exist on Linux; OpenCombine gives the same names (issue 29, deliverable 3;
// see <doc:ObservableObjects>).
@_exported import OpenCombine
