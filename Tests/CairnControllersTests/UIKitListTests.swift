import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model for the list tests.
@MainActor @Observable
final class NetworkListModel {
  var isOn = true
  var networks = ["nachos", "Blob's World"]
  var tapped: [String] = []
  var infoTapped: [String] = []
}

/// A list controller written as UIKit code is: a compositional list layout, a cell
/// registration, a data source with UIKit's cell provider, accessories, and selection through
/// the delegate methods.
final class NetworkListViewController: UICollectionViewController {
  @UIBindable var model: NetworkListModel
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  init(model: NetworkListModel) {
    self.model = model
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      [weak self] cell, _, item in
      guard let self else { return }
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      if item == "Wi-Fi" {
        cell.accessories = [
          .customView(
            configuration: UICellAccessory.CustomViewConfiguration(
              customView: UISwitch(isOn: $model.isOn), placement: .trailing(displayed: .always)))
        ]
      } else {
        cell.accessories = [
          .detail(displayed: .always) { [weak self] in self?.model.infoTapped.append(item) }
        ]
      }
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    observe { [weak self] in
      guard let self else { return }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Wi-Fi"], toSection: 0)
      if model.isOn {
        snapshot.appendSections([1])
        snapshot.appendItems(model.networks, toSection: 1)
      }
      dataSource.apply(snapshot, animatingDifferences: true)
    }
  }

  override func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    indexPath.section != 0
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    model.tapped.append(item)
  }
}

@MainActor
@Suite("CairnControllers: UIKit's collection views, cells and accessories")
struct UIKitListTests {
  func host(_ model: NetworkListModel) -> (NetworkListViewController, ViewHost) {
    let controller = NetworkListViewController(model: model)
    let host = ViewHost {
      ControllerRepresenting { UINavigationController(rootViewController: controller) }
    }
    return (controller, host)
  }

  @Test func cellsMadeByARegistrationShowTheirContentConfiguration() throws {
    let (controller, host) = host(NetworkListModel())
    #expect(host.contains(text: "nachos"))
    #expect(host.contains(text: "Blob's World"))
    let dataSource = try #require(controller.dataSource)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Blob's World")
    #expect(dataSource.indexPath(for: "nachos") == IndexPath(row: 0, section: 1))
    #expect(controller.collectionView.numberOfItems(inSection: 1) == 2)
  }

  @Test func tappingARowTellsTheDelegateWhenItMaySelect() async throws {
    let model = NetworkListModel()
    let (_, host) = host(model)
    try await host.tap(host.button("nachos"))
    #expect(model.tapped == ["nachos"])
    #expect(
      host.button("Wi-Fi") == nil,
      "the delegate says the first section may not be selected: its row is no button")
    #expect(model.tapped == ["nachos"])
  }

  @Test func aDetailAccessoryRunsItsHandler() async throws {
    let model = NetworkListModel()
    let (_, host) = host(model)
    let infoButtons = host.all(.button).filter { $0.name.hasPrefix("More info") }
    #expect(
      infoButtons.map(\.name) == ["More info about nachos", "More info about Blob's World"],
      "each info button is named after its row's text")
    try await host.tap(infoButtons.last)
    #expect(model.infoTapped == ["Blob's World"])
    #expect(model.tapped.isEmpty, "the accessory is not the row")
  }

  @Test func aSwitchAccessoryBoundToTheModelHidesTheNetworks() async throws {
    let model = NetworkListModel()
    let (_, host) = host(model)
    try await host.setToggle(host.find(.toggle), to: false)
    #expect(model.isOn == false)
    #expect(!host.contains(text: "nachos"))
  }

  @Test func indexPathsNameTheirSectionAndRow() {
    var indexPath = IndexPath(row: 3, section: 1)
    #expect(indexPath.section == 1)
    #expect(indexPath.row == 3)
    #expect(indexPath.item == 3)
    indexPath.row = 4
    #expect(indexPath == IndexPath(item: 4, section: 1))
  }

  @Test func aPlainListLayoutIsDrawnPlain() {
    let list = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    #expect(hostView(list).html.contains("list-plain"))
  }
}
