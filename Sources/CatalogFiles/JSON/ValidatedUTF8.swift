import CatalogModel
import CByteScan

/// Strings made from bytes the reader has already proved to be UTF-8.
///
/// `String(decoding:as:)` checks its bytes again as it copies them, one scalar at a time; for
/// a catalog of mostly non-Latin translations that second check was an eighth of the parse. The
/// reader checks each non-ASCII string with `UTF8Check` (vector code, or a table-driven
/// automaton at about a cycle a byte) and then makes the string with the standard library's own unchecked
/// initializer, the one `String(decoding:)` ends in after its check.
package enum ValidatedUTF8 {
  /// A string of `bytes`, which must be valid UTF-8 (checked by `UTF8Check.isValid`, or ASCII).
  @inline(__always)
  package static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
    standardLibraryUncheckedString(bytes, isASCII: isASCII)
  }
}

// `String._uncheckedFromUTF8(_:isASCII:)`: `@usableFromInline` in the standard library, so its
// symbol is part of the library's ABI on every platform (Swift 5.0 and later); not callable by
// name from outside it. Only `ValidatedUTF8.string` calls it, and only with checked bytes.
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
private func standardLibraryUncheckedString(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String

/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF): with vector code where the machine has it (`CByteScan`), else by a shift-based
/// automaton: each byte's table word holds, for every state, the next
/// state's shift, so a byte costs one load (independent of the state) and one shift. The state
/// is kept as the whole shifted word: a 64-bit shift uses only the low six bits of its count,
/// so the mask is needed only when the state is looked at.
package enum UTF8Check {
  // States, as shifts into a table word (6 bits each).
  private static let accept: UInt64 = 0
  private static let error: UInt64 = 6
  private static let oneMore: UInt64 = 12
  private static let twoMore: UInt64 = 18
  private static let threeMore: UInt64 = 24
  private static let afterE0: UInt64 = 30  // next byte A0–BF (no overlong three-byte form)
  private static let afterED: UInt64 = 36  // next byte 80–9F (no surrogates)
  private static let afterF0: UInt64 = 42  // next byte 90–BF (no overlong four-byte form)
  private static let afterF4: UInt64 = 48  // next byte 80–8F (nothing past U+10FFFF)

  private static let table: [UInt64] = (0...255).map { value in
    let byte = UInt8(value)
    func next(_ state: UInt64) -> UInt64 {
      switch state {
      case accept:
        switch byte {
        case 0x00...0x7F: return accept
        case 0xC2...0xDF: return oneMore
        case 0xE0: return afterE0
        case 0xE1...0xEC, 0xEE...0xEF: return twoMore
        case 0xED: return afterED
        case 0xF0: return afterF0
        case 0xF1...0xF3: return threeMore
        case 0xF4: return afterF4
        default: return error
        }
      case oneMore: return (0x80...0xBF).contains(byte) ? accept : error
      case twoMore: return (0x80...0xBF).contains(byte) ? oneMore : error
      case threeMore: return (0x80...0xBF).contains(byte) ? twoMore : error
      case afterE0: return (0xA0...0xBF).contains(byte) ? oneMore : error
      case afterED: return (0x80...0x9F).contains(byte) ? oneMore : error
      case afterF0: return (0x90...0xBF).contains(byte) ? twoMore : error
      case afterF4: return (0x80...0x8F).contains(byte) ? twoMore : error
      default: return error
      }
    }
    let states = [accept, error, oneMore, twoMore, threeMore, afterE0, afterED, afterF0, afterF4]
    return states.reduce(0) { word, state in word | next(state) << state }
  }

  /// The vector code this machine checks with (`CByteScan`): 2, AVX2 (32 bytes at a time); 1,
  /// SSSE3 (16); 0, none (the automaton).
  package static var vectorLevel: Int32 { cbs_utf8_vector_available() }

  /// `readable`: how many bytes from the start may be loaded (at least `bytes.count`; more lets
  /// the vector check load its last block in place).
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int = 0) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    return verdict(cbs_utf8_valid(base, bytes.count, max(readable, bytes.count))) ?? isValidByAutomaton(bytes)
  }

  /// The vector check of one level (1: SSSE3, 2: AVX2), or nil when this machine has none such
  /// (for the tests that check every level against the automaton).
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int, vectorLevel: Int32) -> Bool? {
    guard let base = bytes.baseAddress else { return true }
    return verdict(cbs_utf8_valid_at_level(vectorLevel, base, bytes.count, max(readable, bytes.count)))
  }

  /// CByteScan's answer: 1 valid, 0 not, -1 no vector code here (nil).
  @inline(__always)
  private static func verdict(_ answer: Int32) -> Bool? {
    answer < 0 ? nil : answer != 0
  }

  /// The automaton alone (where there is no vector code, and for the tests that compare the two).
  package static func isValidByAutomaton(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    return table.withUnsafeBufferPointer { table -> Bool in
      guard let table = table.baseAddress else { return false }
      var state = accept
      var position = 0
      let count = bytes.count
      while position + 8 <= count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        if state & 63 == accept && word & 0x8080_8080_8080_8080 == 0 {
          position += 8
          continue
        }
        for index in 0..<8 {
          state = table[Int(truncatingIfNeeded: word >> UInt64(8 * index)) & 0xFF] &>> state
        }
        position += 8
      }
      while position < count {
        state = table[Int(base[position])] &>> state
        position += 1
      }
      return state & 63 == accept
    }
  }
}
