import CairnSharing
import CairnSharingPostgres
import CairnTestSupport
import Dependencies
import Foundation
import IdentifiedCollections
import Observation
import StandupsDomain
import Testing

extension EndToEnd {
  /// Measurements of the shared standups at the key level, with the keys Standups uses:
  /// `.postgres("standups", database:)` and `.fileStorage(url)`. Not a check that runs with
  /// the suite: `Tools/measure-shared-data.sh` runs it (it sets `CAIRN_MEASURE_SHARING=1`)
  /// and it prints the figures the README reports.
  ///
  /// Two clients of one database stand for two processes: each has its own connections and
  /// its own `LISTEN`, and an edit made through one reaches the other only through PostgreSQL.
  @Suite(
    "Shared standups, measured",
    .enabled(
      if: ProcessInfo.processInfo.environment["CAIRN_MEASURE_SHARING"] == "1",
      "a measurement, not a test: Tools/measure-shared-data.sh runs it"),
    .enabled(if: PostgresBinaries.isAvailable, "\(PostgresBinaries.unavailableReason ?? "")"),
    .timeLimit(.minutes(10))
  )
  struct StandupsPostgresMeasurements {
    static let edits = Int(ProcessInfo.processInfo.environment["CAIRN_MEASURE_EDITS"] ?? "") ?? 300
    static let warmup = 20
    static let burst = 1000

    let samples = Standup.samples(
      now: Date(timeIntervalSince1970: 1_700_000_000), makeID: UUID.init)

    /// The values a subscriber of `key` receives, as a stream (a subscriber on "process B").
    func values(
      of key: PostgresCollectionKey<Standup>
    ) -> (AsyncStream<IdentifiedArrayOf<Standup>>, SharedSubscription) {
      let (stream, continuation) = AsyncStream.makeStream(of: IdentifiedArrayOf<Standup>.self)
      let subscription = key.subscribe(
        context: .initialValue([]),
        subscriber: SharedSubscriber { result in
          if case .success(let value?) = result { continuation.yield(value) }
        })
      return (stream, subscription)
    }

    static func milliseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1000
        + Double(duration.components.attoseconds) / 1e15
    }

    static func percentiles(_ durations: [Duration]) -> String {
      let sorted = durations.map(milliseconds).sorted()
      func at(_ fraction: Double) -> Double {
        sorted[min(sorted.count - 1, Int((fraction * Double(sorted.count - 1)).rounded()))]
      }
      return String(
        format: "p50 %.2f ms, p99 %.2f ms, max %.2f ms (%d edits)", at(0.5), at(0.99),
        sorted.last ?? 0, sorted.count)
    }

    /// Returns once `condition`, which reads observable state on the main actor, holds: it is
    /// checked again each time something it read changes. `timeout` is a failsafe against a
    /// condition that never comes true, not the way of waiting.
    @MainActor
    static func whenTrue(
      _ what: String, timeout: Duration = .seconds(30),
      _ condition: @MainActor () -> Bool
    ) async throws {
      let (changes, continuation) = AsyncStream.makeStream(
        of: Void.self, bufferingPolicy: .bufferingNewest(1))
      let failsafe = Task {
        try? await Task.sleep(for: timeout)
        continuation.finish()
      }
      defer { failsafe.cancel() }
      var next = changes.makeAsyncIterator()
      while !withObservationTracking(condition, onChange: { continuation.yield() }) {
        guard await next.next() != nil else {
          throw WebDriver.Failure(description: "gave up after \(timeout) waiting until \(what)")
        }
      }
    }

