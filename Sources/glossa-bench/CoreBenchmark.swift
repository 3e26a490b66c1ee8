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
    let start = DispatchTime.now().uptimeNanoseconds
    let count = (try? CatalogReader.read(bytes: bytes, parallel: false))?.catalog.strings.count ?? -1
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("parse (one thread, bytes in memory): \(count) entries, \(rate(Double(bytes.count), seconds)) MB/s (\(milliseconds(seconds)) ms)")
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
