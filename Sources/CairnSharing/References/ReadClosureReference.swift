import Observation

/// A read-only reference to a value computed from another reference's value
/// (`$shared.read { $0.count }`).
final class _ReadClosureReference<Base: Reference, Value>: Reference, Sendable {
  private let base: Base
  private let body: @Sendable (Base.Value) -> Value

  init(base: Base, body: @escaping @Sendable (Base.Value) -> Value) {
    self.base = base
    self.body = body
  }

  var id: ObjectIdentifier { base.id }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var wrappedValue: Value { body(base.wrappedValue) }
  func load() async throws { try await base.load() }
  func touch() { base.touch() }
  var description: String { ".read(\(base.description), as: \(Value.self).self)" }
}
