/// A place in the decoded text of a legacy file.
///
/// Both numbers are 1-based. `column` counts Unicode scalars, not bytes or
/// UTF-16 units, so a position means the same thing whether the file was
/// stored as UTF-8 or UTF-16.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

/// Why a legacy file could not be read, and where.
///
/// `message` states what was expected, so that a user can fix the file
/// without knowing the grammar, e.g. `expected ';' after the value of "Done"`.
public struct LegacyParseError: Error, Sendable, Equatable, CustomStringConvertible {
  public var position: SourcePosition
  public var message: String

  public init(position: SourcePosition, message: String) {
    self.position = position
    self.message = message
  }

  public var description: String { "\(position.line):\(position.column): \(message)" }
}
