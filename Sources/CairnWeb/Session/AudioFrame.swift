/// A binary frame of microphone audio from the browser: a capture number (4 bytes,
/// little-endian), then 16 kHz mono signed 16-bit samples (little-endian).
///
/// The browser sends one about every 100 ms (3,204 bytes) while a capture runs.
@_spi(Runtime)
public struct AudioFrame: Equatable, Sendable {
  /// The largest audio frame accepted, in bytes: half a second of audio and the header.
  public static let maximumSize = 4 + 16_000

  /// The capture the audio belongs to.
  public var capture: Int
  /// The samples.
  public var samples: [Int16]

  /// A frame of `samples` for `capture`.
  public init(capture: Int, samples: [Int16]) {
    self.capture = capture
    self.samples = samples
  }

  /// Decodes and validates a binary frame.
  public static func decode(_ bytes: [UInt8]) throws(WireProtocol.FrameError) -> AudioFrame {
    guard bytes.count <= maximumSize else { throw .audioTooLarge(bytes.count) }
    guard bytes.count > 4, bytes.count.isMultiple(of: 2) else {
      throw .malformedAudio(bytes.count)
    }
    let capture = (0..<4).reduce(0) { $0 | Int(bytes[$1]) << (8 * $1) }
    let samples = stride(from: 4, to: bytes.count, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
    return AudioFrame(capture: capture, samples: samples)
  }

  /// The frame as the browser sends it (for tests and tools).
  public var bytes: [UInt8] {
    var bytes = (0..<4).map { UInt8(truncatingIfNeeded: capture >> (8 * $0)) }
    bytes.reserveCapacity(4 + samples.count * 2)
    for sample in samples {
      let bits = UInt16(bitPattern: sample)
      bytes.append(UInt8(truncatingIfNeeded: bits))
      bytes.append(UInt8(truncatingIfNeeded: bits >> 8))
    }
    return bytes
  }
}
