import CairnSharingPostgres
import Testing

@Test func cairnSharingPostgresModuleLinks() {
  #expect(String(describing: CairnSharingPostgresModule.self) == "CairnSharingPostgresModule")
}
