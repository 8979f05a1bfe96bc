import Foundation

/// Numbers as SVG path data and CSS lengths write them: at most three decimals, no trailing
/// zeros, no `-0`.
enum SVGNumber {
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      let integer = Int(rounded)
      return integer == 0 ? "0" : String(integer)
    }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
