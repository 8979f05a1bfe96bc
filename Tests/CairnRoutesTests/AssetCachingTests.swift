import CairnWeb
import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// The page and the client's assets travel compressed to browsers that accept it, and the
/// assets the page links are cached for good under URLs naming their version.
@Suite("Compressed, cacheable assets")
struct AssetCachingTests {
  static let gzip: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]

  func unzipped(_ body: ByteBuffer) throws -> String {
    var body = body
    return String(buffer: try body.decompress(with: .gzip()))
  }

  @Test func thePageAndItsAssetsAreGzippedForBrowsersThatAcceptIt() async throws {
    try await CairnRoutesTests.application().test(.router) { client in
      let prefix = CairnRoutesTests.prefix
      var sizes: [String: (plain: Int, gzipped: Int)] = [:]
      for path in ["/", "/_cairn/cairn.js", "/_cairn/cairn.css"] {
        let plain = try await client.execute(uri: prefix + path, method: .get)
        #expect(plain.headers[.contentEncoding] == nil)
        let zipped = try await client.execute(uri: prefix + path, method: .get, headers: Self.gzip)
        #expect(zipped.headers[.contentEncoding] == "gzip", "\(path)")
        #expect(zipped.headers[.vary] == "Accept-Encoding")
        let text = try unzipped(zipped.body)
        if path == "/" {
          #expect(text.contains("Count: 0"))
        } else {
          #expect(text == String(buffer: plain.body), "\(path) inflates to the same asset")
        }
        sizes[path] = (plain.body.readableBytes, zipped.body.readableBytes)
        // The assets shrink to under a third; this tiny page less so.
        let factor = path == "/" ? 1 : 3
        #expect(zipped.body.readableBytes * factor < plain.body.readableBytes, "\(path)")
      }
      let refused = try await client.execute(
        uri: prefix + "/_cairn/cairn.js", method: .get, headers: [.acceptEncoding: "gzip;q=0"])
      #expect(refused.headers[.contentEncoding] == nil)
      let total = sizes.values.reduce(into: (0, 0)) {
        $0.0 += $1.plain
        $0.1 += $1.gzipped
      }
      print("first load bytes, plain: \(total.0), gzipped: \(total.1); \(sizes)")
    }
  }

  @Test func theLinkedVersionIsCachedForGoodAndOtherRequestsRevalidate() async throws {
    try await CairnRoutesTests.application().test(.router) { client in
      let prefix = CairnRoutesTests.prefix
      let page = String(buffer: try await client.execute(uri: prefix + "/", method: .get).body)
      let link = try #require(
        page.components(separatedBy: #"<script src=""#).dropFirst().first.map {
          String($0.prefix { $0 != "\"" })
        })
      #expect(link.hasPrefix(prefix + "/_cairn/cairn.js?v="))
      let versioned = try await client.execute(uri: link, method: .get)
      #expect(versioned.headers[.cacheControl] == "public, max-age=31536000, immutable")
      let etag = try #require(versioned.headers[.eTag])
      #expect(link.hasSuffix(etag.trimmingCharacters(in: CharacterSet(charactersIn: "\""))))

      let other = try await client.execute(uri: prefix + "/_cairn/cairn.js?v=old", method: .get)
      #expect(other.headers[.cacheControl] == "no-cache", "another version is not pinned")
      let again = try await client.execute(
        uri: prefix + "/_cairn/cairn.js", method: .get, headers: [.ifNoneMatch: etag])
      #expect(again.status == .notModified)
      #expect(again.body.readableBytes == 0)
    }
  }
}
