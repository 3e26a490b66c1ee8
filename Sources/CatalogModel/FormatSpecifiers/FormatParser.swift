/// Splits a string into its format placeholders, by hand over the UTF-8 bytes: lint parses
/// hundreds of thousands of strings, and regular expressions are far too slow for that.
///
/// A `%` followed by a space is read as a literal percent sign, not as a specifier with the
/// space flag: in UI text `50 % off` is prose, and the space flag is never used on purpose.
public enum FormatParser {
  public static func placeholders(in text: String) -> [FormatPlaceholder] {
    var text = text
    return text.withUTF8 { placeholders(utf8: $0) }
  }

  package static func placeholders(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [FormatPlaceholder] {
    var result: [FormatPlaceholder] = []
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == 0x25 else {
        index += 1
        continue
      }
      let (placeholder, next) = parse(bytes, at: index)
      result.append(placeholder)
      index = next
    }
    return result
  }

  /// True when both strings have exactly the same placeholders, written the same way, in the
  /// same order: then their signatures are equal and need not be built. Allocates nothing
  /// (except for `%#@name@` names), which matters for the common case of a translation that
  /// keeps its source's placeholders.
  package static func haveSamePlaceholders(_ left: String, _ right: String) -> Bool {
    var left = left
    var right = right
    return left.withUTF8 { a in right.withUTF8 { b in haveSamePlaceholders(utf8: a, b) } }
  }

  package static func haveSamePlaceholders(utf8 a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    var j = 0
    while true {
      while i < a.count && a[i] != 0x25 { i += 1 }
      while j < b.count && b[j] != 0x25 { j += 1 }
      if i >= a.count || j >= b.count { return i >= a.count && j >= b.count }
      let (first, nextI) = parse(a, at: i)
      let (second, nextJ) = parse(b, at: j)
      let length = first.end - first.start
      guard length == second.end - second.start else { return false }
      for offset in 0..<length where a[first.start + offset] != b[second.start + offset] { return false }
      i = nextI
      j = nextJ
    }
  }

  /// Parses the placeholder starting at the `%` at `start`; returns it and where parsing resumes.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (FormatPlaceholder, Int) {
    let count = bytes.count
    func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
    func make(_ kind: FormatPlaceholder.Kind, _ conversion: UInt8, end: Int, position: Int? = nil, wide: Bool = false, name: String? = nil)
      -> (FormatPlaceholder, Int)
    {
      (FormatPlaceholder(kind: kind, position: position, conversion: conversion, isWide: wide, name: name, start: start, end: end), end)
    }
    let lone = make(.lonePercent, 0x25, end: start + 1)
    var index = start + 1
    guard index < count else { return lone }
    if byte(index) == 0x25 { return make(.percentLiteral, 0x25, end: index + 1) }
    if byte(index) == 0x61 && byte(index + 1) == 0x72 && byte(index + 2) == 0x67 {  // "arg"
      return make(.substitutionArgument, 0x61, end: index + 3)
    }
    // `n$`: an argument number; digits without `$` are a width, parsed again below.
    var position: Int?
    var digitsEnd = index
    var number = 0
    while isDigit(byte(digitsEnd)) && digitsEnd - index < 6 {
      number = number * 10 + Int(byte(digitsEnd) - 0x30)
      digitsEnd += 1
    }
    if digitsEnd > index && byte(digitsEnd) == 0x24 && number > 0 {
      position = number
      index = digitsEnd + 1
    } else if digitsEnd > index && byte(digitsEnd) == 0x23 && byte(digitsEnd + 1) == 0x40 && number > 0 {
      // `%1#@name@` without the `$`: shipped in real .stringsdict files, and Foundation reads it.
      position = number
      index = digitsEnd
    }
    // `%#@name@`
    if byte(index) == 0x23 && byte(index + 1) == 0x40 {
      var nameEnd = index + 2
      while nameEnd < count && isNameByte(bytes[nameEnd]) { nameEnd += 1 }
      if nameEnd > index + 2 && byte(nameEnd) == 0x40 {
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<nameEnd]), as: UTF8.self)
        return make(.substitution, 0x23, end: nameEnd + 1, position: position, name: name)
      }
    }
    // Flags, width, precision.
    while isFlag(byte(index)) { index += 1 }
    if byte(index) == 0x2A {
      index += 1
    } else {
      while isDigit(byte(index)) { index += 1 }
    }
    if byte(index) == 0x2E {
      index += 1
      if byte(index) == 0x2A { index += 1 } else { while isDigit(byte(index)) { index += 1 } }
    }
    // Length modifier.
    var wide = false
    switch byte(index) {
    case 0x68:  // h, hh
      index += byte(index + 1) == 0x68 ? 2 : 1
    case 0x6C:  // l, ll
      wide = true
      index += byte(index + 1) == 0x6C ? 2 : 1
    case 0x71, 0x6A, 0x7A, 0x74:  // q j z t
      wide = true
      index += 1
    case 0x4C:  // L (long double)
      index += 1
    default:
      break
    }
    let conversion = byte(index)
    let end = index + 1
    switch conversion {
    case 0x40: return make(.object, conversion, end: end, position: position)
    case 0x64, 0x69, 0x75, 0x78, 0x58, 0x6F: return make(.integer, conversion, end: end, position: position, wide: wide)
    case 0x44, 0x55, 0x4F: return make(.integer, conversion, end: end, position: position, wide: true)
    case 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x61, 0x41: return make(.double, conversion, end: end, position: position)
    case 0x73: return make(.cString, conversion, end: end, position: position)
    case 0x53: return make(.unicharString, conversion, end: end, position: position)
    case 0x63, 0x43: return make(.character, conversion, end: end, position: position)
    case 0x70, 0x6E: return make(.pointer, conversion, end: end, position: position)
    default: return lone
    }
  }

  @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inline(__always) private static func isFlag(_ byte: UInt8) -> Bool {
    byte == 0x2D || byte == 0x2B || byte == 0x23 || byte == 0x30 || byte == 0x27
  }

  /// Substitution names: letters, digits, `_`, `-`, `.`, and any non-ASCII letter.
  @inline(__always) private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D, 0x2E: return true
    default: return byte >= 0x80
    }
  }

  /// Parses a substitution's `formatSpecifier` (`lld`, `d`, `@`; a leading `%` is tolerated, as
  /// some tools write `%ld`): nil when it is not a single argument-taking specifier.
  public static func substitutionSpecifier(_ specifier: String) -> FormatPlaceholder? {
    let text = specifier.hasPrefix("%") ? specifier : "%" + specifier
    let found = placeholders(in: text)
    guard found.count == 1, let only = found.first, only.takesArgument, only.kind != .substitution,
      only.end == text.utf8.count
    else { return nil }
    return only
  }
}
