import Foundation
import Observation
import OpenCombine

/// Turns an `ObservableObject`'s `objectWillChange` into something Cairn's renderer can watch.
///
/// The renderer re-draws what a body read through Observation. An `ObservableObject` is not
/// observable that way, so each object gets one signal: an observable counter that a view
/// reads while it updates its ``ObservedObject``, ``StateObject`` or ``EnvironmentObject``
/// properties, and that goes up whenever the object announces a change. Reading the counter
/// makes the view depend on it; the announcement then re-draws the view.
///
/// Models written before Observation are plain classes, changed on whatever thread their code
/// runs on, so the counter may go up on any thread: it is kept behind a lock, and its change
/// is reported through the Observation registrar, whose observers (the renderer's `observe`)
/// accept changes from any thread and re-draw on the main actor.
final class ObjectChangeSignal: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let lock = NSLock()
  private var count = 0
  /// The subscription to the object's `objectWillChange`, ended when the signal goes. Set
  /// once, on the main actor, before anything can be announced.
  var subscription: AnyCancellable?

  /// How many changes the object has announced.
  var version: Int {
    registrar.access(self, keyPath: \.version)
    return lock.withLock { count }
  }

  /// Reads the counter, so the observation running now depends on the object's changes.
  func read() {
    _ = version
  }

  /// Counts one announced change, on whatever thread it was announced.
  func changed() {
    registrar.withMutation(of: self, keyPath: \.version) {
      lock.withLock { count &+= 1 }
    }
  }
}

/// The signals of the objects views have observed: one per object, however many views and
/// renders observe it, so a render subscribes to nothing new.
///
/// An entry holds its object weakly. Entries whose object is gone are dropped (with their
/// subscription) once the table has doubled since it was last swept, so the table stays
/// within twice the number of live observed objects.
@MainActor
enum ObjectChangeSignals {
  private struct Entry {
    weak var object: AnyObject?
    let signal: ObjectChangeSignal
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var sweepThreshold = 64

  /// The signal of `object`, subscribing to its `objectWillChange` the first time.
  static func signal<Object: ObservableObject>(for object: Object) -> ObjectChangeSignal {
    let id = ObjectIdentifier(object)
    if let entry = entries[id], entry.object === object { return entry.signal }
    sweepIfGrown()
    let signal = ObjectChangeSignal()
    signal.subscription = object.objectWillChange.sink { @Sendable [weak signal] _ in
      signal?.changed()
    }
    entries[id] = Entry(object: object, signal: signal)
    return signal
  }

  /// How many objects have a signal (tests).
  static var count: Int { entries.count }

  /// Drops every entry whose object is gone (tests call it to check nothing is kept).
  static func sweep() {
    entries = entries.filter { $0.value.object != nil }
    sweepThreshold = max(64, entries.count * 2)
  }

  private static func sweepIfGrown() {
    if entries.count >= sweepThreshold { sweep() }
  }
}
