import CairnSharing
import Testing

@Test func cairnSharingModuleLinks() {
  #expect(String(describing: CairnSharingModule.self) == "CairnSharingModule")
}
