/// A two-way reference to a value that lives elsewhere, under SwiftUI's name: the core's
/// `UIBinding`.
///
/// `Binding` and `UIBinding` are one type, so a binding made by a model, a `@State`, a
/// `@Bindable` or a `ForEach` goes to any control or presentation whatever it is called. See
/// <doc:ViewLocalState> for why.
///
/// ```swift
/// struct ItemView: View {
///   @Binding var item: Item
///   var body: some View { TextField("Name", text: $item.name) }
/// }
/// ItemView(item: $model.item)
/// ```
public typealias Binding<Value> = UIBinding<Value>

/// Derives bindings from an `@Observable` object, under SwiftUI's name: the core's
/// `UIBindable`.
///
/// ```swift
/// struct FormView: View {
///   @Bindable var model: FormModel
///   var body: some View { TextField("Title", text: $model.title) }
/// }
/// TextField("Title", text: Bindable(model).title)
/// ```
public typealias Bindable<Value: AnyObject & Observable> = UIBindable<Value>
