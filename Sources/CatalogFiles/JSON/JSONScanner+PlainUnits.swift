import CatalogModel

/// Straight-line reading of the shape nearly every localization has, `{"stringUnit" : {"state" :
/// "…", "value" : "…"}}`, in Xcode's member order: no member walk, no closures, no member-name
/// strings. Anything else (another order, another member, a trailing comma, `null`, too deep)
/// rewinds and returns nil, and the general reader reads it from the same place; the only
/// errors thrown here are those of a string itself, which the general reader would throw at the
/// same byte.
extension JSONScanner {
  package mutating func readPlainLocalization() throws(ScanError) -> Localization? {
    let rewind = position
    guard readsPlainShapes, depth + 2 <= Self.maximumDepth, consume(0x7B), consumeQuoted(.stringUnit), consume(0x3A),
      let unit = try readPlainStringUnit(), consume(0x7D)
    else {
      position = rewind
      return nil
    }
    return Localization(stringUnit: unit)
  }

  /// A localization that is nothing but one kind of variation, `{"variations" : {"plural" : {…}}}`
  /// or the same with `"device"`: about one localization in seven in an app with plurals. Its
  /// forms are read as any map is; the two objects around them without the general reader's
  /// member walk. When the variations object holds anything after the map, everything read
  /// from here is dropped (the warnings too) and the general reader reads it again.
  package mutating func readPlainVariations() throws(ScanError) -> Localization? {
    let rewind = position
    guard readsPlainShapes, depth + 2 <= Self.maximumDepth, consume(0x7B), consumeQuoted(.variations), consume(0x3A),
      consume(0x7B)
    else {
      position = rewind
      return nil
    }
    let isPlural: Bool
    if consumeQuoted(.plural) {
      isPlural = true
    } else if consumeQuoted(.device) {
      isPlural = false
    } else {
      position = rewind
      return nil
    }
    // Not `null` (read as absent, with a warning, by the general reader).
    guard consume(0x3A), atObjectStart else {
      position = rewind
      return nil
    }
    let warnings = (duplicates: duplicates.count, leniencies: leniencies.count)
    depth += 2
    let forms = try readMap(of: isPlural ? "\"plural\"" : "\"device\"") { (scanner) throws(ScanError) in
      try scanner.readLocalization()
    }
    depth -= 2
    guard consume(0x7D), consume(0x7D) else {
      position = rewind
      duplicates.removeSubrange(warnings.duplicates...)
      leniencies.removeSubrange(warnings.leniencies...)
      return nil
    }
    return Localization(variations: isPlural ? Variations(plural: forms) : Variations(device: forms))
  }

  package mutating func readPlainStringUnit() throws(ScanError) -> StringUnit? {
    let rewind = position
    guard readsPlainShapes, depth + 1 <= Self.maximumDepth, consume(0x7B), consumeQuoted(.state), consume(0x3A), atStringStart else {
      position = rewind
      return nil
    }
    // The three states nearly every unit has, compared in place (no string, no cache lookup).
    let state: TranslationState
    if consumeQuoted(.translated) {
      state = .translated
    } else if consumeQuoted(.needsReview) {
      state = .needsReview
    } else if consumeQuoted(.new) {
      state = .new
    } else {
      state = TranslationState(try readString(repeating: true))
    }
    guard consume(0x2C), consumeQuoted(.value), consume(0x3A), atStringStart else {
      position = rewind
      return nil
    }
    let value = try readString()
    guard consume(0x7D) else {
      position = rewind
      return nil
    }
    return StringUnit(state: state, value: value)
  }

  /// After whitespace, an object starts here.
  private var atObjectStart: Bool {
    @inline(__always) mutating get {
      skipWhitespace()
      return position < bytes.count && bytes[position] == 0x7B
    }
  }

  /// After whitespace, a string starts here.
  private var atStringStart: Bool {
    @inline(__always) mutating get {
      skipWhitespace()
      return position < bytes.count && bytes[position] == 0x22
    }
  }

  /// Skips whitespace and consumes the quoted name (or known value) if exactly that comes next.
  @inline(__always)
  private mutating func consumeQuoted(_ name: QuotedName) -> Bool {
    skipWhitespace()
    guard name.isAt(position, in: bytes) else { return false }
    position += name.length
    return true
  }
}
