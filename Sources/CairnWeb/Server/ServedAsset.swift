import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore

/// A client asset as served: compressed once at start-up, named by a hash of its contents so
/// a page can ask for this very version and the browser can keep it.
///
/// The page links `…/cairn.js?v=<version>`: that URL never changes meaning, so it is cached
/// for a year (`immutable`). Any other request for the asset revalidates (`no-cache`) with its
/// `ETag`, and gets `304 Not Modified` when it has it already.
struct ServedAsset: Sendable {
  let type: String
  let plain: ByteBuffer
  let gzipped: ByteBuffer?
  /// A hash of the contents, in hex.
  let version: String

  init(_ text: String, type: String) {
    self.type = type
    plain = ByteBuffer(string: text)
    gzipped = HTTPCompression.gzip(text)
    version = Self.hash(text)
  }

  var etag: String { "\"\(version)\"" }

  func response(for request: Request) -> Response {
    let isThisVersion = request.uri.queryParameters["v"].map(String.init) == version
    var headers: HTTPFields = [
      .contentType: type,
      .cacheControl: isThisVersion ? "public, max-age=31536000, immutable" : "no-cache",
      .eTag: etag,
      .vary: "Accept-Encoding",
    ]
    if request.headers[.ifNoneMatch]?.contains(etag) == true {
      return Response(status: .notModified, headers: headers)
    }
    var body = plain
    if let gzipped, HTTPCompression.acceptsGzip(request) {
      headers[.contentEncoding] = "gzip"
      body = gzipped
    }
    headers[.contentLength] = String(body.readableBytes)
    return Response(
      status: .ok, headers: headers,
      body: request.method == .head ? .init() : .init(byteBuffer: body))
  }

  /// FNV-1a, 64 bits: enough to tell versions of an asset apart (not a security measure).
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}

/// Compression of HTTP bodies for browsers that accept it.
enum HTTPCompression {
  /// Whether the request accepts `gzip` (and does not refuse it with `q=0`).
  static func acceptsGzip(_ request: Request) -> Bool {
    guard let header = request.headers[.acceptEncoding] else { return false }
    return header.split(separator: ",").contains { entry in
      let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.first?.lowercased() == "gzip" else { return false }
      return !parts.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "") == "q=0" }
    }
  }

  /// `text` gzipped, or `nil` if compression failed.
  static func gzip(_ text: String) -> ByteBuffer? {
    var buffer = ByteBuffer(string: text)
    return try? buffer.compress(with: .gzip())
  }
}
