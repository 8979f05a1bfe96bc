import Foundation

/// Reads the samples of a WAV file of 16-bit mono PCM, the format the recogniser takes.
public enum WAVFile {
  /// Why a file was not read.
  public struct Unsupported: Error, CustomStringConvertible {
    /// What is wrong with the file.
    public let description: String
  }

  /// The samples and sample rate of the 16-bit mono PCM WAV `data`.
  /// - Throws: ``Unsupported`` for anything else (other encodings, stereo, a broken header).
  public static func samples(_ data: Data) throws(Unsupported) -> (samples: [Int16], rate: Int) {
    let bytes = [UInt8](data)
    func integer(_ offset: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8),
      bytes[8..<12].elementsEqual("WAVE".utf8)
    else { throw Unsupported(description: "not a RIFF/WAVE file") }
    var offset = 12
    var rate: Int?
    while offset + 8 <= bytes.count {
      let size = integer(offset + 4, 4)
      let body = offset + 8
      guard body + size <= bytes.count || bytes[offset..<offset + 4].elementsEqual("data".utf8)
      else { break }
      switch String(decoding: bytes[offset..<offset + 4], as: UTF8.self) {
      case "fmt " where size >= 16:
        guard integer(body, 2) == 1, integer(body + 2, 2) == 1, integer(body + 14, 2) == 16 else {
          throw Unsupported(description: "only 16-bit mono PCM is read")
        }
        rate = integer(body + 4, 4)
      case "data":
        guard let rate else { throw Unsupported(description: "data before its format") }
        let end = min(body + size, bytes.count)
        let samples = stride(from: body, to: end - 1, by: 2).map {
          Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        return (samples, rate)
      default: break
      }
      offset = body + size + (size & 1)
    }
    throw Unsupported(description: "no audio data")
  }
}
