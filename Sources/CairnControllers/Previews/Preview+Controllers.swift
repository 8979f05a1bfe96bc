import CairnWeb

/// Declares a preview of a view controller, as UIKit code writes one: the body is type-checked
/// with the rest of the file and never run, as there is no preview canvas on the web.
///
/// ```swift
/// #Preview {
///   UINavigationController(rootViewController: SettingsViewController())
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name.
///   - traits: How a preview canvas would lay the preview out; ignored.
///   - body: Makes the controller to preview.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait...,
  body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "CairnMacros", type: "PreviewMacro")

/// Declares a preview of a single view, as UIKit code writes one: the body is type-checked
/// with the rest of the file and never run.
///
/// - Parameters:
///   - name: The preview's name.
///   - traits: How a preview canvas would lay the preview out; ignored.
///   - body: Makes the view to preview.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait...,
  body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "CairnMacros", type: "PreviewMacro")
