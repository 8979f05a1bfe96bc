/// A deterministic random number generator (SplitMix64) for tests that explore many random
/// cases: the same seed gives the same cases, so a failure can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state; the seed, before the first number.
  public var state: UInt64

  /// A generator starting from `state`.
  public init(state: UInt64) {
    self.state = state
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
