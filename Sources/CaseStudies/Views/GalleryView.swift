import CairnWeb
import CaseStudyFeatures

/// The gallery: a list of studies, and the stack they are pushed on.
public struct GalleryView: View {
  @UIBindable var model: GalleryModel

  /// The gallery for `model`.
  public init(model: GalleryModel) {
    self.model = model
  }

  /// A list of studies inside a navigation stack.
  public var body: some View {
    NavigationStack(path: $model.path) {
      StudyList().equatable()
    } destination: { study in
      switch study {
      case .sheet(let study): SheetStudyView(model: study)
      case .alerts(let study): AlertStudyView(model: study)
      case .popover(let study): PopoverStudyView(model: study)
      case .drillDown(let study): DrillDownStudyView(model: study)
      case .stack: StackStudyView(gallery: model, number: nil)
      case .number(let number): StackStudyView(gallery: model, number: number)
      case .focus(let study): FocusStudyView(model: study)
      case .deepLink: DeepLinkStudyView(gallery: model)
      case .counter(let study): CounterStudyView(store: study.store)
      }
    }
    .navigationLinkURL { (path: [GalleryModel.Study]) in GalleryModel.deepLink(for: path) }
  }
}

/// The gallery's first screen: the studies and the other apps.
///
/// It depends on nothing but the stack it is in, so it is an equatable view: while a study
/// is pushed above it, a change on that study's screen reuses this screen's drawing instead
/// of drawing it again. Its links make a fresh study model in the body, which a reused drawing
/// would hand out twice; it never is, since each link's URL reads the stack's path, so every
/// push and pop draws this screen again (`aStudyOpenedAgainStartsAfresh` checks it).
struct StudyList: View, @MainActor Equatable {
  var body: some View {
    List {
      Section("Studies") {
        ForEach(0..<GalleryModel.studies.count) { index in
          NavigationLink(value: GalleryModel.studies[index].make()) {
            VStack {
              Text(GalleryModel.studies[index].title).font(.headline)
              Text(GalleryModel.studies[index].summary).font(.caption)
            }
          }
        }
      }
      Section("Also") {
        Link("The same tools with reducers", destination: "/reducers")
        Link("Inventory: links, tabs and row routes", destination: "/inventory")
        Link("Wi-Fi settings, written with view controllers", destination: "/wifi")
      }
    }
    .navigationTitle("Case Studies")
  }
}

/// The case-studies app, ready to serve.
public enum CaseStudiesApp {
  /// Each tab gets its own gallery, built from the URL it opened: `/reducers…` opens the
  /// studies written with reducers, `/inventory…` the inventory app, `/wifi…` the Wi-Fi
  /// settings, anything else the studies written with observable models.
  public static let application = WebApplication(title: "Case Studies") { link in
    if ReducerGalleryRoute.matches(link) { return reducerScreen(link) }
    if InventoryRoute.matches(link) { return inventoryScreen(link) }
    if WiFiRoute.matches(link) { return wifiScreen(link) }
    let model = GalleryModel(deepLink: link)
    return AppScreen(url: { model.deepLink }, open: { model.open($0) }) {
      GalleryView(model: model)
    }
  }

}
