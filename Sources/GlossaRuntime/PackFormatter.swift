import Foundation

/// printf-style formatting with Apple's specifiers (`%@`, `%lld`, `%1$@`,
/// `%.2f`, `%%`), done one specifier at a time.
///
/// Why not `String(format:)` on the whole string: a pack is downloaded input,
/// and a specifier that doesn't fit its argument (`%@` given an Int, a missing
/// argument) makes `String(format:)` read garbage or crash. Here each
/// argument is converted to what its specifier needs, a missing one leaves
/// the specifier as written, and `%@` works with Swift values on Linux too.
enum PackFormatter {
  static func format(_ pattern: String, _ arguments: [any Sendable]) -> String {
    var output = ""
    var nextSequential = 0
    var rest = Substring(pattern)
    while let percent = rest.firstIndex(of: "%") {
      output += rest[..<percent]
      guard let specifier = FormatSpecifier(parsing: rest[percent...]) else {
        output += "%"
        rest = rest[rest.index(after: percent)...]
        continue
      }
      rest = rest[specifier.end...]
      if specifier.conversion == "%" {
        output += "%"
        continue
      }
      if specifier.isSubstitutionToken {
        // A `%#@name@` no substitution claimed: shown as written, takes no argument.
        output += specifier.text
        continue
      }
      let index: Int
      if let position = specifier.position {
        index = position - 1
      } else {
        index = nextSequential
        nextSequential += 1
      }
      guard arguments.indices.contains(index) else {
        output += specifier.text
        continue
      }
      output += specifier.render(arguments[index])
    }
    return output + rest
  }
}

/// One `%[n$][flags][width][.precision][length]conversion`.
struct FormatSpecifier {
  var position: Int?
  /// Flags, width and precision as written ("-08.2").
  var modifiers: String
  var conversion: Character
  var text: String
  var end: Substring.Index

  private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
  private static let lengths: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
  private static let conversions: Set<Character> = [
    "@", "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p", "%",
  ]

  /// `text` starts at a "%"; nil when no complete specifier follows.
  init?(parsing text: Substring) {
    var index = text.index(after: text.startIndex)
    // Three digits at most: a width from a downloaded pack must not make the
    // app build a gigabyte string; a longer one leaves the text as written.
    func digits() -> String {
      var result = ""
      while index < text.endIndex, text[index].isASCIIDigit, result.count <= 3 {
        result.append(text[index])
        index = text.index(after: index)
      }
      return result
    }
    let leading = digits()
    if !leading.isEmpty, index < text.endIndex, text[index] == "$" {
      guard let number = Int(leading), number >= 1 else { return nil }
      position = number
      index = text.index(after: index)
    } else {
      index = text.index(after: text.startIndex)
    }
    let modifiersStart = index
    while index < text.endIndex, Self.flags.contains(text[index]) { index = text.index(after: index) }
    guard digits().count <= 3 else { return nil }
    if index < text.endIndex, text[index] == "." {
      index = text.index(after: index)
      guard digits().count <= 3 else { return nil }
    }
    modifiers = String(text[modifiersStart..<index])
    while index < text.endIndex, Self.lengths.contains(text[index]) { index = text.index(after: index) }
    guard index < text.endIndex, Self.conversions.contains(text[index]) else { return nil }
    conversion = text[index]
    end = text.index(after: index)
    self.text = String(text[..<end])
  }

  var isSubstitutionToken: Bool { conversion == "@" && modifiers.contains("#") }

  func render(_ argument: any Sendable) -> String {
    switch conversion {
    case "d", "i":
      guard let value = integer(argument) else { return "\(argument)" }
      return String(format: "%\(modifiers)lld", value)
    case "u", "o", "x", "X":
      guard let value = integer(argument) else { return "\(argument)" }
      return String(format: "%\(modifiers)ll\(conversion)", UInt64(bitPattern: value))
    case "f", "F", "e", "E", "g", "G", "a", "A":
      guard let value = double(argument) else { return "\(argument)" }
      return String(format: "%\(modifiers)\(conversion)", value)
    case "c", "C":
      guard let value = integer(argument), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) else {
        return "\(argument)"
      }
      return String(Character(scalar))
    default:
      return Self.describe(argument)
    }
  }

  /// `%@` text of a value; a whole floating-point number shows without ".0",
  /// as NSNumber's description does, so "1 kilometre" reads as it selects.
  private static func describe(_ argument: any Sendable) -> String {
    if let value = argument as? any BinaryFloatingPoint, let integer = Int(exactly: Double(value)) {
      return "\(integer)"
    }
    return "\(argument)"
  }

  private func integer(_ argument: any Sendable) -> Int64? {
    switch argument {
    case let value as any BinaryInteger: Int64(truncatingIfNeeded: value)
    case let value as any BinaryFloatingPoint:
      Double(value).isFinite ? Int64(exactly: Double(value).rounded(.towardZero)) : nil
    case let value as Bool: value ? 1 : 0
    default: nil
    }
  }

  private func double(_ argument: any Sendable) -> Double? {
    switch argument {
    case let value as any BinaryFloatingPoint: Double(value)
    case let value as any BinaryInteger: Double(value)
    default: nil
    }
  }
}
