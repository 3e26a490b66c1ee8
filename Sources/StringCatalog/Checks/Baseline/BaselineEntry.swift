/// A finding's identity in a lint baseline: check id, file (relative to the baseline's folder),
/// key, language, variation path and a hash of the text it is about. Never a line or a message,
/// which move and change with unrelated edits.
public struct BaselineEntry: Hashable, Sendable {
  public var check: String
  public var file: String
  public var key: String
  public var language: String
  public var path: String
  /// `FindingText`'s hash as 8 hex digits; "" for findings without a catalog text (legacy files, code).
  public var text: String

  public init(check: String, file: String, key: String, language: String, path: String, text: String) {
    self.check = check
    self.file = file
    self.key = key
    self.language = language
    self.path = path
    self.text = text
  }

  /// The identity of `finding`, whose file is `relativeFile` as the baseline names it.
  init(_ finding: Finding, relativeFile: String) {
    let digits = finding.textHash == 0 ? "" : String(finding.textHash, radix: 16)
    self.init(
      check: finding.check.rawValue, file: relativeFile, key: finding.key ?? "", language: finding.language ?? "",
      path: finding.path, text: digits.isEmpty ? "" : String(repeating: "0", count: 8 - digits.count) + digits)
  }

  /// One line of the baseline file, members in the order the file sorts by.
  var jsonLine: String {
    let members = [("file", file), ("key", key), ("language", language), ("path", path), ("check", check), ("text", text)]
    return "{" + members.map { "\(JSONFindingFormat.quote($0.0)):\(JSONFindingFormat.quote($0.1))" }.joined(separator: ",") + "}"
  }

  static let memberNames: Set<String> = ["file", "key", "language", "path", "check", "text"]

  /// `[missing] Save · fr` (with the variation path when there is one), for the "fixed" report.
  public var summary: String {
    "[\(check)] \(key.isEmpty ? "-" : key) · \(language.isEmpty ? "-" : language)" + (path.isEmpty ? "" : " · \(path)")
  }
}
