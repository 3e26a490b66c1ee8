import CatalogModel
import CatalogFiles
import CatalogEditing

/// One problem a check found: which entry, language and variation it concerns, and where it is.
public struct Finding: Sendable, Equatable {
  public var check: CheckID
  public var severity: Severity
  /// A hash of the text the finding is about (`FindingText`), for the lint baseline's identity;
  /// 0 until computed (only runs with a baseline compute it). 32 bits: it sits in padding.
  public var textHash: UInt32 = 0
  /// The file, when the input was a file; nil for findings of an in-memory catalog.
  public var file: String?
  /// The entry's key (for duplicate-key: the repeated member); nil for file-level findings.
  public var key: String?
  /// nil when the finding is about the whole entry or file.
  public var language: String?
  /// The variation path inside the localization: "" for its own string, `plural.few`,
  /// `device.mac`, `substitutions.count.plural.one`, `stringSet`.
  public var path: String
  public var message: String
  /// 1-based; nil until a locator fills it in (only findings of files have locations).
  public var line: Int? {
    get { storedLine == 0 ? nil : Int(storedLine) }
    set { storedLine = Int32(clamping: newValue ?? 0) }
  }
  public var column: Int? {
    get { storedColumn == 0 ? nil : Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue ?? 0) }
  }
  // 32 bits each, 0 for none: a large lint run holds hundreds of thousands of findings.
  private var storedLine: Int32 = 0
  private var storedColumn: Int32 = 0

  public init(
    check: CheckID, severity: Severity, file: String? = nil, key: String?, language: String?, path: String = "",
    message: String, line: Int? = nil, column: Int? = nil
  ) {
    self.check = check
    self.severity = severity
    self.file = file
    self.key = key
    self.language = language
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  package var hasLocation: Bool { storedLine != 0 }

  /// Orders findings by file, line, column, then check id, as the text output lists them.
  public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
    let leftFile = lhs.file ?? ""
    let rightFile = rhs.file ?? ""
    if leftFile != rightFile { return leftFile < rightFile }
    if lhs.storedLine != rhs.storedLine { return lhs.storedLine < rhs.storedLine }
    if lhs.storedColumn != rhs.storedColumn { return lhs.storedColumn < rhs.storedColumn }
    if lhs.check != rhs.check { return lhs.check < rhs.check }
    if (lhs.language ?? "") != (rhs.language ?? "") { return (lhs.language ?? "") < (rhs.language ?? "") }
    return lhs.path < rhs.path
  }
}
