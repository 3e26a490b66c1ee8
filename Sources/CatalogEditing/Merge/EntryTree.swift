import CatalogModel
import CatalogFiles

/// An entry as a generic JSON tree and back, so merging can walk every member — the ones Glossa
/// models and the ones it keeps unread — with one rule instead of one rule per model type.
///
/// Both directions go through the catalog writer and reader, so a tree rebuilt into an entry is
/// exactly what reading the written file would give.
package enum EntryTree {
  package static func tree(of entry: Entry) -> JSONValue {
    let bytes = JSONOutput.collect(capacity: 512) { output in CatalogWriter.write(entry, to: &output) }
    return decode(bytes) { (scanner) throws(ScanError) in try scanner.readValue() } ?? .object([])
  }

  /// nil when the tree is not an entry the reader accepts (a merge combined members that do not
  /// fit together); callers then keep a side as it was.
  package static func entry(from tree: JSONValue) -> Entry? {
    let bytes = JSONOutput.collect(capacity: 512) { output in output.value(tree) }
    return decode(bytes) { (scanner) throws(ScanError) in try scanner.readEntry() }
  }

  private static func decode<Value>(
    _ bytes: [UInt8], _ read: (inout JSONScanner) throws(ScanError) -> Value
  ) -> Value? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer)
      do throws(ScanError) {
        return try read(&scanner)
      } catch {
        return nil
      }
    }
  }
}
