/// The types SwiftUI code names with its module, as in `SwiftUI.Color`: code that imports
/// `CairnWeb` in place of `SwiftUI` keeps compiling with the qualifier written out.
///
/// ```swift
/// var swiftUIColor: SwiftUI.Color { SwiftUI.Color(red: red, green: green, blue: blue) }
/// ```
public enum SwiftUI {
  /// ``CairnWeb/View``.
  public typealias View = CairnWeb.View
  /// ``CairnWeb/Color``.
  public typealias Color = CairnWeb.Color
  /// ``CairnWeb/Font``.
  public typealias Font = CairnWeb.Font
  /// ``CairnWeb/Text``.
  public typealias Text = CairnWeb.Text
  /// ``CairnWeb/Image``.
  public typealias Image = CairnWeb.Image
  /// ``CairnWeb/Label``.
  public typealias Label = CairnWeb.Label
  /// ``CairnWeb/Animation``.
  public typealias Animation = CairnWeb.Animation
  /// ``CairnWeb/Alignment``.
  public typealias Alignment = CairnWeb.Alignment
  /// ``CairnWeb/Edge``.
  public typealias Edge = CairnWeb.Edge
  /// ``CairnWeb/Spacer``.
  public typealias Spacer = CairnWeb.Spacer
  /// ``CairnWeb/Divider``.
  public typealias Divider = CairnWeb.Divider
  /// ``CairnWeb/EnvironmentValues``.
  public typealias EnvironmentValues = CairnWeb.EnvironmentValues
}
