import CairnTestSupport
import Foundation
import Testing

extension EndToEnd {
  /// Two `case-studies` processes behind Debian's nginx, configured by the committed
  /// `Deploy/nginx/cairn.conf`: pages are shared out between the processes, and each tab's
  /// socket reaches the process that rendered its page.
  @Suite(
    "Two processes behind nginx",
    .enabled(
      if: NginxProxy.executable != nil,
      "nginx is not installed (apt-get install nginx-light); .ci/run installs it"),
    .enabled(
      if: ServerExecutable.built(named: "case-studies") != nil,
      "the case-studies executable is not built (swift build builds it)")
  )
  struct MultiProcessTests {
    /// A tab opened through the proxy: its page's session, secret and "Increment" handler.
    struct ProxiedTab {
      let session: String
      let secret: String
      let increment: String

      static func open(port: Int, path: String) async throws -> ProxiedTab {
        let body = try await PlainHTTPClient.send(port: port, method: "GET", path: path, body: nil)
        let page = String(decoding: body, as: UTF8.self)
        let session = try #require(
          Self.attribute("content", after: #"<meta name="cairn-session""#, in: page))
        let secret = try #require(
          Self.attribute("content", after: #"<meta name="cairn-secret""#, in: page))
        let button = try #require(
          page.components(separatedBy: "<button").dropFirst().first { $0.contains("Increment") })
        let increment = try #require(Self.attribute("data-on-click", after: "", in: button))
        return ProxiedTab(session: session, secret: secret, increment: increment)
      }

      /// Connects through the proxy as the page's script does (the URL names the session) and
      /// attaches; `routedAs` names another session in the URL instead.
      func attach(port: Int, routedAs routing: String? = nil) async throws -> TestWebSocket {
        let socket = try await TestWebSocket.connect(
          port: port, path: "/_cairn/socket?session=\(routing ?? session)",
          origin: "http://127.0.0.1:\(port)")
        try await socket.send(#"{"type":"attach","session":"\#(session)","secret":"\#(secret)"}"#)
        return socket
      }

      static func attribute(_ name: String, after marker: String, in text: String) -> String? {
        // (`range(of: "")` is `nil`: an empty marker means "from the start".)
        let start = marker.isEmpty ? text.startIndex : text.range(of: marker)?.upperBound
        guard let start else { return nil }
        let rest = text[start...]
        guard let value = rest.range(of: #"\#(name)=""#) else { return nil }
        return String(rest[value.upperBound...].prefix { $0 != "\"" })
      }
    }

    /// Runs `body` with processes `a` and `b` and nginx in front of them; stops all three.
    func withTwoProcesses(_ body: (NginxProxy) async throws -> Void) async throws {
      let a = try CaseStudiesProcess.start(instance: "a")
      defer { a.stop() }
      let b = try CaseStudiesProcess.start(instance: "b")
      defer { b.stop() }
      let proxy = try NginxProxy.start(a: a.port, b: b.port)
      defer { proxy.stop() }
      try await body(proxy)
    }

    @Test func everyTabsSocketReachesTheProcessThatRenderedItsPage() async throws {
      try await withTwoProcesses { proxy in
        var tabs: [ProxiedTab] = []
        for _ in 0..<6 {
          tabs.append(try await ProxiedTab.open(port: proxy.port, path: "/counter"))
        }
        let instances = Set(tabs.map { $0.session.prefix { $0 != "-" } })
        #expect(instances == ["a", "b"], "pages were shared out between both processes")

        for tab in tabs {
          let socket = try await tab.attach(port: proxy.port)
          for seq in 1...3 {
            try await socket.send(
              #"{"type":"event","handler":"\#(tab.increment)","event":"click","seq":\#(seq)}"#)
          }
          var frame = ""
          while !frame.contains(#""ack":3"#), let next = try await socket.receive() { frame = next }
          #expect(frame.contains(#""3""#), "\(tab.session): \(frame.prefix(200))")
          socket.disconnect()
        }
      }
    }

    @Test func aSocketRoutedToTheOtherProcessFindsNoSession() async throws {
      try await withTwoProcesses { proxy in
        var tabs: [ProxiedTab] = []
        while Set(tabs.map { $0.session.prefix(1) }).count < 2 {
          tabs.append(try await ProxiedTab.open(port: proxy.port, path: "/counter"))
        }
        let onA = try #require(tabs.first { $0.session.hasPrefix("a-") })
        let onB = try #require(tabs.first { $0.session.hasPrefix("b-") })
        // Routed as if it were b's: the right secret, the wrong process, so no such session.
        let socket = try await onA.attach(port: proxy.port, routedAs: onB.session)
        let answer = try #require(try await socket.receive())
        #expect(answer.contains(#""code":"sessionExpired""#), "\(answer)")
      }
    }

    @Test func aSocketNamingNoProcessIsRefusedByTheProxy() async throws {
      try await withTwoProcesses { proxy in
        for routing in ["c-0123", "", "a", "%61-x"] {
          await #expect(throws: TestWebSocket.Refused.self, "session=\(routing)") {
            _ = try await TestWebSocket.connect(
              port: proxy.port, path: "/_cairn/socket?session=\(routing)",
              origin: "http://127.0.0.1:\(proxy.port)")
          }
        }
      }
    }

    @Test(
      .enabled(
        if: WebDriver.isAvailable,
        "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)"))
    func chromiumWorksThroughTheProxy() async throws {
      try await withTwoProcesses { proxy in
        let browser = try await WebDriver.start()
        do {
          let url = "http://127.0.0.1:\(proxy.port)"
          for round in 1...2 {
            // Each load may land on either process; the tab's socket follows its page.
            try await browser.open(url + "/counter")
            try await browser.waitUntil(CaseStudiesEndToEndTests.connected)
            try await browser.click(try await browser.button("Increment"))
            try await browser.click(try await browser.button("Increment"))
            try await browser.waitUntil("document.body.textContent.includes('2')")
            let session = try await browser.execute(
              "return document.querySelector('meta[name=cairn-session]').content")
            #expect((session as? String)?.first.map { "ab".contains($0) } == true, "round \(round)")
          }
        } catch {
          await browser.quit()
          throw error
        }
        await browser.quit()
      }
    }
  }
}
