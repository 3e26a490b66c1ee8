/// fzf's basic match: every character of the query appears in the text in order, not
/// necessarily together ("docdoc" finds "CotEditor/Document.xcstrings"); case is ignored, and
/// spaces in the query are ignored so words can be typed apart.
enum FuzzyMatch {
  static func matches(_ query: String, in text: String) -> Bool {
    var wanted = query.lowercased().filter { $0 != " " }.makeIterator()
    guard var next = wanted.next() else { return true }
    for character in text.lowercased() where character == next {
      guard let following = wanted.next() else { return true }
      next = following
    }
    return false
  }
}
