/// The `update` frame, the one sent on every click, written by hand into one byte buffer:
/// the same text `JSONEncoder` writes for ``ServerFrame/update(ack:patches:effects:)``
/// (keys in order, compact, slashes not escaped), without the encoder's boxes and with the
/// HTML of new nodes written straight into its JSON string instead of made a string first.
/// `UpdateFrameJSONTests` holds it to the encoder's text.
enum UpdateFrameJSON {
  /// The frame's text.
  static func text(_ update: LiveView.Update, ack: Int?) -> String {
    var output = HTMLBytes(capacity: 4096, escapesForJSON: true)
    output.bytes.append(UInt8(ascii: "{"))
    // In the order of the names: ack, effects, ops, type.
    if let ack {
      JSONText.append(raw: "\"ack\":", to: &output.bytes)
      JSONText.append(ack, to: &output.bytes)
      output.bytes.append(UInt8(ascii: ","))
    }
    if !update.effects.isEmpty {
      JSONText.append(raw: "\"effects\":[", to: &output.bytes)
      for (index, effect) in update.effects.enumerated() {
        if index > 0 { output.bytes.append(UInt8(ascii: ",")) }
        write(effect, to: &output.bytes)
      }
      JSONText.append(raw: "],", to: &output.bytes)
    }
    if !update.patches.isEmpty {
      JSONText.append(raw: "\"ops\":[", to: &output.bytes)
      for (index, patch) in update.patches.enumerated() {
        if index > 0 { output.bytes.append(UInt8(ascii: ",")) }
        write(patch, to: &output)
      }
      JSONText.append(raw: "],", to: &output.bytes)
    }
    JSONText.append(raw: "\"type\":\"update\"}", to: &output.bytes)
    return output.string
  }

  /// A patch as an array: its operation's name, the path, the operation's arguments.
  private static func write(_ patch: Patch, to output: inout HTMLBytes) {
    output.bytes.append(UInt8(ascii: "["))
    switch patch {
    case .replace(let path, let node):
      start(.replace, path, to: &output.bytes)
      write(html: node, to: &output)
    case .setText(let path, let text):
      start(.text, path, to: &output.bytes)
      JSONText.append(string: text, to: &output.bytes)
    case .setAttributes(let path, let set, let remove):
      start(.attrs, path, to: &output.bytes)
      output.bytes.append(UInt8(ascii: "{"))
      // In the order of their UTF-8 bytes, as the encoder sorts keys (not `String`'s order,
      // which compares canonical equivalents equal).
      let names = set.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, name) in names.enumerated() {
        if index > 0 { output.bytes.append(UInt8(ascii: ",")) }
        JSONText.append(string: name, to: &output.bytes)
        output.bytes.append(UInt8(ascii: ":"))
        JSONText.append(string: set[name] ?? "", to: &output.bytes)
      }
      JSONText.append(raw: "},[", to: &output.bytes)
      for (index, name) in remove.enumerated() {
        if index > 0 { output.bytes.append(UInt8(ascii: ",")) }
        JSONText.append(string: name, to: &output.bytes)
      }
      output.bytes.append(UInt8(ascii: "]"))
    case .insert(let path, let index, let node):
      start(.insert, path, to: &output.bytes)
      JSONText.append(index, to: &output.bytes)
      output.bytes.append(UInt8(ascii: ","))
      write(html: node, to: &output)
    case .remove(let path, let index):
      start(.remove, path, to: &output.bytes)
      JSONText.append(index, to: &output.bytes)
    case .move(let path, let from, let to):
      start(.move, path, to: &output.bytes)
      JSONText.append(from, to: &output.bytes)
      output.bytes.append(UInt8(ascii: ","))
      JSONText.append(to, to: &output.bytes)
    }
    output.bytes.append(UInt8(ascii: "]"))
  }

  /// Writes `"name",[path],`, what every patch starts with.
  private static func start(_ operation: PatchOperation, _ path: [Int], to bytes: inout [UInt8]) {
    JSONText.append(string: operation.rawValue, to: &bytes)
    JSONText.append(raw: ",[", to: &bytes)
    for (index, step) in path.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      JSONText.append(step, to: &bytes)
    }
    JSONText.append(raw: "],", to: &bytes)
  }

  /// Writes a node's HTML as a JSON string.
  private static func write(html node: Node, to output: inout HTMLBytes) {
    output.bytes.append(UInt8(ascii: "\""))
    output.write(node)
    output.bytes.append(UInt8(ascii: "\""))
  }

  /// An effect as an array: its name, then its arguments if it has any.
  private static func write(_ effect: Effect, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    func name(_ name: EffectName) { JSONText.append(string: name.rawValue, to: &bytes) }
    func argument(_ text: String) {
      bytes.append(UInt8(ascii: ","))
      JSONText.append(string: text, to: &bytes)
    }
    func argument(_ number: Int) {
      bytes.append(UInt8(ascii: ","))
      JSONText.append(number, to: &bytes)
    }
    switch effect {
    case .pushURL(let url):
      name(.pushURL)
      argument(url)
    case .replaceURL(let url):
      name(.replaceURL)
      argument(url)
    case .openURL(let url):
      name(.openURL)
      argument(url)
    case .focus(let id):
      name(.focus)
      argument(id)
    case .title(let title):
      name(.title)
      argument(title)
    case .ding:
      name(.ding)
    case .requestMicrophone:
      name(.requestMicrophone)
    case .startCapture(let capture):
      name(.startCapture)
      argument(capture)
    case .stopCapture(let capture):
      name(.stopCapture)
      argument(capture)
    case .showMessage(let title, let message):
      name(.showMessage)
      argument(title)
      argument(message)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
