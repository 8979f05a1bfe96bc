import Cairn

/// A small observable model for observation tests.
@MainActor @Observable
final class Counter {
  var count = 0
  var other = 0
  var label = ""
}

/// Counts how often something happened, readable from main-actor test code.
@MainActor
final class RunLog<Value> {
  var values: [Value] = []
  var count: Int { values.count }
  func append(_ value: Value) { values.append(value) }
}
