import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A payload that is not `Identifiable`: the presentation is told which key path identifies it.
private struct Ticket: Equatable {
  var number: Int
  var note: String
}

@MainActor @Observable
private final class TicketDesk {
  var count: Int?
  var ticket: Ticket?
  var shownTicket: Ticket?
  var dismissals = 0
}

/// Counts its own taps in view state, so a replaced presentation shows up as a reset count.
private struct TapCounter: View {
  @State private var taps = 0

  var body: some View {
    Button("Tapped \(taps)") { taps += 1 }
  }
}

private struct TicketDeskView: View {
  @UIBindable var desk: TicketDesk

  var body: some View {
    VStack {
      Text("Desk")
    }
    .sheet(item: $desk.count, id: \.self, onDismiss: { desk.dismissals += 1 }) { $count in
      Text("Count \(count)")
      TapCounter()
      Button("Change count") { count += 1 }
    }
    .popover(item: $desk.ticket, id: \.number) { $ticket in
      Text("Ticket \(ticket.number): \(ticket.note)")
      TapCounter()
      Button("Add note") { ticket.note += "!" }
      Button("Next ticket") { ticket.number += 1 }
    }
    .fullScreenCover(item: $desk.shownTicket, id: \.number) { ticket in
      Text("Showing \(ticket.number)")
    }
  }
}

@MainActor
@Suite("Presentations identified by a key path (item:id:)")
struct KeyPathIdentifiedPresentationTests {
  @Test func anEditThatChangesTheIdentityReplacesTheSheet() async throws {
    let desk = TicketDesk()
    desk.count = 7
    let host = ViewHost { TicketDeskView(desk: desk) }
    try await host.tap(host.button("Tapped 0"))
    #expect(host.button("Tapped 1") != nil, "the sheet's own state counts the tap")

    try await host.tap(host.button("Change count"))
    #expect(desk.count == 8, "the binding wrote the edit back to the model")
    #expect(host.contains(text: "Count 8"))
    #expect(
      host.button("Tapped 0") != nil,
      "a new identity (\\.self changed) is a new sheet, so its state starts again")
    #expect(desk.dismissals == 1, "as in SwiftUI, the sheet that was replaced was dismissed")

    try await host.dismiss(host.dialog())
    #expect(desk.count == nil)
    #expect(desk.dismissals == 2)
  }

  @Test func anEditThatKeepsTheIdentityUpdatesThePopoverInPlace() async throws {
    let desk = TicketDesk()
    desk.ticket = Ticket(number: 3, note: "printer")
    let host = ViewHost { TicketDeskView(desk: desk) }
    try await host.tap(host.button("Tapped 0"))

    try await host.tap(host.button("Add note"))
    #expect(desk.ticket == Ticket(number: 3, note: "printer!"))
    #expect(host.contains(text: "Ticket 3: printer!"))
    #expect(host.button("Tapped 1") != nil, "the same number keeps the same popover")

    try await host.tap(host.button("Next ticket"))
    #expect(host.contains(text: "Ticket 4: printer!"))
    #expect(host.button("Tapped 0") != nil, "a new number is a new popover")
  }

  @Test func theItemFormHandsTheContentTheValue() async throws {
    let desk = TicketDesk()
    let host = ViewHost { TicketDeskView(desk: desk) }
    #expect(!host.contains(text: "Showing"))
    desk.shownTicket = Ticket(number: 12, note: "")
    await host.settle()
    #expect(host.contains(text: "Showing 12"))
    try await host.dismiss(host.dialog())
    #expect(desk.shownTicket == nil)
  }
}
