import OpenCombine

/// An `ObservableObject` a view finds in its environment, put there by a view around it with
/// ``View/environmentObject(_:)``; the view is drawn again whenever the object announces a
/// change.
///
/// ```swift
/// struct RootView: View {
///   let settings = SettingsModel()
///   var body: some View {
///     SettingsSummary().environmentObject(settings)
///   }
/// }
///
/// struct SettingsSummary: View {
///   @EnvironmentObject var settings: SettingsModel
///   var body: some View { Text(settings.userName) }
/// }
/// ```
///
/// Objects are found by their type. A view that reads the property while no view around it
/// has provided an object of that type stops the program with a message naming the type: a
/// missing `environmentObject(_:)` is a programming error, as it is in SwiftUI.
@propertyWrapper
@MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Derives bindings to the properties of an environment object (`$settings.userName`).
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

  private let storage = StateObjectStorage<ObjectType>()

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object found in the environment.
  public var wrappedValue: ObjectType {
    guard let object = storage.object else {
      fatalError(EnvironmentObjects.missingMessage(for: ObjectType.self))
    }
    return object
  }

  /// The source of bindings to the object's properties, as `$settings`.
  public var projectedValue: Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }

  /// Takes the object from the context the view is drawn in, and makes the view depend on its
  /// announced changes. Nothing is read when the environment has none: only reading
  /// ``wrappedValue`` then fails, so a view that never reads it still draws.
  public func update(from context: RenderContext) {
    storage.object = context.environment.environmentObject(ObjectType.self)
    if let object = storage.object {
      ObjectChangeSignals.signal(for: object).read()
    }
  }
}

extension View {
  /// Provides `object` to the views inside this one that read an ``EnvironmentObject`` of its
  /// type. An object of the same type provided further in replaces it there.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> ModifiedView<Self> {
    modified { context, content in
      var context = context
      context.environment.environmentObjects[ObjectIdentifier(Object.self)] = object
      return context.render(content)
    }
  }
}

extension EnvironmentValues {
  /// The object of type `Object` provided with `environmentObject(_:)`, if any.
  func environmentObject<Object: AnyObject>(_ type: Object.Type) -> Object? {
    environmentObjects[ObjectIdentifier(type)] as? Object
  }
}

/// What ``EnvironmentObject`` says when no view around provided its object.
enum EnvironmentObjects {
  static func missingMessage(for type: Any.Type) -> String {
    "No environment object of type \(type) was provided to this view: call "
      + ".environmentObject(_:) with a \(type) on a view around it."
  }
}
