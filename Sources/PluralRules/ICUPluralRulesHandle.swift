import CICU

/// Owns one ICU cardinal plural-rules object through the CICU bridge.
///
/// `@unchecked Sendable` because the handle is immutable after `init` and ICU
/// documents its const APIs (`uplrules_select*`, `uplrules_getKeywords`) as
/// safe to call concurrently on one object; the pointer is closed only in
/// `deinit`, when no other reference can exist.
final class ICUPluralRulesHandle: @unchecked Sendable {
  private let pointer: OpaquePointer

  /// Returns nil only when ICU cannot open rules at all (e.g. missing data).
  init?(localeID: String) {
    var errorCode: Int32 = 0
    guard let opened = cicu_plural_rules_open(localeID, &errorCode) else { return nil }
    pointer = opened
  }

  deinit {
    cicu_plural_rules_close(pointer)
  }

  /// The language's cardinal keywords in ICU's order; empty if ICU failed.
  func keywords() -> [String] {
    guard let joined = readString(capacity: 128, { cicu_plural_rules_keywords(pointer, $0, $1) }) else {
      return []
    }
    return joined.split(separator: ",").map(String.init)
  }

  func keyword(for number: Double) -> String? {
    readString(capacity: 32) { cicu_plural_rules_select_double(pointer, number, $0, $1) }
  }

  /// Keyword for a plain decimal string ("1.0", "-2", "0.50"), keeping its
  /// visible fraction digits; nil for strings the bridge rejects.
  func keyword(forDecimal decimal: String) -> String? {
    readString(capacity: 32) { cicu_plural_rules_select_decimal(pointer, decimal, $0, $1) }
  }

  /// The same through a number formatter opened for this call alone, as every call once did:
  /// for tests comparing it with the kept formatters `keyword(forDecimal:)` goes through.
  func keywordThroughOwnFormatter(forDecimal decimal: String) -> String? {
    readString(capacity: 32) { cicu_plural_rules_select_decimal_uncached(pointer, decimal, $0, $1) }
  }

  /// Converts a BCP-47 tag ("pt-BR") to an ICU locale id ("pt_BR"). Apple
  /// sometimes writes underscores ("en_GB"), which BCP-47 parsing would cut at,
  /// so they become hyphens first. If ICU rejects the tag, the underscore form
  /// is handed to ICU as-is and its locale fallback decides (root if unknown).
  static func localeID(forLanguage language: String) -> String {
    let tag = language.replacingAll("_", with: "-")
    if let converted = readString(capacity: 157, { cicu_locale_id_from_language_tag(tag, $0, $1) }) {
      return converted
    }
    return tag.replacingAll("-", with: "_")
  }
}

/// Calls a bridge function that fills a char buffer and returns its length or
/// a negative CICU error code.
private func readString(
  capacity: Int32,
  _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32
) -> String? {
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) { buffer -> String? in
    guard let base = buffer.baseAddress else { return nil }
    let length = fill(base, capacity)
    guard length >= 0, length < capacity else { return nil }
    let bytes = UnsafeRawBufferPointer(start: base, count: Int(length))
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  // Avoids importing Foundation just for replacingOccurrences(of:with:).
  fileprivate func replacingAll(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
