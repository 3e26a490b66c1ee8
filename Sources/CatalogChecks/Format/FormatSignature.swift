import CatalogModel
import CatalogFiles
import CatalogEditing

/// The arguments a format string reads, by argument number, with substitution tokens resolved
/// through the localization's `substitutions` (their `argNum` and `formatSpecifier`).
package struct FormatSignature: Sendable {
  package struct Argument: Sendable {
    package var position: Int
    /// nil: a substitution whose type is unknown (no or an invalid formatSpecifier); matches anything.
    package var kind: FormatPlaceholder.Kind?
    package var isWide: Bool
    package var radix: UInt8
    /// How it is written in the string, for messages.
    package var text: String
  }

  /// One per argument number, ordered by number (the first placeholder wins when reused).
  package var arguments: [Argument] = []
  /// `%#@name@` names, in order of appearance.
  package var tokens: [String] = []
  package var substitutionArguments = 0
  package var percentLiterals = 0
  package var lonePercent: String?
  package var mixesNumbering = false
  /// Positions of plain (non-token) arguments, for argNum collisions.
  package var plainPositions: [Int] = []
  /// How many arguments the string itself reads, not counting where `argNum` moves a
  /// substitution to: the range an `argNum` must fall in.
  package var slotCount = 0

  /// Reads anything that makes it a format string (arguments, `%arg`, `%%`).
  package var isFormatString: Bool { !arguments.isEmpty || substitutionArguments > 0 || percentLiterals > 0 || !tokens.isEmpty }

  package static let empty = FormatSignature()

  package init() {}

  /// `work` counts the placeholders read and the arguments moved to keep them in order.
  package init(_ text: String, substitutions: KeyedList<Substitution>? = nil, work: CheckWork? = nil) {
    var text = text
    self = text.withUTF8 { FormatSignature(utf8: $0, substitutions: substitutions, work: work) }
  }

  package init(utf8 bytes: UnsafeBufferPointer<UInt8>, substitutions: KeyedList<Substitution>?, work: CheckWork?) {
    let placeholders = FormatParser.placeholders(utf8: bytes)
    work?.add(placeholders.count)
    var next = 1
    var numbered = false
    var unnumbered = false
    var read: [Argument] = []
    var isOrdered = true
    for placeholder in placeholders {
      switch placeholder.kind {
      case .percentLiteral:
        percentLiterals += 1
        continue
      case .lonePercent:
        if lonePercent == nil { lonePercent = Self.text(bytes, placeholder) }
        continue
      case .substitutionArgument:
        substitutionArguments += 1
        continue
      default:
        break
      }
      var position: Int
      if let explicit = placeholder.position {
        position = explicit
        numbered = true
        slotCount = max(slotCount, explicit)
      } else {
        position = next
        next += 1
        unnumbered = true
      }
      var kind: FormatPlaceholder.Kind? = placeholder.kind
      var wide = placeholder.isWide
      var radix = placeholder.radix
      if placeholder.kind == .substitution, let name = placeholder.name {
        tokens.append(name)
        let substitution = substitutions?[name]
        if let argNum = substitution?.argNum { position = argNum }
        if let specifier = substitution?.formatSpecifier, let resolved = FormatParser.substitutionSpecifier(specifier) {
          kind = resolved.kind
          wide = resolved.isWide
          radix = resolved.radix
        } else {
          kind = nil
        }
      } else {
        plainPositions.append(position)
      }
      if let last = read.last, last.position >= position { isOrdered = false }
      read.append(Argument(position: position, kind: kind, isWide: wide, radix: radix, text: Self.text(bytes, placeholder)))
    }
    mixesNumbering = numbered && unnumbered
    slotCount = max(slotCount, next - 1)
    arguments = isOrdered ? read : Self.byPosition(read)
  }

  /// One argument per number, in number order; the first placeholder wins a reused number. A
  /// sort, not an insertion per placeholder: a string may hold thousands in reverse order.
  private static func byPosition(_ read: [Argument]) -> [Argument] {
    // Sorting the reading order along keeps the first placeholder first among equal numbers.
    let order = read.indices.sorted { (read[$0].position, $0) < (read[$1].position, $1) }
    var result: [Argument] = []
    result.reserveCapacity(read.count)
    for index in order where result.last?.position != read[index].position { result.append(read[index]) }
    return result
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ placeholder: FormatPlaceholder) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[placeholder.start..<placeholder.end]), as: UTF8.self)
  }
}
