import StringCatalog

/// The parts of a source string no provider may change: placeholders (`%@`, `%1$lld`,
/// `%#@name@`, `%arg`, `%%`), do-not-translate terms, and URLs, e-mail addresses and Markdown link
/// targets (`LinkSpans`), as UTF-8 byte ranges, sorted and not overlapping.
enum ProtectedSpans {
  static func ranges(in text: String, terms: [String]) -> [Range<Int>] {
    let utf8 = Array(text.utf8)
    var ranges = FormatParser.placeholders(in: text).map { $0.start..<$0.end }
    for term in terms where !term.isEmpty {
      let needle = Array(term.utf8)
      var start = 0
      while start + needle.count <= utf8.count {
        let candidate = start..<(start + needle.count)
        if utf8[candidate].elementsEqual(needle) && !ranges.contains(where: { $0.overlaps(candidate) }) {
          ranges.append(candidate)
          start += needle.count
        } else {
          start += 1
        }
      }
    }
    for link in LinkSpans.ranges(in: utf8) where !ranges.contains(where: { $0.overlaps(link) }) {
      ranges.append(link)
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
  }
}
