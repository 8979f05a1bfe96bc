// What `import UIKit` makes visible besides UIKit itself: Foundation's types (`NSCoder`,
// `Bundle`, `IndexPath`, `CGFloat`, `CGRect`, `UUID`), so a controller file written for UIKit
// compiles with only its import changed (issue 32).
@_exported import Foundation
