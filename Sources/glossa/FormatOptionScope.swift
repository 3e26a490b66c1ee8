import ArgumentParser
import Interchange

/// Which options apply to which `--format` of `export` and `import`: one given where it does not
/// apply is a usage error (exit 64) naming the option and the format, never silently ignored.
struct FormatOptionScope {
  var option: String
  var given: Bool
  /// The formats it applies to; with `needsEntities`, only together with `--entities`.
  var formats: Set<InterchangeFormat>
  var needsEntities = false

  static func format(_ name: String) throws -> InterchangeFormat {
    guard let chosen = InterchangeFormat(rawValue: name) else {
      throw ValidationError("unknown format '\(name)' (json, plist, keys-once, strings, xliff, po)")
    }
    return chosen
  }

  /// `entities`: whether `--entities` was given.
  static func check(_ scopes: [FormatOptionScope], format: InterchangeFormat, entities: Bool) throws {
    for scope in scopes where scope.given {
      if !scope.formats.contains(format) {
        throw ValidationError("\(scope.option) does not apply to --format \(format.rawValue) (only \(Self.names(scope.formats)))")
      }
      if scope.needsEntities && !entities {
        throw ValidationError("\(scope.option) applies only with --entities (--format \(format.rawValue) --entities)")
      }
    }
  }

  /// `import`: options of reading `.lproj` folders given with `--format` (`format`), or options
  /// of reading an export given without it (nil).
  static func refuse(_ options: [(option: String, given: Bool)], withFormat format: InterchangeFormat?) throws {
    guard let (option, _) = options.first(where: \.given) else { return }
    if let format {
      throw ValidationError("\(option) does not apply to --format \(format.rawValue) (only to importing .lproj folders)")
    }
    throw ValidationError("\(option) applies only with --format (importing an export), not to .lproj folders")
  }

  private static func names(_ formats: Set<InterchangeFormat>) -> String {
    InterchangeFormat.allCases.filter(formats.contains).map(\.rawValue).joined(separator: ", ")
  }
}
