import CairnSharing
import Testing

extension SharedReaderKey where Self == InMemoryKey<[String]>.Default {
  fileprivate static var names: Self {
    Self[.inMemory("names"), default: ["Blob"]]
  }
}

@Suite struct DefaultKeyTests {
  @Test func aKeyWithADefaultNeedsNoValue() {
    @Shared(.names) var names
    #expect(names == ["Blob"])
  }

  @Test func aDefaultCanBeOverridden() {
    @Shared(.names) var names = ["Blob Sr."]
    #expect(names == ["Blob Sr."])
  }

  @Test func aKeyWithADefaultIsTheSameReferenceAsTheKeyItself() {
    @Shared(.names) var names
    @Shared(.inMemory("names")) var plain: [String] = []
    $names.withLock { $0.append("Blob Jr.") }
    #expect(plain == ["Blob", "Blob Jr."])
  }

  @Test func aReaderOfAKeyWithADefault() {
    @SharedReader(.names) var names
    #expect(names == ["Blob"])
  }

  @Test func theDefaultKeyDescribesItsKeyAndDefault() {
    let key: InMemoryKey<[String]>.Default = .names
    #expect(key.description.contains(#".inMemory("names")"#))
    #expect(key.description.contains(#"default: ["Blob"]"#))
    #expect(key.initialValue == ["Blob"])
  }
}
