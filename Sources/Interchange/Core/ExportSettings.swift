import StringCatalog

/// What every exporter is asked for: which languages, which states, which fallbacks.
package struct ExportSettings: Sendable {
  /// Languages to write, in order; empty means every language of the catalog.
  package var languages: [String]
  package var states: Set<TranslationState>
  /// Explicit fallbacks (`pt-BR=pt`), tried before the locale's parents.
  package var fallbacks: [String: String]
  /// The pack's name (`<name>-<lang>.json`, the plist's table); the catalog's base name by default.
  package var name: String

  package static let defaultStates: Set<TranslationState> = [.translated, .needsReview]

  package init(
    name: String, languages: [String] = [], states: Set<TranslationState> = defaultStates,
    fallbacks: [String: String] = [:]
  ) {
    self.name = name
    self.languages = languages
    self.states = states
    self.fallbacks = fallbacks
  }

  /// The languages to export from `catalog`: the requested ones, or all (source first).
  package func languages(of catalog: Catalog) -> [String] {
    languages.isEmpty ? catalog.languages : languages
  }

  /// Parses `translated,needs-review` (hyphens or underscores; `all` = every state Xcode writes).
  package static func parseStates(_ text: String) -> Result<Set<TranslationState>, InterchangeError> {
    var states: Set<TranslationState> = []
    for part in text.split(separator: ",") {
      let name = part.trimmingWhitespace.replacingHyphens
      if name == "all" {
        states.formUnion([.translated, .needsReview, .new, .machineTranslated, .stale])
      } else if ["translated", "needs_review", "new", "machine_translated", "stale"].contains(name) {
        states.insert(TranslationState(name))
      } else {
        return .failure(
          InterchangeError(
            "unknown state '\(part)' (use translated, needs-review, new, machine-translated, stale or all)"))
      }
    }
    return states.isEmpty ? .failure(InterchangeError("--states names no state")) : .success(states)
  }

  /// Parses `pt-BR=pt,es-MX=es-419`.
  package static func parseFallbacks(_ text: String) -> Result<[String: String], InterchangeError> {
    var map: [String: String] = [:]
    for part in text.split(separator: ",") {
      let sides = part.split(separator: "=", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
      guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
        return .failure(InterchangeError("--fallback: '\(part)' is not LANG=FALLBACK"))
      }
      for side in sides {
        if let problem = LanguageTag.problem(side) { return .failure(InterchangeError("--fallback: \(problem)")) }
      }
      map[sides[0]] = sides[1]
    }
    return .success(map)
  }
}

extension Substring {
  var trimmingWhitespace: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension String {
  var replacingHyphens: String { String(map { $0 == "-" ? "_" : $0 }) }
}

/// An export or import problem worth a message (and a non-zero exit).
package struct InterchangeError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }
}

/// One file an exporter produces, relative to the output folder.
package struct ExportFile: Sendable, Equatable {
  package var path: String
  package var bytes: [UInt8]
  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// What an exporter hands back: the files, and warnings (each naming its key).
package struct ExportResult: Sendable {
  package var files: [ExportFile] = []
  package var warnings: [String] = []
  package var notes: [String] = []
  package init() {}
}
