import Foundation
import LegacyFormats

/// Reads a `strings` export back: `<lang>.lproj/<table>.strings` and `.stringsdict`, with the
/// readers `glossa import` of `.lproj` folders uses.
package enum StringsImporter {
  package static func records(file: String, bytes: [UInt8]) throws(InterchangeError) -> [PackImport.Record] {
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
    // The one reader of `.stringsdict` (with `file:line:col` errors), which `glossa import` of
    // `.lproj` folders (`LegacyImporter`) uses as well. The values are taken back as the strings
    // export wrote them, not migrated as legacy files are (`StringsDictConversion`).
    let parsed: StringsDictFile
    do {
      parsed = try StringsDictFile.parse(bytes)
    } catch {
      throw InterchangeError("\(file):\(error.description)")
    }
    return parsed.entries.map { entry in
      let value: PackValue =
        entry.devices.isEmpty
        ? Self.value(format: entry.format, variables: entry.variables)
        : .device(
          entry.devices.map { ($0.name, Self.value(format: $0.format, variables: $0.variables)) }.sorted { $0.0 < $1.0 })
      return PackImport.Record(language: language, key: entry.key, value: value)
    }
  }

  private static func value(format: String, variables: [StringsDictFile.Variable]) -> PackValue {
    let substitutions = variables.map { variable in
      PackSubstitution(
        name: variable.name, argNum: nil, formatSpecifier: variable.formatValueType,
        forms: .plural(variable.forms.map { ($0.key, PackValue.text($0.value)) }.sorted { $0.0 < $1.0 }))
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
