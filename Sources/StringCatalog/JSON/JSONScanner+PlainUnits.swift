/// Straight-line reading of the shape nearly every localization has, `{"stringUnit" : {"state" :
/// "…", "value" : "…"}}`, in Xcode's member order: no member walk, no closures, no member-name
/// strings. Anything else (another order, another member, a trailing comma, `null`, too deep)
/// rewinds and returns nil, and the general reader reads it from the same place; the only
/// errors thrown here are those of a string itself, which the general reader would throw at the
/// same byte.
extension JSONScanner {
  mutating func readPlainLocalization() throws(ScanError) -> Localization? {
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
  mutating func readPlainVariations() throws(ScanError) -> Localization? {
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

  mutating func readPlainStringUnit() throws(ScanError) -> StringUnit? {
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

/// A member name (or a known value) with its quotes, as two little-endian words: compared with
/// two loads instead of a call to `memcmp`. The words are constants (a `static let` would cost a
/// call to check it was made, at each of millions of uses); `WordScanTests` checks each
/// against the name it stands for.
struct QuotedName: Equatable {
  static var stringUnit: QuotedName { QuotedName(length: 12, 0x5567_6E69_7274_7322, 0x2274_696E) }
  static var state: QuotedName { QuotedName(length: 7, 0x22_6574_6174_7322, 0) }
  static var value: QuotedName { QuotedName(length: 7, 0x22_6575_6C61_7622, 0) }
  static var variations: QuotedName { QuotedName(length: 12, 0x6974_6169_7261_7622, 0x2273_6E6F) }
  static var plural: QuotedName { QuotedName(length: 8, 0x226C_6172_756C_7022, 0) }
  static var device: QuotedName { QuotedName(length: 8, 0x2265_6369_7665_6422, 0) }
  // States.
  static var translated: QuotedName { QuotedName(length: 12, 0x616C_736E_6172_7422, 0x2264_6574) }
  static var needsReview: QuotedName { QuotedName(length: 14, 0x725F_7364_6565_6E22, 0x2277_6569_7665) }
  static var new: QuotedName { QuotedName(length: 5, 0x22_7765_6E22, 0) }

  /// Bytes with the quotes (at most 16).
  let length: Int
  private let first: UInt64
  private let second: UInt64
  private let firstMask: UInt64
  private let secondMask: UInt64

  init(_ name: StaticString) {
    var quoted = [UInt8](repeating: 0, count: 16)
    let count = name.utf8CodeUnitCount
    precondition(count <= 14, "a QuotedName holds at most 14 bytes")
    quoted[0] = 0x22
    for index in 0..<count { quoted[index + 1] = name.utf8Start[index] }
    quoted[count + 1] = 0x22
    func word(_ from: Int) -> UInt64 {
      (0..<8).reduce(0) { $0 | UInt64(quoted[from + $1]) << UInt64(8 * $1) }
    }
    self.init(length: count + 2, word(0), word(8))
  }

  @inline(__always)
  private init(length: Int, _ first: UInt64, _ second: UInt64) {
    func mask(_ bytes: Int) -> UInt64 { bytes >= 8 ? ~0 : (1 << UInt64(8 * max(bytes, 0))) &- 1 }
    self.length = length
    self.first = first
    self.second = second
    firstMask = mask(length)
    secondMask = mask(length - 8)
  }

  /// Whether the name is at `pointer`, which has 16 readable bytes.
  @inline(__always)
  func matches(_ pointer: UnsafeRawPointer) -> Bool {
    (pointer.loadUnaligned(as: UInt64.self) & firstMask) == first
      && (pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & secondMask) == second
  }

  /// Whether the quoted name is at `offset` in `bytes`: two word loads, or byte by byte near the
  /// end of the input.
  @inline(__always)
  func isAt(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    if offset + 16 <= bytes.count { return matches(UnsafeRawPointer(base + offset)) }
    return offset + length <= bytes.count && matches(bytes, at: offset)
  }

  /// The same near the end of the input (`offset + length` bytes readable).
  func matches(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    (0..<length).allSatisfy { index in
      let word = index < 8 ? first : second
      return UInt8(truncatingIfNeeded: word >> UInt64(8 * (index % 8))) == bytes[offset + index]
    }
  }
}
