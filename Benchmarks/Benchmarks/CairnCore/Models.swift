import Cairn

/// The model the binding benchmarks read and write.
@Observable
final class BenchModel: @unchecked Sendable {
  var title = "Design"
  var count = 0
  var destination: Destination? = .edit(Form(title: "Edit"))

  @CasePathable
  enum Destination {
    case add(Form)
    case edit(Form)
  }
}

/// A payload for the destination's cases.
struct Form {
  var title: String
}
