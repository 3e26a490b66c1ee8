@testable import StringCatalog

/// What reading a catalog from bytes gives, compared as a value: the model (its description
/// would not show what a localization keeps in its box: variations, substitutions), the error
/// with its offset, and the warnings.
package struct ScanOutcome: Equatable {
  package var catalog: Catalog?
  package var error: String?
  package var warnings: [String] = []

  /// `plain` false reads every localization with the general reader.
  package init(reading buffer: UnsafeBufferPointer<UInt8>, plain: Bool) {
    var scanner = JSONScanner(bytes: buffer)
    scanner.readsPlainShapes = plain
    do throws(ScanError) {
      catalog = try scanner.readCatalog()
    } catch {
      self.error = "error at \(error.offset): \(error.message)"
    }
    warnings = scanner.duplicates.map { "\($0.key) \($0.objectStart) \($0.secondOffset)" }
      + scanner.leniencies.map { "\($0.offset) \($0.message)" }
  }
}
