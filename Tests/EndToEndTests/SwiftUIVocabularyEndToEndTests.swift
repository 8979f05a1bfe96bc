import CairnWeb
import Foundation
import Testing

extension EndToEnd {
  /// Apps written in SwiftUI's vocabulary (issue 29), each served by its own `App` and used
  /// in a real Chromium at a desktop and a phone width: a workshop inventory in the 2021 style
  /// (`ObservableObject`, tabs, a Boolean drill-down, sheet, popover and alert from one
  /// route) and a huddles list in the 2023 style (`@Observable`, `@State`, `@FocusState` kept
  /// in step with a draft, rows edited through `ForEach($…)`).
  ///
  /// With `CAIRN_SCREENSHOTS=<folder>` each screen is saved there as a PNG, with its HTML.
  @Suite(
    "SwiftUI vocabulary in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct SwiftUIVocabularyEndToEndTests {
    static let connected = CaseStudiesEndToEndTests.connected
    static let noDialog = CaseStudiesEndToEndTests.noDialog
    static let widths = [1280, 390]

    static func heading(_ text: String) -> String {
      "[...document.querySelectorAll('h1')].some(e => e.innerText === '\(text)')"
    }

    static func dialogOpen(_ kind: String) -> String {
      CaseStudiesEndToEndTests.dialogOpen("dialog.\(kind)")
    }

    /// The number of workshop rows whose part is called `name`.
    static func parts(named name: String) -> String {
      "[...document.querySelectorAll('#cairn-content .navigation-link .font-headline')]"
        + ".filter(e => e.innerText === '\(name)').length"
    }

    /// The row link of the workshop part `name`.
    static func partLink(_ name: String) -> String {
      "//button[contains(@class, 'navigation-link')][.//span[normalize-space(.)='\(name)']]"
    }

    /// The member name fields of the open huddle form.
    static let memberFields =
      "[...document.querySelectorAll('dialog input[aria-label=\"Member name\"]')]"

    /// Checks that the window is `width` pixels wide, so the screenshots show that width.
    static func expectWidth(_ width: Int, _ browser: WebDriver) async throws {
      let inner = try await browser.execute("return window.innerWidth") as? Int
      #expect(inner == width, "the window is \(width) pixels wide")
    }

    /// Saves the page's picture and HTML under `name` when screenshots are asked for.
    static func look(_ browser: WebDriver, _ name: String) async throws {
      guard let folder = ProcessInfo.processInfo.environment["CAIRN_SCREENSHOTS"] else { return }
      try await browser.saveScreenshot(name)
      let html = try await browser.execute("return document.body.outerHTML") as? String ?? ""
      try html.write(
        to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).html"),
        atomically: true, encoding: .utf8)
    }

