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
    guard let output = ChildProcess.benchOutput(arguments: ["--measure-read", path]) else {
      print("memory probe failed: cannot start a child process")
      return
    }
    let fields = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard fields.count >= 3 else {
      print("memory probe failed: \(output)")
      return
    }
    let peak = fields[0] - fields[1]
    print("peak memory of read + stats: \(megabytes(peak)) MB = \(String(format: "%.2f", Double(peak) / Double(fileSize)))× the file (model alone after read: \(megabytes(fields[2] - fields[1])) MB; process baseline \(megabytes(fields[1])) MB not counted)")
  }
}
