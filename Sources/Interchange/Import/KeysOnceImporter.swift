import StringCatalog
import Foundation

/// Reads a keys-once `<lang>.json` with its `keys.json` back into records (`null` = no value).
package enum KeysOnceImporter {
  package static func records(languageFile: ExportFile, keys: ExportFile) throws(InterchangeError) -> [PackImport.Record] {
    let language = ((languageFile.path as NSString).lastPathComponent as NSString).deletingPathExtension
    let keyList: JSONTree
    let values: JSONTree
    do {
      keyList = try JSONTree.parse(keys.bytes)
    } catch {
      throw InterchangeError("\(keys.path):\(error.message)")
    }
    do {
      values = try JSONTree.parse(languageFile.bytes)
    } catch {
      throw InterchangeError("\(languageFile.path):\(error.message)")
    }
    guard case .array(let keyItems) = keyList else { throw InterchangeError("\(keys.path): expected an array of keys") }
    guard case .array(let valueItems) = values, valueItems.count == keyItems.count else {
      throw InterchangeError("\(languageFile.path): expected an array of \(keyItems.count) values, aligned with keys.json")
    }
    var records: [PackImport.Record] = []
    for (index, (keyTree, valueTree)) in zip(keyItems, valueItems).enumerated() {
      guard let key = keyTree.stringValue else { throw InterchangeError("\(keys.path): item \(index + 1) is not a string") }
      if valueTree == .null { continue }
      records.append(
        PackImport.Record(language: language, key: key, value: try PackValue(json: valueTree, where: "\(languageFile.path): \"\(key)\"")))
    }
    return records
  }

  /// The codes `languages.json` lists (`languages[].code`).
  static func languages(in file: ExportFile) throws(InterchangeError) -> Set<String> {
    let tree: JSONTree
    do {
      tree = try JSONTree.parse(file.bytes)
    } catch {
      throw InterchangeError("\(file.path):\(error.message)")
    }
    guard case .array(let items) = tree["languages"] else {
      throw InterchangeError("\(file.path): expected a \"languages\" array (a keys-once languages file)")
    }
    return Set(items.compactMap { $0["code"]?.stringValue })
  }
}
