import CICU
import GlossaRuntime

/// ICU's side of the comparison: its locales, rule text and answers, read
/// through the CICU bridge.
final class ICUReference {
  let localeID: String
  private let handle: OpaquePointer

  init?(localeID: String) {
    var errorCode: Int32 = 0
    guard let opened = cicu_plural_rules_open(localeID, &errorCode) else { return nil }
    self.localeID = localeID
    handle = opened
  }

  deinit {
    cicu_plural_rules_close(handle)
  }

  static var availableLocaleIDs: [String] {
    (0..<cicu_available_locale_count()).compactMap { index in
      readCString(capacity: 160) { cicu_available_locale(index, $0, $1) }
    }
  }

  var keywords: [String] {
    readCString(capacity: 128) { cicu_plural_rules_keywords(handle, $0, $1) }?
      .split(separator: ",").map(String.init) ?? []
  }

  /// Rule text per keyword, the shape a pack's `pluralRules` has, from the
  /// bridge's "keyword:condition" lines.
  var ruleTexts: [String: String] {
    var texts: [String: String] = [:]
    let lines = readCString(capacity: 1 << 14) { cicu_plural_rules_text(localeID, $0, $1) } ?? ""
    for line in lines.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      texts[String(line[..<colon])] = String(line[line.index(after: colon)...])
    }
    return texts
  }

  func keyword(for integer: Int) -> String? {
    readCString(capacity: 32) { cicu_plural_rules_select_double(handle, Double(integer), $0, $1) }
  }

  func keyword(forDecimal decimal: String) -> String? {
    readCString(capacity: 32) { cicu_plural_rules_select_decimal(handle, decimal, $0, $1) }
  }
}

func readCString(capacity: Int32, _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) { buffer -> String? in
    guard let base = buffer.baseAddress else { return nil }
    let length = fill(base, capacity)
    guard length >= 0, length < capacity else { return nil }
    return String(decoding: UnsafeRawBufferPointer(start: base, count: Int(length)), as: UTF8.self)
  }
}
