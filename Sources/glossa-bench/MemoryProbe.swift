import Foundation
import StringCatalog

/// Peak memory of reading a catalog and counting its stats, measured in a fresh child process
/// (this process has generated catalogs, so its own peak says nothing).
enum MemoryProbe {
  static func readAndCount(path: String) {
    let baseline = ProcessMemory.current()
    guard let catalog = try? CatalogReader.read(path: path).catalog else {
      print("read failed")
      return
    }
    let stats = catalog.stats()
    print("\(ProcessMemory.peak()) \(baseline) \(ProcessMemory.current()) \(stats.count)")
    FileHandle.standardOutput.synchronizeFile()
  }

  static func measureInChild(path: String, fileSize: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--measure-read", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      print("memory probe failed: \(error)")
      return
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard fields.count >= 3 else {
      print("memory probe failed: \(output)")
      return
    }
    let peak = fields[0] - fields[1]
    print("peak memory of read + stats: \(megabytes(peak)) MB = \(String(format: "%.2f", Double(peak) / Double(fileSize)))× the file (model alone after read: \(megabytes(fields[2] - fields[1])) MB; process baseline \(megabytes(fields[1])) MB not counted)")
  }
}
