/// A type that declares previews of views, in the older style `#Preview` replaced.
///
/// ```swift
/// struct NotesView_Previews: PreviewProvider {
///   static var previews: some View {
///     NotesView(model: NotesModel(notes: [.sample]))
///   }
/// }
/// ```
///
/// CairnWeb has no preview canvas: a provider compiles, so code written with previews keeps
/// compiling and its previews keep being type-checked, but nothing shows or runs them.
@MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
