import CNcursesw
import TerminalScreen

/// The wide characters sent to ncurses for one cell.
///
/// The grid decides widths; ncurses and the terminal advance the cursor by
/// `wcwidth`. Whenever the two could disagree, a cell is drawn as a plain
/// placeholder instead, so one odd character never shifts the rest of a line.
enum CellGlyph {
  /// The most combining characters a `cchar_t` carries besides its base.
  static let maxCombining = 4

  /// Characters for `cell`, NUL-terminated for `setcchar`; nil when the
  /// cell must be drawn as placeholders (`placeholder(width:)`).
  static func characters(for cell: ScreenCell) -> [wchar_t]? {
    var scalars = cell.text.unicodeScalars.makeIterator()
    guard let base = scalars.next() else { return nil }
    guard wcwidth(wchar_t(base.value)) == cell.width else { return nil }
    var characters = [wchar_t(base.value)]
    while let scalar = scalars.next(), characters.count <= maxCombining {
      if isSafeCombining(scalar) {
        characters.append(wchar_t(scalar.value))
      }
    }
    characters.append(0)
    return characters
  }

  /// What to draw instead of a cell the terminal might measure differently.
  static let placeholder: [wchar_t] = [wchar_t(UInt8(ascii: "?")), 0]
  static let space: [wchar_t] = [wchar_t(UInt8(ascii: " ")), 0]

  /// Combining marks are sent along; format characters (ZWJ, bidi controls)
  /// and variation selectors are not, because terminals answer them with
  /// ligatures, reordering or emoji presentation of a width ncurses does not
  /// know about.
  private static func isSafeCombining(_ scalar: Unicode.Scalar) -> Bool {
    guard wcwidth(wchar_t(scalar.value)) == 0 else { return false }
    switch scalar.value {
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false
    default: break
    }
    return scalar.properties.generalCategory != .format
  }
}
