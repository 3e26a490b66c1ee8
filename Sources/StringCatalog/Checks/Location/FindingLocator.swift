/// Gives the findings of one catalog file their line and column: the offending value, else the
/// nearest enclosing place (the plural map of a missing form, the localization, the entry key).
/// Findings that already have a location (reader warnings) keep it.
struct FindingLocator {
  let bytes: [UInt8]
  let index: CatalogEntryIndex

  /// `bytes` as the reader saw them (after decoding to UTF-8).
  init(bytes: [UInt8]) {
    self.bytes = bytes
    index = bytes.withUnsafeBufferPointer { CatalogEntryIndex(bytes: $0) }
  }

  init(bytes: [UInt8], index: CatalogEntryIndex) {
    self.bytes = bytes
    self.index = index
  }

  func locate(_ findings: inout [Finding]) {
    bytes.withUnsafeBufferPointer { buffer in
      var offsets = [Int](repeating: 0, count: findings.count)
      var start = 0
      // Findings come entry by entry: walk each entry once for its run of findings.
      while start < findings.count {
        var end = start + 1
        let key = findings[start].key
        while end < findings.count && findings[end].key == key { end += 1 }
        locateRun(&findings, start..<end, offsets: &offsets, buffer)
        start = end
      }
      let places = LineTable.locations(of: offsets, in: buffer)
      for slot in findings.indices where !findings[slot].hasLocation {
        findings[slot].line = places[slot].line
        findings[slot].column = places[slot].column
      }
    }
  }

  private func locateRun(_ findings: inout [Finding], _ run: Range<Int>, offsets: inout [Int], _ buffer: UnsafeBufferPointer<UInt8>) {
    guard let key = findings[run.lowerBound].key, let place = index[key] else { return }
    var wanted: Set<String> = []
    for slot in run where !findings[slot].hasLocation {
      if let language = findings[slot].language { wanted.insert(language) }
    }
    let points = wanted.isEmpty ? EntryPoints() : EntryPoints(bytes: buffer, valueOffset: place.valueOffset, wanted: wanted)
    for slot in run {
      var offset = place.keyOffset
      if let language = findings[slot].language, let localization = points.localization(language) {
        offset = localization.offset(for: findings[slot].path) ?? localization.offset
      }
      offsets[slot] = offset
    }
  }
}

extension EntryPoints {
  init() { localizations = [] }
}
