import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Reads a catalog for lint, a large one in two halves at once into memory not zeroed first:
/// copying 170 MB out of the page cache, and faulting in the fresh pages, takes a tenth of a
/// second on one core, with the whole process waiting. Same checks and errors as `FileBytes.read`.
package enum LintFileBytes {
  /// Smaller files are read by one thread.
  package static let splitSize = 4 << 20

  package static func read(path: String, limit: Int) throws(FileBytes.Failure) -> [UInt8] {
    let (descriptor, size) = try FileBytes.openForReading(path: path, limit: limit)
    defer { close(descriptor) }
    guard size >= splitSize else { return try FileBytes.read(descriptor, size: size) }
    var failure: FileBytes.Failure?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      let memory = Memory(base: base)
      let middle = size / 2
      let halves = ConcurrentPair(
        { memory.fill(0..<middle, from: descriptor) }, { memory.fill(middle..<size, from: descriptor) })
      switch (halves.first, halves.second) {
      case (.failed(let message), _), (_, .failed(let message)):
        failure = FileBytes.Failure(message: message)
      case (.read(let first), .read(let second)):
        // A file that shrank since its size was taken: what was read up to its first gap.
        count = first < middle ? first : middle + second
      }
    }
    if let failure { throw failure }
    return bytes
  }

  private enum Outcome: Sendable {
    case read(Int)
    case failed(String)
  }

  /// The array's memory, filled by two threads at disjoint ranges.
  private struct Memory: @unchecked Sendable {
    package let base: UnsafeMutablePointer<UInt8>

    /// How many bytes of `range` the file had.
    package func fill(_ range: Range<Int>, from descriptor: Int32) -> Outcome {
      do throws(FileBytes.Failure) {
        return .read(try FileBytes.fill(base + range.lowerBound, count: range.count, from: descriptor, offset: range.lowerBound))
      } catch {
        return .failed(error.message)
      }
    }
  }
}
