import Foundation
import LegacyFormats
import StringCatalog

/// Reads an `xliff` export back: `trans-unit` ids give key and form path, `<target>` the text,
/// its `state` (and `state-qualifier`) the state. A unit without a `<target>`, or with an empty
/// one, changes nothing (as an empty PO `msgstr`); `<alt-trans>` suggestions are not targets.
///
/// Parsed with Glossa's own XML reader (as `.stringsdict` files are), not Foundation's XMLParser:
/// that one dies (SIGILL) on invalid UTF-8 in a name, and reports problems as "error 9".
package enum XLIFFImporter {
  package static func records(bytes: [UInt8], path: String, catalogKeys: Set<String> = []) throws(InterchangeError)
    -> [PackImport.Record]
  {
    let root = try xliffRoot(bytes, path: path)
    var records: [PackImport.Record] = []
    for file in root.children(named: "file") {
      let language = try ImportLanguage.resolve(
        declared: file.attributes["target-language"]?.trimmingCharacters(in: .whitespaces), path: path,
        place: "\(path):\(file.position)", what: "target-language")
      var collector = LeafCollector()
      for body in file.children(named: "body") {
        for unit in units(in: body) {
          guard let id = unit.attributes["id"] else {
            throw InterchangeError("\(path):\(unit.position): a <trans-unit> without an id")
          }
          // Only the unit's own <target>: an <alt-trans> holds suggestions with targets of their own.
          guard let target = unit.children(named: "target").last else { continue }
          let text = target.allText
          if text.isEmpty { continue }
          let (key, formPath) = catalogKeys.contains(id) ? (id, "") : splitUnitID(id, catalogKeys: catalogKeys)
          let state = XLIFFState.state(name: target.attributes["state"], qualifier: target.attributes["state-qualifier"])
          collector.add(key: key, path: formPath, text: text, state: state)
        }
      }
      records += collector.records(language: language)
    }
    return records
  }

  /// The document's `<xliff>` element; a malformed document or another root is `path:line:col: message`.
  static func xliffRoot(_ bytes: [UInt8], path: String) throws(InterchangeError) -> XMLElementNode {
    let root: XMLElementNode
    do {
      root = try XMLDocumentReader.root(of: bytes)
    } catch {
      throw InterchangeError("\(path):\(error.description)")
    }
    guard root.name == "xliff" else {
      throw InterchangeError("\(path):\(root.position): expected an <xliff> root element, found <\(root.name)>")
    }
    return root
  }

  /// The trans-units of a body, also those inside `<group>`s.
  static func units(in element: XMLElementNode) -> [XMLElementNode] {
    element.children.flatMap { child -> [XMLElementNode] in
      switch child.name {
      case "trans-unit": return [child]
      case "group": return units(in: child)
      default: return []
      }
    }
  }
}