    @Test func postgresAcrossTwoClientsAgainstTheFile() async throws {
      let cluster = try await PostgresTestCluster.start(durable: true)
      defer { cluster.destroy() }
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("cairn-measure-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      print("Shared standups, key level, \(ProcessInfo.processInfo.activeProcessorCount) cores:")
      try await withDependencies {
        $0.continuousClock = ContinuousClock()
        $0.defaultFileStorage = .fileSystem
      } operation: {
        try await measurePostgres(cluster)
        try await measureFile(folder.appendingPathComponent("standups.json"))
      }
    }

    func measurePostgres(_ cluster: PostgresTestCluster) async throws {
      let databaseA = try PostgresSharingClient(url: cluster.url)
      let databaseB = try PostgresSharingClient(url: cluster.url)
      let writer = Shared(
        wrappedValue: [],
        .postgres("standups", database: databaseA)
          as PostgresCollectionKey<Standup>)
      let (seen, subscription) = values(of: .postgres("standups", database: databaseB))
      defer { subscription.cancel() }
      var iterator = seen.makeAsyncIterator()
      let id = samples[1].id
      // Both clients connect in the background: wait until their statuses say so.
      try await Self.whenTrue("both clients connected") {
        databaseA.status.isReachable && databaseB.status.isReachable
      }

      writer.withLock { $0 = IdentifiedArray(uniqueElements: samples) }
      try await writer.save()
      while let value = await iterator.next(), value[id: id] == nil {}

      // An edit through client A, until client B's subscriber has it.
      var latencies: [Duration] = []
      let clock = ContinuousClock()
      for n in 1...(Self.warmup + Self.edits) {
        let title = "edit \(n)"
        let start = clock.now
        writer.withLock { $0[id: id]?.title = title }
        while let value = await iterator.next(), value[id: id]?.title != title {}
        if n > Self.warmup { latencies.append(clock.now - start) }
      }
      print("  PostgreSQL, an edit on client A seen by client B: \(Self.percentiles(latencies))")
      #expect(latencies.count == Self.edits)

      // An edit, until its transaction has committed (durable: the cluster runs with fsync).
      var commits: [Duration] = []
      for n in 1...(Self.warmup + Self.edits) {
        let start = clock.now
        writer.withLock { $0[id: id]?.duration = .seconds(60 + n) }
        try await writer.save()
        if n > Self.warmup { commits.append(clock.now - start) }
      }
      print("  PostgreSQL, an edit until committed: \(Self.percentiles(commits))")

      // A burst: edits as fast as they are made, until client B has the last one.
      let versionsBefore = try versions(cluster)
      let start = clock.now
      for n in 1...Self.burst {
        writer.withLock { $0[id: samples[n % 3].id]?.title = "burst \(n)" }
      }
      let last = samples[Self.burst % 3].id
      while let value = await iterator.next(), value[id: last]?.title != "burst \(Self.burst)" {}
      let elapsed = Self.milliseconds(clock.now - start) / 1000
      let written = try versions(cluster) - versionsBefore
      print(
        String(
          format:
            "  PostgreSQL, a burst of %d edits: all seen by client B after %.2f s, %.0f edits/s (%d row writes: saves waiting behind a transaction are merged into the next)",
          Self.burst, elapsed, Double(Self.burst) / elapsed, written))
      #expect(written > 0)
      await databaseA.shutdown()
      await databaseB.shutdown()
    }

    /// The sum of the rows' versions: each row write adds one.
    func versions(_ cluster: PostgresTestCluster) throws -> Int {
      let rows = try StandupsOnPostgres.query(
        "SELECT coalesce(sum(version), 0) FROM cairn_shared_rows WHERE collection = 'standups'",
        in: cluster)
      return Int(rows.first?.first ?? "") ?? 0
    }

    func measureFile(_ url: URL) async throws {
      let clock = ContinuousClock()
      let shared = Shared(
        wrappedValue: IdentifiedArray(uniqueElements: samples),
        .fileStorage(url) as FileStorageKey<IdentifiedArrayOf<Standup>>)
      try await shared.save()
      let id = samples[1].id

      // An edit, until the file holding it is on the disk (written, fsynced and renamed).
      var saves: [Duration] = []
      for n in 1...(Self.warmup + Self.edits) {
        let start = clock.now
        shared.withLock { $0[id: id]?.title = "edit \(n)" }
        try await shared.save()
        if n > Self.warmup { saves.append(clock.now - start) }
      }
      print("  File, an edit until on disk (one process): \(Self.percentiles(saves))")
      #expect(saves.count == Self.edits)

      // A burst, until it is on the disk.
      @Dependency(\.defaultFileStorage) var storage
      let start = clock.now
      for n in 1...Self.burst {
        shared.withLock { $0[id: samples[n % 3].id]?.title = "burst \(n)" }
      }
      let failures = storage.flush()
      let elapsed = Self.milliseconds(clock.now - start) / 1000
      print(
        String(
          format:
            "  File, a burst of %d edits: on disk after %.3f s, %.0f edits/s (saves at most once a second; the flush writes the whole file once)",
          Self.burst, elapsed, Double(Self.burst) / elapsed))
      #expect(failures.isEmpty)
      let onDisk = try JSONDecoder().decode([Standup].self, from: Data(contentsOf: url))
      #expect(onDisk.map(\.title).contains("burst \(Self.burst)"))
    }
  }
}
