import CatalogModel
import Foundation
import Yams

/// A project's `.glossa.yml`: settings shared by `translate`, the editor and `lint`.
///
/// ```yaml
/// do-not-translate: [Glossa, iCloud]
/// glossary:
///   trip: { de: Reise, fr: voyage }
/// limits: { "tab.*": 12 }      # the most grapheme clusters a key's strings may have (first match wins)
/// length-ratio: 2.5            # warn when a translation is longer than this × its source (default 2)
/// spelling: true               # lint's `spelling` check on without --enable spelling
/// memory: [../Shared/*.xcstrings, Legacy.xcstrings]
/// sources: [App, Packages]   # the editor shows where each key is used in this code
/// languages: [de, fr, it]      # the app's languages besides its Xcode project's knownRegions
/// exclude: [Sparkle.framework, "Vendor/**/*.strings"]   # left out when a folder is searched
/// baseline: lint-baseline.json   # the lint baseline `glossa rename` keeps up to date
/// translate:
///   provider: openai
///   model: gpt-4o-mini
///   app-description: A travel planner for families.
///   style: { es: "informal, tú" }
///   batch-size: 15
///   jobs: 2
/// ```
///
/// Keys Glossa does not know are ignored, so other features can add theirs.
public struct GlossaConfig: Sendable, Equatable {
  /// Where it was read from (nil for the empty configuration).
  public var path: String?
  public var doNotTranslate: [String] = []
  /// Term → language → translation.
  public var glossary: [String: [String: String]] = [:]
  public var translate = TranslateSettings()
  /// `limits:` in file order: the first pattern that matches a key gives its limit.
  public var limits: [KeyLengthLimit] = []
  public var lengthRatio: Double?
  public var spelling: Bool?
  /// Catalogs whose translations the editor suggests (`memory:`): paths or globs, as written,
  /// relative to the configuration file's folder.
  public var memory: [String] = []
  /// The app's source folders (`sources:`), as written, relative to the configuration file's
  /// folder: the editor shows where each key is used in their code.
  public var sources: [String] = []
  /// The app's languages (`languages:`), besides its Xcode project's: a catalog lacking one
  /// counts it as missing.
  public var languages: [String] = []
  /// Globs of files and folders left out when a folder is searched (`exclude:`), relative to the
  /// configuration file's folder (`PathExclusion` says how they match).
  public var exclude: [String] = []
  /// The lint baseline file (`baseline:`), relative to the configuration file's folder: what
  /// `glossa rename` keeps up to date.
  public var baseline: String?

  public init(path: String? = nil) {
    self.path = path
  }

  /// The `translate:` section. nil fields were not given.
  public struct TranslateSettings: Sendable, Equatable {
    public var provider: String?
    public var model: String?
    public var baseURL: String?
    public var command: String?
    public var appDescription: String?
    public var style: [String: String] = [:]
    public var batchSize: Int?
    public var jobs: Int?

    public init() {}
  }

  public static let fileName = ".glossa.yml"

  /// `baseline:` as a path: a relative one from the configuration file's folder.
  public var baselinePath: String? {
    guard let baseline else { return nil }
    guard !baseline.hasPrefix("/"), let path else { return baseline }
    return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(baseline).standardizedFileURL.path
  }

  /// `sources:` as paths: relative ones from the configuration file's folder.
  public var sourceFolders: [String] {
    let folder = path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
    return sources.map { source in
      guard !source.hasPrefix("/"), let folder else { return source }
      return folder.appendingPathComponent(source).standardizedFileURL.path
    }
  }

  /// The `.glossa.yml` in the catalog's folder or the nearest parent that has one, not looking
  /// above a folder holding `.git` (the repository root). nil when there is none.
  public static func find(forCatalogAt catalogPath: String) -> String? {
    let manager = FileManager.default
    var folder = URL(fileURLWithPath: catalogPath).standardizedFileURL.deletingLastPathComponent()
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      if manager.fileExists(atPath: candidate) { return candidate }
      if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) { return nil }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// Reads and checks a configuration file.
  public static func load(path: String) throws(GlossaConfigError) -> GlossaConfig {
    let text: String
    do {
      let bytes = try FileBytes.read(path: path, limit: 1 << 20)
      text = String(decoding: bytes, as: UTF8.self)
    } catch {
      throw GlossaConfigError(path: path, line: nil, column: nil, message: error.description)
    }
    return try parse(text, path: path)
  }

  public static func parse(_ text: String, path: String) throws(GlossaConfigError) -> GlossaConfig {
    // Before Yams, whose reader recurses once per level: a hostile file must not reach it.
    do {
      try YAMLNestingCheck.check(text)
    } catch {
      switch error {
      case .tooDeep(let line, let column):
        throw GlossaConfigError(
          path: path, line: line, column: column, message: "nesting is deeper than \(YAMLNestingCheck.maximumDepth) levels")
      case .alias(let line, let column):
        throw GlossaConfigError(path: path, line: line, column: column, message: "aliases (*name) are not supported")
      }
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw GlossaConfigError(yaml: error, path: path)
    } catch {
      throw GlossaConfigError(path: path, line: nil, column: nil, message: "\(error)")
    }
    var config = GlossaConfig(path: path)
    guard let root else { return config }
    let reader = ConfigReader(path: path)
    let top = try reader.mapping(root, "the file")
    for (key, value) in top {
      switch key {
      case "do-not-translate": config.doNotTranslate = try reader.strings(value, key)
      case "glossary":
        for (term, translations) in try reader.mapping(value, key) {
          config.glossary[term] = try reader.languageMap(translations, "glossary term “\(term)”")
        }
      case "translate": config.translate = try reader.translateSettings(value)
      case "limits":
        for (pattern, limit) in try reader.mapping(value, key) {
          config.limits.append(KeyLengthLimit(pattern: pattern, maximum: try reader.positiveInteger(limit, "limits: \(pattern)")))
        }
      case "length-ratio": config.lengthRatio = try reader.ratio(value, key)
      case "spelling": config.spelling = try reader.boolean(value, key)
      case "memory": config.memory = try reader.strings(value, key, of: "catalog paths or globs")
      case "sources": config.sources = try reader.strings(value, key, of: "source folders")
      case "exclude": config.exclude = try reader.strings(value, key, of: "globs")
      case "baseline": config.baseline = try reader.string(value, key)
      case "languages": config.languages = try reader.languageList(value, key)
      default: continue
      }
    }
    return config
  }
}

/// `file:line:col: message` when the position is known.
public struct GlossaConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var line: Int?
  public var column: Int?
  public var message: String

  public var description: String {
    if let line, let column { return "\(path):\(line):\(column): \(message)" }
    return "\(path): \(message)"
  }

  package init(path: String, line: Int?, column: Int?, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  package init(yaml error: YamlError, path: String) {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      self.init(path: path, line: mark.line, column: mark.column, message: problem)
    default:
      self.init(path: path, line: nil, column: nil, message: "\(error)")
    }
  }
}
