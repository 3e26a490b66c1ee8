import CatalogModel
import CatalogFiles
import CatalogEditing

/// The characters a machine translation may not bring into a catalog (unless its source has
/// them): C0 controls but tab, line feed and carriage return; DEL; C1 controls; and the bidi
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what a
/// reader sees (ESC starts terminal sequences, NUL cuts C strings, U+202E flips text around).
/// The bidi marks U+200E, U+200F and U+061C stay allowed: right-to-left text needs them.
package enum TextControls {
  package static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `U+001B`.
  package static func name(_ scalar: Unicode.Scalar) -> String {
    "U+" + hex4(scalar.value)
  }
}
