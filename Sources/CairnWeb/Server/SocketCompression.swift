import HummingbirdWSCompression
import HummingbirdWebSocket

/// How the tabs' sockets compress (`permessage-deflate`, which every current browser offers).
///
/// Updates are small and alike (a rename is the same JSON around a different string), so
/// frames of any size are compressed and each direction keeps its history between messages:
/// a rename costs a few bytes once the socket has sent one. The history is small (2 KiB,
/// 11-bit windows, low memory level) to keep each tab's compressor near 16 KiB rather than
/// zlib's default quarter megabyte. Inflated frames are bounded like uncompressed ones.
enum SocketCompression {
  /// The bits of the compression window, each way.
  static let windowBits = 11
  /// zlib's memory level for the server's compressor (1 to 9).
  static let memoryLevel = 4

  static var perMessageDeflate: WebSocketExtensionFactory {
    .perMessageDeflate(
      clientMaxWindow: windowBits,
      serverMaxWindow: windowBits,
      compressionLevel: 6,
      memoryLevel: memoryLevel,
      maxDecompressedFrameSize: WireProtocol.maximumMessageSize,
      minFrameSizeToCompress: 1)
  }
}
