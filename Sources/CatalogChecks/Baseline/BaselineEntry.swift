import CatalogModel
import CatalogFiles
import CatalogEditing

/// A finding's identity in a lint baseline: check id, file (relative to the baseline's folder),
/// key, language, variation path and a hash of the text it is about. Never a line or a message,
/// which move and change with unrelated edits.
public struct BaselineEntry: Hashable, Sendable {
  public var check: CheckID
  public var file: String
  public var key: String
  public var language: String
  public var path: String
  /// `FindingText`'s hash (written as 8 hex digits); 0 for findings without a catalog text
  /// (legacy files, code), written as "". Kept as a number: matching builds one per finding.
  public var textHash: UInt32

  public init(check: CheckID, file: String, key: String, language: String, path: String, textHash: UInt32) {
    self.check = check
    self.file = file
    self.key = key
    self.language = language
    self.path = path
    self.textHash = textHash
  }

  /// The identity of `finding`, whose file is `relativeFile` as the baseline names it.
  package init(_ finding: Finding, relativeFile: String) {
    self.init(
      check: finding.check, file: relativeFile, key: finding.key ?? "", language: finding.language ?? "", path: finding.path,
      textHash: finding.textHash)
  }

  /// One line of the baseline file, members in the order the file sorts by.
  package var jsonLine: String {
    let digits = String(textHash, radix: 16)
    let text = textHash == 0 ? "" : String(repeating: "0", count: 8 - digits.count) + digits
    let members = [("file", file), ("key", key), ("language", language), ("path", path), ("check", check.rawValue), ("text", text)]
    return "{" + members.map { "\(JSONTree.quoted($0.0)):\(JSONTree.quoted($0.1))" }.joined(separator: ",") + "}"
  }

  /// `[missing] Save · fr` (with the variation path when there is one), for the "fixed" report.
  public var summary: String {
    "[\(check)] \(key.isEmpty ? "-" : key) · \(language.isEmpty ? "-" : language)" + (path.isEmpty ? "" : " · \(path)")
  }
}
