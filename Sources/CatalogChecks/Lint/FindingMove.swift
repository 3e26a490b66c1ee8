import CatalogModel
import CatalogFiles
import CatalogEditing

/// Moves findings from one array to the end of another without copying them: a copy retains
/// each finding's strings, and freeing the source array then releases them all again (for the
/// second half of a large lint run, hundreds of thousands of findings, on one thread while the
/// other core waits).
package enum FindingMove {
  /// A finding that holds no string storage: what is left in the source's slots.
  private static let placeholder = Finding(check: .missing, severity: .error, key: nil, language: nil, message: "")

  /// Appends `source`'s findings to `target` in order and leaves `source` empty.
  package static func append(_ source: inout [Finding], to target: inout [Finding]) {
    let count = source.count
    guard count > 0 else { return }
    guard !target.isEmpty else {
      swap(&source, &target)
      return
    }
    let start = target.count
    // Placeholders first, then the findings moved over them bit for bit, and placeholders put
    // back where they were, bit for bit too. A placeholder holds no storage, so neither needs
    // its strings released or retained: assigning over the placeholders and copying them back
    // made a call per string field of every finding moved, on one thread while the other waited.
    target.append(contentsOf: repeatElement(placeholder, count: count))
    let stride = MemoryLayout<Finding>.stride
    target.withUnsafeMutableBufferPointer { target in
      source.withUnsafeMutableBufferPointer { source in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        UnsafeMutableRawPointer(to + start).copyMemory(from: from, byteCount: count * stride)
        let slots = UnsafeMutableRawPointer(from)
        // The first slot from the placeholder, then doubling runs of slots already done.
        withUnsafeBytes(of: placeholder) { slots.copyMemory(from: $0.baseAddress ?? UnsafeRawPointer(slots), byteCount: $0.count) }
        var done = 1
        while done < count {
          let run = min(done, count - done)
          (slots + done * stride).copyMemory(from: slots, byteCount: run * stride)
          done += run
        }
      }
    }
    source = []
  }
}
