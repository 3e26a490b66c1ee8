/// Items for `submit_translations` made from `get_strings` items, each one the server accepts:
/// the source's own text (so its placeholders are kept), and for a plural string the forms the
/// target language needs, each from the source's form of that category (else its `other`).
/// Strings with device or substitution forms are left out.
enum MCPSubmission {
  static func item(from listed: [String: Any]) -> [String: Any]? {
    guard let catalog = listed["catalog"] as? String, let key = listed["key"] as? String,
      let language = listed["language"] as? String, let revision = listed["revision"] as? String,
      let source = listed["source"] as? [String: Any]
    else { return nil }
    var item: [String: Any] = ["catalog": catalog, "key": key, "language": language, "revision": revision]
    if let value = source["value"] as? String {
      item["value"] = value
      return item
    }
    guard let sourceForms = source["forms"] as? [String: String], !sourceForms.isEmpty,
      sourceForms.keys.allSatisfy({ $0.hasPrefix("plural.") }),
      let categories = listed["pluralCategories"] as? [String], let other = sourceForms["plural.other"]
    else { return nil }
    var forms: [String: String] = [:]
    for category in categories { forms["plural." + category] = sourceForms["plural." + category] ?? other }
    item["forms"] = forms
    return item
  }

  /// The first `count` items that can be made from `listed`.
  static func items(from listed: [[String: Any]], count: Int) -> [[String: Any]] {
    Array(listed.lazy.compactMap(item(from:)).prefix(count))
  }
}