    @Test(arguments: widths)
    func workshopTabsAddEditDuplicateAndRemove(width: Int) async throws {
      try await withAppInBrowser(WorkshopApp.webApplication, width: width) { browser, url in
        let shot = "workshop-\(width)"
        try await browser.open(url)
        try await browser.waitUntil(Self.connected)
        try await Self.expectWidth(width, browser)
        try await browser.waitUntil(Self.heading("Workshop"))
        try await browser.waitUntil("document.body.innerText.includes('2 kinds of part')")
        try await Self.look(browser, "\(shot)-1-overview")

        // Tabs: the tab bar switches, and so does the model (`model.tab = .shelf`).
        try await browser.click(try await browser.find(xpath: "//button[@role='tab'][.='Shelf']"))
        try await browser.waitUntil(Self.heading("Shelf"))
        try await browser.click(
          try await browser.find(xpath: "//button[@role='tab'][.='Overview']"))
        try await browser.waitUntil(Self.heading("Workshop"))
        try await browser.click(try await browser.button("Open the shelf"))
        try await browser.waitUntil(Self.heading("Shelf"))
        try await browser.waitUntil(
          "document.querySelector('[role=tab][aria-selected=true]').innerText.trim() === 'Shelf'")
        // A 24-point swatch keeps its size in the row.
        try await browser.waitUntil(
          """
          (() => { const r = document.querySelector('#cairn-content .navigation-link .shape')\
          .getBoundingClientRect(); return r.width === 24 && r.height === 24; })()
          """)
        // Nothing a row link draws runs under the buttons beside it, at any width.
        try await browser.waitUntil(
          """
          [...document.querySelectorAll('#cairn-content .row > .hstack')].every(row => { \
          const edge = row.querySelector('button[aria-label^=Duplicate]').getBoundingClientRect().left; \
          return [...row.querySelectorAll('.navigation-link .text')]\
          .every(t => t.getBoundingClientRect().right <= edge + 0.5); })
          """)
        try await Self.look(browser, "\(shot)-2-shelf")

        // Add, through the sheet the route's `.add` case presents.
        try await browser.click(try await browser.button("Add part"))
        try await browser.waitUntil(Self.dialogOpen("sheet"))
        try await browser.type(
          "Caster", into: try await browser.find("dialog input[aria-label=Name]"))
        try await browser.click(
          try await browser.find("dialog select[aria-label=Finish] option:nth-child(4)"))
        try await browser.waitUntil("document.querySelector('dialog').innerText.includes('Enamel')")
        try await browser.click(try await browser.button("Increment Count: 1", in: "//dialog"))
        try await browser.click(try await browser.button("Increment Count: 2", in: "//dialog"))
        try await browser.click(
          try await browser.find("dialog input[aria-label='Needs reordering']"))
        try await browser.waitUntil(
          "document.querySelector('dialog .stepper').getAttribute('aria-label') === 'Count: 3'")
        try await browser.waitUntil(
          "document.querySelector('dialog input[aria-label=\"Needs reordering\"]').checked")
        try await Self.look(browser, "\(shot)-3-add-sheet")
        try await browser.click(try await browser.button("Save part", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
        try await browser.waitUntil("\(Self.parts(named: "Caster")) === 1")
        let casterRow = try await browser.text(
          try await browser.find(xpath: Self.partLink("Caster")))
        #expect(casterRow.contains("×3") && casterRow.contains("reorder"))

        // Edit: the Boolean link drills down; the title follows the name; Save pops.
        try await browser.click(try await browser.find(xpath: Self.partLink("Caster")))
        try await browser.waitUntil(Self.heading("Edit Caster"))
        let name = try await browser.find("input[aria-label=Name]")
        try await browser.clear(name)
        try await browser.type("Swivel caster", into: name)
        try await browser.waitUntil(Self.heading("Edit Swivel caster"))
        try await Self.look(browser, "\(shot)-4-edit")
        try await browser.click(try await browser.button("Save changes"))
        try await browser.waitUntil(Self.heading("Shelf"))
        try await browser.waitUntil("\(Self.parts(named: "Swivel caster")) === 1")
        try await browser.waitUntil("\(Self.parts(named: "Caster")) === 0")

        // The back button pops the drill-down and writes `false` through the link's binding:
        // another row then drills down to its own part.
        try await browser.click(try await browser.find(xpath: Self.partLink("Hinge")))
        try await browser.waitUntil(Self.heading("Edit Hinge"))
        try await browser.click(try await browser.find(".back-button"))
        try await browser.waitUntil(Self.heading("Shelf"))
        try await browser.click(try await browser.find(xpath: Self.partLink("Bracket")))
        try await browser.waitUntil(Self.heading("Edit Bracket"))
        try await browser.click(try await browser.find(".back-button"))
        try await browser.waitUntil(Self.heading("Shelf"))

        // Duplicate, through the popover the route's `.duplicate` case presents.
        try await browser.click(try await browser.button("Duplicate Swivel caster"))
        try await browser.waitUntil(Self.dialogOpen("popover"))
        try await browser.waitUntil(
          "document.querySelector('dialog input[aria-label=Name]').value === 'Swivel caster copy'")
        try await Self.look(browser, "\(shot)-5-duplicate-popover")
        try await browser.click(try await browser.button("Add copy", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
        try await browser.waitUntil("\(Self.parts(named: "Swivel caster copy")) === 1")
        try await browser.waitUntil("\(Self.parts(named: "Swivel caster")) === 1")

        // Remove: Cancel in the alert keeps the part; the destructive button removes it.
        try await browser.click(try await browser.button("Remove Swivel caster copy"))
        try await browser.waitUntil(Self.dialogOpen("alert"))
        try await browser.waitUntil(
          "document.querySelector('dialog').innerText.includes('3 × Swivel caster copy leave the shelf.')"
        )
        try await Self.look(browser, "\(shot)-6-remove-alert")
        try await browser.click(try await browser.button("Cancel", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
        #expect(
          try await browser.execute("return \(Self.parts(named: "Swivel caster copy"))") as? Int
            == 1)
        try await browser.click(try await browser.button("Remove Swivel caster copy"))
        try await browser.waitUntil(Self.dialogOpen("alert"))
        let remove = try await browser.button("Remove Swivel caster copy", in: "//dialog")
        #expect(
          try await browser.execute(
            "return arguments[0].classList.contains('role-destructive')",
            [["element-6066-11e4-a52e-4f735466cecf": remove.id]]) as? Bool == true,
          "the alert's remove button is drawn as destructive")
        try await browser.click(remove)
        try await browser.waitUntil(Self.noDialog)
        try await browser.waitUntil("\(Self.parts(named: "Swivel caster copy")) === 0")

        // The other tab sees the same model.
        try await browser.click(
          try await browser.find(xpath: "//button[@role='tab'][.='Overview']"))
        try await browser.waitUntil("document.body.innerText.includes('3 kinds of part')")
      }
    }

    @Test(arguments: widths)
    func huddleAddWithMembersDismissAndConfirm(width: Int) async throws {
      try await withAppInBrowser(HuddlesApp.webApplication, width: width) { browser, url in
        let shot = "huddles-\(width)"
        try await browser.open(url)
        try await browser.waitUntil(Self.connected)
        try await Self.expectWidth(width, browser)
        try await browser.waitUntil(Self.heading("Daily huddles"))
        // The title bar's button keeps to one line, even on a phone.
        try await browser.waitUntil(
          "document.querySelector('.bar-trailing .button').getBoundingClientRect().height < 45")
        try await Self.look(browser, "\(shot)-1-empty")

        // Dismiss: nothing is added, and the next sheet starts afresh.
        try await browser.click(try await browser.button("New huddle"))
        try await browser.waitUntil(Self.dialogOpen("sheet"))
        try await browser.waitUntil("document.activeElement.getAttribute('aria-label') === 'Title'")
        try await browser.type(
          "Scrapped", into: try await browser.find("dialog input[aria-label=Title]"))
        try await browser.waitUntil(
          "document.querySelector('dialog input[aria-label=Title]').value === 'Scrapped'")
        try await browser.click(try await browser.button("Dismiss", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
        #expect(
          try await browser.execute("return document.body.innerText.includes('Scrapped')") as? Bool
            == false)

        // Escape closes the sheet too, writing `nil` back through `$model.destination.add`.
        try await browser.click(try await browser.button("New huddle"))
        try await browser.waitUntil(Self.dialogOpen("sheet"))
        try await browser.waitUntil("document.activeElement.getAttribute('aria-label') === 'Title'")
        try await browser.pressEscape()
        try await browser.waitUntil(Self.noDialog)

        // Add, with members: each new member's field takes the focus.
        try await browser.click(try await browser.button("New huddle"))
        try await browser.waitUntil(Self.dialogOpen("sheet"))
        try await browser.waitUntil(
          "document.querySelector('dialog input[aria-label=Title]').value === ''")
        try await browser.waitUntil("document.activeElement.getAttribute('aria-label') === 'Title'")
        try await browser.type(
          "Design review", into: try await browser.find("dialog input[aria-label=Title]"))
        try await browser.click(
          try await browser.button("Increment Length: 10 min", in: "//dialog"))
        try await browser.waitUntil(
          "document.querySelector('dialog').innerText.includes('Length: 15 min')")
        try await browser.click(
          try await browser.find("dialog select[aria-label=Theme] option:nth-child(2)"))
        try await browser.waitUntil(
          "document.querySelector('dialog').innerText.includes('Lagoon theme')")
        // The theme swatch is a rounded rectangle in a ZStack: as wide as its row, as tall as
        // its text.
        try await browser.waitUntil(
          """
          (() => { const s = document.querySelector('dialog .zstack > .shape'); if (!s) return false; \
          const r = s.getBoundingClientRect(); const row = s.closest('.row'); \
          return r.width >= row.clientWidth - 40 && r.height > 20 && r.height < 60; })()
          """)
        try await browser.type(
          "Ada", into: try await browser.find("dialog input[aria-label='Member name']"))
        for (count, member) in [(2, "Grace"), (3, "Linus")] {
          try await browser.click(try await browser.button("New member", in: "//dialog"))
          try await browser.waitUntil("\(Self.memberFields).length === \(count)")
          try await browser.waitUntil("document.activeElement === \(Self.memberFields).at(-1)")
          try await browser.type(
            member,
            into: try await browser.find(
              xpath: "(//dialog//input[@aria-label='Member name'])[\(count)]"))
        }
        try await browser.waitUntil(
          "\(Self.memberFields).map(e => e.value).join() === 'Ada,Grace,Linus'")
        // `onDelete` on the `ForEach($…)` of members removes the row its button is in.
        try await browser.click(
          try await browser.find(xpath: "(//dialog//button[contains(@class, 'row-delete')])[2]"))
        try await browser.waitUntil("\(Self.memberFields).map(e => e.value).join() === 'Ada,Linus'")
        try await Self.look(browser, "\(shot)-2-add-sheet")
        try await browser.click(try await browser.button("Add", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)

        // The card: its title, members and length, on the theme's colour.
        try await browser.waitUntil(
          "[...document.querySelectorAll('.font-headline')].some(e => e.innerText === 'Design review')"
        )
        try await browser.waitUntil("document.body.innerText.includes('2 members')")
        try await browser.waitUntil("document.body.innerText.includes('15 min')")
        let background = try await browser.execute(
          """
          const title = [...document.querySelectorAll('.font-headline')]\
          .find(e => e.innerText === 'Design review');
          let e = title; while (e && getComputedStyle(e).backgroundColor === 'rgba(0, 0, 0, 0)') \
          { e = e.parentElement; }
          return e ? getComputedStyle(e).backgroundColor : '';
          """)
        #expect(background as? String == "rgb(48, 176, 199)", "the card wears Lagoon's colour")
        try await Self.look(browser, "\(shot)-3-card")

        // `@State` in the list: compact cards hide the details.
        try await browser.click(try await browser.find("input[aria-label='Compact cards']"))
        try await browser.waitUntil("!document.body.innerText.includes('2 members')")
        try await browser.click(try await browser.find("input[aria-label='Compact cards']"))
        try await browser.waitUntil("document.body.innerText.includes('2 members')")
      }
    }
  }
}
