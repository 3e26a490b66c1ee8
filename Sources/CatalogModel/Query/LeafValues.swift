extension Localization {
  /// Calls `body` with the text of every leaf (every value of a string set), without building
  /// the leaf paths `leaves` builds: for search indexes that only need the words.
  public func forEachLeafValue(_ body: (String) -> Void) {
    if let unit = stringUnit { body(unit.value) }
    if let set = stringSet { set.values.forEach(body) }
    variations?.forEachLeafValue(body)
    if let substitutions {
      for substitution in substitutions.values { substitution.variations?.forEachLeafValue(body) }
    }
  }
}

extension Variations {
  public func forEachLeafValue(_ body: (String) -> Void) {
    if let device { for form in device.values { form.forEachLeafValue(body) } }
    if let plural { for form in plural.values { form.forEachLeafValue(body) } }
  }
}
