/// Event-to-patch latencies and what went wrong, gathered by every client.
actor LatencyStats {
  private(set) var latencies: [Duration] = []
  private(set) var sent = 0
  private(set) var errors: [String: Int] = [:]

  func noteSent() { sent += 1 }

  func record(_ latency: Duration) { latencies.append(latency) }

  func fail(_ reason: String) { errors[reason, default: 0] += 1 }

  /// The `fraction` percentile of the latencies, in milliseconds.
  func percentile(_ fraction: Double) -> Double? {
    guard !latencies.isEmpty else { return nil }
    let sorted = latencies.sorted()
    let index = min(Int((Double(sorted.count - 1) * fraction).rounded()), sorted.count - 1)
    let value = sorted[index].components
    return Double(value.seconds) * 1_000 + Double(value.attoseconds) / 1e15
  }
}
