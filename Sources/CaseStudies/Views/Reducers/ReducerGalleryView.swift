import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import CaseStudyFeatures

/// The case studies with reducers: a list on the root of a stack driven by the gallery's
/// `StackState`; each pushed screen is drawn from its own store.
public struct ReducerGalleryView: View {
  @UIBindable var store: StoreOf<ReducerGallery>

  /// The gallery drawn from `store`.
  public init(store: StoreOf<ReducerGallery>) {
    self.store = store
  }

  /// A list of studies inside a navigation stack.
  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Section("Studies with reducers") {
          ForEach(ReducerGallery.Study.allCases, id: \.self) { study in
            NavigationLink(state: study.screen) {
              VStack {
                Text(study.title).font(.headline)
                Text(study.summary).font(.caption)
              }
            }
          }
        }
        Section("Also") {
          Link("The same tools with observable models", destination: "/")
        }
      }
      .navigationTitle("Reducer Case Studies")
    } destination: { store in
      switch store.case {
      case .alerts(let store): ReducerAlertsStudyView(store: store)
      case .destinations(let store): ReducerDestinationsStudyView(store: store)
      case .drillDown(let store): ReducerDrillDownStudyView(store: store)
      case .number(let store): NumberScreenView(store: store)
      case .popover(let store): ReducerPopoverStudyView(store: store)
      case .sheet(let store): ReducerSheetStudyView(store: store)
      }
    }
    .navigationLinkURL { (path: [ReducerGallery.Path.State]) in
      ReducerGallery.State.deepLink(for: path)
    }
  }
}

extension CaseStudiesApp {
  /// A tab of the studies with reducers: the URL follows the gallery's state, and the
  /// browser's back and forward buttons send it the link they went to.
  @MainActor
  static func reducerScreen(_ link: DeepLink) -> AppScreen {
    let store = Store(initialState: ReducerGallery.State(deepLink: link)) { ReducerGallery() }
    return AppScreen(
      url: { store.state.deepLink },
      open: { store.send(.linkOpened(ReducerGalleryRoute.parse($0))) },
      content: { ReducerGalleryView(store: store) }
    )
  }
}
