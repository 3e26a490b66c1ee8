import Foundation
import StringCatalog

/// The language an imported file is for: what the file declares (a PO `Language:` header, an
/// XLIFF `target-language`), else its name (`de.po`, `pt-BR.xliff`); always a valid language tag,
/// since the code names files on the next export.
enum ImportLanguage {
  /// `place` is `file:line:col` of the declaration (or of where it belongs), `what` its name.
  static func resolve(declared: String?, path: String, place: String, what: String) throws(InterchangeError) -> String {
    if let declared, !declared.isEmpty {
      if let problem = LanguageTag.problem(declared) { throw InterchangeError("\(place): \(what): \(problem)") }
      return declared
    }
    let named = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard LanguageTag.isValid(named) else {
      throw InterchangeError(
        "\(place): no \(what), and the file name \(named.debugDescription) is no language code: give the file's language in the \(what)")
    }
    return named
  }

  /// A language a file's name or layout gives (a keys-once or json pack file, a `.lproj` folder, a plist locale).
  static func check(_ language: String, path: String, what: String) throws(InterchangeError) {
    if let problem = LanguageTag.problem(language) { throw InterchangeError("\(path): \(what): \(problem)") }
  }
}
