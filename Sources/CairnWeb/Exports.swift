@_exported import Cairn
// What `import SwiftUI` makes visible besides SwiftUI itself: Foundation's types (`Date`,
// `UUID`, `URL`, formatters) and Observation's `@Observable`, so a view file written for SwiftUI
// compiles with only its import changed (issue 29, deliverable 1).
@_exported import Foundation
@_exported import Observation
