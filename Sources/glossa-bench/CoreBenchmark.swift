import Foundation
import StringCatalog

/// Read, write and stats figures for one generated catalog (issue: catalog core).
enum CoreBenchmark {
  static func run(path: String, bytes: [UInt8]) {
    let size = Double(bytes.count)
    var catalog: Catalog?
    let readTime = bestOf(3) {
      catalog = try? CatalogReader.read(bytes: bytes).catalog
    }
    guard let catalog else {
      print("read failed")
      return
    }
    var written: [UInt8] = []
    let writeTime = bestOf(3) { written = CatalogWriter.bytes(catalog, capacityHint: bytes.count + 4096) }
    let statsTime = bestOf(3) { _ = catalog.stats() }
    print("read:  \(rate(size, readTime)) MB/s (\(milliseconds(readTime)) ms)")
    print("write: \(rate(size, writeTime)) MB/s (\(milliseconds(writeTime)) ms), round trip byte-identical: \(written == bytes)")
    print("stats (in memory): \(milliseconds(statsTime)) ms")
    if let child = ChildProcess.measure(arguments: [glossaExecutable(), "stats", path]) {
      print("glossa stats (whole process, read included): \(milliseconds(child.seconds)) ms")
    }
    MemoryProbe.measureInChild(path: path, fileSize: bytes.count)
  }
}

extension CoreBenchmark {
  /// The writer alone (a whole catalog streamed into a sink that only counts) and the parser
  /// alone (the file's bytes already in memory), each the best of five.
  static func writeOnly(path: String) {
    guard let catalog = try? CatalogReader.read(path: path).catalog else {
      print("read failed")
      return
    }
    var size = 0
    let writeTime = bestOf(5) {
      size = 0
      CatalogWriter.stream(catalog) { block, _ in size += block.count }
    }
    let bytes = (try? FileBytes.read(path: path)) ?? []
    let parseTime = bestOf(5) { _ = try? CatalogReader.read(bytes: bytes, parallel: false) }
    print("write (one thread, no file): \(rate(Double(size), writeTime)) MB/s (\(milliseconds(writeTime)) ms); parse (one thread, bytes in memory): \(rate(Double(bytes.count), parseTime)) MB/s (\(milliseconds(parseTime)) ms)")
  }
}

extension CoreBenchmark {
  static func parseOnly(path: String) {
    let bytes = (try? FileBytes.read(path: path)) ?? []
    let (best, count) = parseSeconds(bytes)
    print("parse (one thread, bytes in memory, best of 3): \(count) entries, \(rate(Double(bytes.count), best.wall)) MB/s (\(milliseconds(best.wall)) ms); by CPU time \(rate(Double(bytes.count), best.cpu)) MB/s (\(milliseconds(best.cpu)) ms)")
  }

  /// The best of three one-thread parses in memory, by wall time and by the thread's CPU time
  /// (which other work sharing the machine moves much less), and the entries read.
  static func parseSeconds(_ bytes: [UInt8]) -> (best: (wall: Double, cpu: Double), entries: Int) {
    var best = (wall: Double.infinity, cpu: Double.infinity)
    var kept: Catalog?
    for _ in 0..<3 {
      // Freeing the last run's model is not part of this one (the commands never free it).
      kept = nil
      let start = (wall: DispatchTime.now().uptimeNanoseconds, cpu: threadCPUSeconds())
      kept = try? CatalogReader.read(bytes: bytes, parallel: false).catalog
      best.wall = min(best.wall, Double(DispatchTime.now().uptimeNanoseconds - start.wall) / 1e9)
      best.cpu = min(best.cpu, threadCPUSeconds() - start.cpu)
    }
    return (best, kept?.strings.count ?? -1)
  }

  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

func bestOf(_ runs: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return best
}

func rate(_ bytes: Double, _ seconds: Double) -> String { String(format: "%.0f", bytes / 1e6 / seconds) }
func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1e6) }

/// The glossa binary built next to this one.
func glossaExecutable() -> String {
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("glossa").path
}
