import CatalogModel

/// A malformed catalog: where, and what was expected there.
public struct CatalogReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path as the user gave it, when the bytes came from a file.
  public var path: String?
  public var line: Int
  public var column: Int
  public var message: String
  /// False for a problem with the file as a whole (missing, not a regular file, unreadable):
  /// `line` and `column` are then 1 and mean nothing.
  public var hasPosition: Bool
  /// The whole line as another format's reader wrote it (`file:line:col: message` of an XLIFF),
  /// shown as is.
  public var formatted: String?

  public init(path: String? = nil, line: Int, column: Int, message: String, hasPosition: Bool = true) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.hasPosition = hasPosition
  }

  /// An error another format's reader put in words already (its own `file:line:col: message`).
  public init(path: String, formatted: String) {
    self.init(path: path, line: 1, column: 1, message: formatted, hasPosition: false)
    self.formatted = formatted
  }

  /// `file:line:col: message`, the form editors and CI annotate; `glossa: file: message` for a
  /// problem without a position.
  public var description: String {
    if let formatted { return formatted }
    guard hasPosition else { return "glossa: \(path ?? "<input>"): \(message)" }
    return "\(path ?? "<input>"):\(line):\(column): \(message)"
  }
}

/// Something odd but readable, e.g. a member that appears twice (the last one wins, as in Xcode).
public struct CatalogReadWarning: Sendable, Equatable, CustomStringConvertible {
  public var path: String?
  public var line: Int
  public var column: Int
  public var message: String
  /// For duplicates: the line of the earlier occurrence.
  public var relatedLine: Int?
  /// The member that was repeated, for duplicate-member warnings.
  public var duplicateKey: String?

  public var description: String {
    "\(path ?? "<input>"):\(line):\(column): warning: \(message)"
  }
}

/// An error found while scanning, located by byte offset; turned into line and column only when
/// reported, so the hot path never counts lines.
package struct ScanError: Error {
  package var offset: Int
  package var message: String
}
