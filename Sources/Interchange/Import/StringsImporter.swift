import Foundation
import LegacyFormats

/// Reads a `strings` export back: `<lang>.lproj/<table>.strings` and `.stringsdict`.
public enum StringsImporter {
  public static func records(file: String, bytes: [UInt8]) throws(InterchangeError) -> [PackImport.Record] {
    let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
    guard folder.hasSuffix(".lproj") else { throw InterchangeError("\(file): not inside a <lang>.lproj folder") }
    let language = String(folder.dropLast(6))
    if file.hasSuffix(".strings") {
      let parsed: StringsFile
      do {
        parsed = try StringsFile.parse(bytes)
      } catch {
        throw InterchangeError("\(file):\(error.description)")
      }
      return parsed.entries.map { PackImport.Record(language: language, key: $0.key, value: .text($0.value)) }
    }
    let entries = try FoundationPlist.dictionary(bytes, path: file, expecting: "keys")
    var records: [PackImport.Record] = []
    for (key, body) in entries {
      guard let members = body as? [String: Any] else { throw InterchangeError("\(file): \"\(key)\" is not a dictionary") }
      records.append(PackImport.Record(language: language, key: key, value: try value(members, key: key, file: file)))
    }
    return records
  }

  private static func value(_ members: [String: Any], key: String, file: String) throws(InterchangeError) -> PackValue {
    if let device = members["NSStringDeviceSpecificRuleType"] as? [String: Any] {
      return .device(device.compactMap { name, text in (text as? String).map { (name, .text($0)) } }.sorted { $0.0 < $1.0 })
    }
    guard let format = members["NSStringLocalizedFormatKey"] as? String else {
      throw InterchangeError("\(file): \"\(key)\" has no NSStringLocalizedFormatKey")
    }
    var substitutions: [PackSubstitution] = []
    for (name, body) in members where name != "NSStringLocalizedFormatKey" {
      guard let variable = body as? [String: Any] else { continue }
      let forms = variable.compactMap { category, text -> (String, PackValue)? in
        guard !category.hasPrefix("NSString"), let text = text as? String else { return nil }
        return (category, .text(text))
      }
      substitutions.append(
        PackSubstitution(
          name: name, argNum: nil, formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String,
          forms: .plural(forms.sorted { $0.0 < $1.0 })))
    }
    if substitutions.isEmpty { return .text(format) }
    if format == "%#@\(StringsExporter.pluralVariable)@", substitutions.count == 1, let only = substitutions.first,
      only.name == StringsExporter.pluralVariable
    {
      return only.forms
    }
    return .format(.text(format), substitutions: substitutions.sorted { $0.name < $1.name })
  }
}
