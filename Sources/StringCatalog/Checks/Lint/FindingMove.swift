/// Moves findings from one array to the end of another without copying them: a copy retains
/// each finding's strings, and freeing the source array then releases them all again (for the
/// second half of a large lint run, hundreds of thousands of findings, on one thread while the
/// other core waits).
enum FindingMove {
  /// A finding that holds no string storage: what is left in the source's slots.
  private static let placeholder = Finding(check: .missing, severity: .error, key: nil, language: nil, message: "")

  /// Appends `source`'s findings to `target` in order and leaves `source` empty.
  static func append(_ source: inout [Finding], to target: inout [Finding]) {
    let count = source.count
    guard count > 0 else { return }
    guard !target.isEmpty else {
      swap(&source, &target)
      return
    }
    let start = target.count
    // Placeholders first (nothing to release when they are overwritten), then the findings
    // moved over them bit for bit, and placeholders put back where they were.
    target.append(contentsOf: repeatElement(placeholder, count: count))
    target.withUnsafeMutableBufferPointer { target in
      source.withUnsafeMutableBufferPointer { source in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        (to + start).moveUpdate(from: from, count: count)
        from.initialize(repeating: placeholder, count: count)
      }
    }
    source = []
  }
}
