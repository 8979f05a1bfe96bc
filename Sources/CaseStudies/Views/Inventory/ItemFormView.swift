import CairnWeb
import CaseStudyFeatures

/// The item form, one view for adding, duplicating and editing: it edits the item through the
/// binding the presentation hands it, and the status through case bindings.
struct ItemFormView: View {
  @UIBinding var item: Item
  let palette: ColorPalette

  init(item: UIBinding<Item>, palette: ColorPalette) {
    self._item = item
    self.palette = palette
  }

  var body: some View {
    Form {
      TextField("Name", text: $item.name)
      HStack {
        Picker("Color", selection: $item.color) {
          Text("None").tag(Item.Color?.none)
          ForEach(palette.colors) { color in
            Text(color.name).tag(Optional(color))
          }
        }
        if let color = item.color {
          ColorSwatch(color: color)
        }
      }
      if palette.isLoading {
        ProgressView("Loading colours")
      } else if !palette.hasLoadedAll {
        Button("Load more colours") { await palette.loadMoreButtonTapped() }
      }
      Toggle("In stock", isOn: $item.status.isInStock)
      IfCaseLet($item.status, case: \.inStock) { $quantity in
        Stepper("Quantity: \(quantity)", value: $quantity, in: 0...1000)
      }
      IfCaseLet($item.status, case: \.outOfStock) { $isOnBackOrder in
        Toggle("Back-ordered", isOn: $isOnBackOrder)
      }
    }
  }
}

/// A dot in an item's colour, named for screen readers.
struct ColorSwatch: View {
  let color: Item.Color

  var body: some View {
    Text("●")
      .foregroundColor(Color(red: color.red, green: color.green, blue: color.blue))
      .accessibilityLabel(color.name)
  }
}
