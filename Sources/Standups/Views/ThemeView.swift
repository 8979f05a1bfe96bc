import CairnWeb
import StandupsDomain

/// A theme drawn in its own colours: a swatch with the theme's name, as Scrumdinger's theme
/// picker and detail show it.
struct ThemeView: View {
  let theme: Theme

  var body: some View {
    Text(theme.name)
      .padding(6)
      .background(theme.color)
      .foregroundColor(theme.textColor)
      .cornerRadius(6)
  }
}
