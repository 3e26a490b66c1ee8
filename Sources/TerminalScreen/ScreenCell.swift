/// One column of a `Screen`.
///
/// A wide character occupies two cells: the left one holds the text with
/// `width == 2`, the right one is a continuation (`text == ""`, `width == 0`).
package struct ScreenCell: Sendable, Hashable {
  /// A base character plus the zero-width scalars attached to it; "" for a continuation.
  package var text: String
  /// 1 or 2 for a cell that starts a character, 0 for the right half of a wide one.
  package var width: Int
  package var style: TextStyle

  /// Creates a cell; callers are responsible for pairing a width-2 cell with a continuation.
  package init(text: String, width: Int, style: TextStyle = .plain) {
    self.text = text
    self.width = width
    self.style = style
  }

  /// A plain space.
  package static let blank = ScreenCell(text: " ", width: 1)

  /// The right half of a wide character drawn with `style`.
  static func continuation(_ style: TextStyle) -> ScreenCell {
    ScreenCell(text: "", width: 0, style: style)
  }

  var isContinuation: Bool { width == 0 }
}
