import Foundation
import StringCatalog

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an `xliff` export back: `trans-unit` ids give key and form path, `<target>` the text,
/// its `state` (and `state-qualifier`) the state. A unit without `<target>` changes nothing.
public enum XLIFFImporter {
  public static func records(bytes: [UInt8], path: String, catalogKeys: Set<String> = []) throws(InterchangeError)
    -> [PackImport.Record]
  {
    let reader = UnitReader()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = reader
    guard parser.parse() else {
      let error = parser.parserError.map { "\($0.localizedDescription)" } ?? "not well-formed"
      throw InterchangeError("\(path):\(parser.lineNumber):\(parser.columnNumber): \(error)")
    }
    var records: [PackImport.Record] = []
    for (language, units) in reader.files {
      var collector = LeafCollector()
      for unit in units {
        guard let target = unit.target else { continue }
        let (key, formPath) = catalogKeys.contains(unit.id) ? (unit.id, "") : splitUnitID(unit.id, catalogKeys: catalogKeys)
        collector.add(key: key, path: formPath, text: target, state: XLIFFState.state(name: unit.state, qualifier: unit.qualifier))
      }
      records += collector.records(language: language)
    }
    return records
  }

  struct Unit {
    var id: String
    var target: String?
    var state: String?
    var qualifier: String?
  }

  final class UnitReader: NSObject, XMLParserDelegate {
    var files: [(String, [Unit])] = []
    private var unit: Unit?
    private var text: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      switch name {
      case "file": files.append((attributes["target-language"] ?? "", []))
      case "trans-unit": unit = Unit(id: attributes["id"] ?? "")
      case "target":
        text = ""
        unit?.state = attributes["state"]
        unit?.qualifier = attributes["state-qualifier"]
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      switch name {
      case "target":
        unit?.target = text
        text = nil
      case "trans-unit":
        if let unit, !files.isEmpty { files[files.count - 1].1.append(unit) }
        unit = nil
      default: break
      }
    }
  }
}
