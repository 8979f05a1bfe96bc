import Benchmark
import CairnSpeech
@_spi(Runtime) import CairnWeb
import Foundation

/// Live transcription's costs: how much CPU PocketSphinx spends per second of audio (the
/// real-time factor; under 1 keeps up), loading the model once per meeting, and the bytes per
/// second a recording tab sends.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal],
    maxDuration: .seconds(10),
    maxIterations: 10
  )

  guard SpeechRecognizer().availability == .available,
    let fixture = try? WAVFile.samples(Data(contentsOf: fixtureURL)).samples
  else {
    print("PocketSphinx or its model is missing: no speech benchmarks.")
    return
  }
  let seconds = Double(fixture.count) / Double(SpeechRecognizer.sampleRate)
  let chunks = stride(from: 0, to: fixture.count, by: chunkSize).map {
    Array(fixture[$0..<min($0 + chunkSize, fixture.count)])
  }

  Benchmark(
    "Recognise the 3.3 s fixture in 100 ms chunks",
    configuration: .init(metrics: [.wallClock, .cpuTotal, .custom("CPU ms per s of audio")])
  ) { benchmark in
    let decoder = try SpeechDecoder()
    let start = processCPUTime()
    benchmark.startMeasurement()
    for chunk in chunks { blackHole(try decoder.feed(chunk)) }
    blackHole(decoder.finish())
    benchmark.stopMeasurement()
    let cpu = processCPUTime() - start
    benchmark.measurement(.custom("CPU ms per s of audio"), Int((cpu / seconds * 1_000).rounded()))
  }

  Benchmark("Load the US English model (once per meeting)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try SpeechDecoder()) }
  }

  Benchmark(
    "Bytes a recording tab sends per second",
    configuration: .init(metrics: [.custom("bytes per second")], maxIterations: 1)
  ) { benchmark in
    // Ten 100 ms frames as the AudioWorklet makes them, each in a masked client WebSocket
    // frame (2 bytes, a 16-bit length, a 4-byte mask).
    let frame = AudioFrame(capture: 1, samples: Array(repeating: 0, count: chunkSize))
    let perSecond = 10 * (frame.bytes.count + 2 + 2 + 4)
    benchmark.measurement(.custom("bytes per second"), perSecond)
  }
}

/// 100 ms at 16 kHz, the size of the chunks the browser sends.
let chunkSize = 1_600

let fixtureURL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/settings-page.wav")

/// CPU seconds the process has used so far, all threads.
func processCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
