/// HTML written as UTF-8 bytes into one growing buffer, made a `String` once at the end.
///
/// Writing bytes spares a string per escaped value and the checks of each `String` append;
/// the output is the same as writing strings: attributes in name order, text and attribute
/// values escaped byte by byte (see ``HTML``). With ``escapesForJSON`` the HTML is written as
/// the inside of a JSON string, so a frame carrying it needs no second pass (see
/// ``UpdateFrameJSON``).
struct HTMLBytes {
  private typealias Attribute = (key: String, value: String)
  /// What has been written.
  var bytes: [UInt8] = []
  /// Whether what is written goes inside a JSON string: quotes, backslashes and control
  /// characters escaped as `JSONEncoder` escapes them.
  let escapesForJSON: Bool

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 1024, escapesForJSON: Bool = false) {
    bytes.reserveCapacity(capacity)
    self.escapesForJSON = escapesForJSON
  }

  /// The HTML written so far.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes `node` and its subtree.
  mutating func write(_ node: Node) {
    switch node.kind {
    case .text(let string):
      write(escaping: string, quotes: false)
    case .element(let tag):
      bytes.append(UInt8(ascii: "<"))
      emit(tag)
      let attributes = node.attributes
      if attributes.count == 1, let attribute = attributes.first {
        write(attribute: attribute.key, attribute.value)
      } else if attributes.count > 16 {
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
          write(attribute: name, value)
        }
      } else if attributes.count > 1 {
        writeSorted(attributes)
      }
      bytes.append(UInt8(ascii: ">"))
      guard !HTML.voidElements.contains(tag) else { return }
      for child in node.children { write(child) }
      bytes.append(UInt8(ascii: "<"))
      bytes.append(UInt8(ascii: "/"))
      emit(tag)
      bytes.append(UInt8(ascii: ">"))
    }
  }

  /// Writes a few attributes in name order (names are unique, so this is the order of the
  /// sorted keys), sorted by insertion in a buffer on the stack instead of a new array.
  private mutating func writeSorted(_ attributes: [String: String]) {
    let capacity = attributes.count
    withUnsafeTemporaryAllocation(of: Attribute.self, capacity: capacity) { buffer in
      var count = 0
      for attribute in attributes {
        var index = count
        while index > 0, attribute.key < buffer[index - 1].key {
          buffer.initializeElement(at: index, to: buffer.moveElement(from: index - 1))
          index -= 1
        }
        buffer.initializeElement(at: index, to: attribute)
        count += 1
      }
      for index in 0..<count { write(attribute: buffer[index].key, buffer[index].value) }
      _ = buffer[0..<count].deinitialize()
    }
  }

  /// Writes ` name="value"`, the value escaped.
  private mutating func write(attribute name: String, _ value: String) {
    bytes.append(UInt8(ascii: " "))
    emit(name)
    bytes.append(UInt8(ascii: "="))
    writeQuote()
    write(escaping: value, quotes: true)
    writeQuote()
  }

  /// Writes the quote around an attribute's value (escaped inside JSON).
  private mutating func writeQuote() {
    if escapesForJSON { bytes.append(UInt8(ascii: "\\")) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes `string` with the bytes HTML gives a meaning to replaced by their references;
  /// the runs between them are copied whole.
  private mutating func write(escaping string: String, quotes: Bool) {
    var string = string
    string.withUTF8 { source in
      var start = 0
      for index in source.indices {
        guard let reference = HTML.reference(for: source[index], quotes: quotes) else { continue }
        emit(UnsafeBufferPointer(rebasing: source[start..<index]))
        // References hold nothing JSON escapes.
        reference.withUTF8Buffer { bytes.append(contentsOf: $0) }
        start = index + 1
      }
      emit(UnsafeBufferPointer(rebasing: source[start...]))
    }
  }

  /// Writes a tag or an attribute's name as it is (escaped inside JSON).
  private mutating func emit(_ string: String) {
    var string = string
    string.withUTF8 { emit($0) }
  }

  /// Writes `run` as it is, or escaped for JSON.
  private mutating func emit(_ run: UnsafeBufferPointer<UInt8>) {
    if escapesForJSON {
      JSONText.append(escaping: run, to: &bytes)
    } else {
      bytes.append(contentsOf: run)
    }
  }
}
