/// The delays between reconnection attempts: doubling from `initial` up to `maximum`, back to
/// `initial` once a connection succeeds.
struct Backoff: Sendable, Equatable {
  /// The first delay.
  var initial: Duration = .milliseconds(250)
  /// The longest delay.
  var maximum: Duration = .seconds(8)
  private var current: Duration?

  init(initial: Duration = .milliseconds(250), maximum: Duration = .seconds(8)) {
    self.initial = initial
    self.maximum = maximum
  }

  /// The delay before the next attempt.
  mutating func next() -> Duration {
    let delay = current.map { min($0 * 2, maximum) } ?? initial
    current = delay
    return delay
  }

  /// Starts over after a success.
  mutating func reset() { current = nil }
}
