public import Foundation

extension SharedReaderKey {
  /// A key that keeps a `Codable` value in a file, as JSON.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "settings.json")))
  /// var settings = Settings()
  /// ```
  ///
  /// Changes are saved at most once a second, durably; a file that cannot be read is never
  /// saved over, and one that does not decode is kept aside (see ``FileStorageKey``).
  ///
  /// - Parameters:
  ///   - url: The file to read and write.
  ///   - decoder: Decodes the file; a plain `JSONDecoder` when `nil`.
  ///   - encoder: Encodes the value; a `JSONEncoder` writing sorted, pretty-printed JSON when
  ///     `nil`.
  /// - Returns: A file storage key.
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self
  where Self == FileStorageKey<Value> {
    let decoder = decoder ?? JSONDecoder()
    let encoder = encoder ?? defaultFileStorageEncoder()
    return fileStorage(
      url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) }
    )
  }

  /// A key that keeps a value in a file, in the format `decode` and `encode` define.
  ///
  /// Use it to keep a file format an app already has, such as JSON with ISO 8601 dates.
  ///
  /// - Parameters:
  ///   - url: The file to read and write.
  ///   - decode: Turns the file's bytes into a value.
  ///   - encode: Turns a value into the file's bytes.
  /// - Returns: A file storage key.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// The encoder `.fileStorage(url)` uses when given none: sorted keys, pretty-printed, so that
/// a file reads well and changes little between saves. (swift-sharing does this in debug
/// builds only; Cairn always does, so the bytes never depend on how the app was built.)
private func defaultFileStorageEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  return encoder
}
