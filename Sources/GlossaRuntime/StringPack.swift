import Foundation

/// The strings of one language, read from a `json` or `keys-once` pack.
///
/// ```swift
/// let pack = try StringPack(directory: packURL)
/// title.text = pack["home.title"]
/// stops.text = pack.string("trip.stops.count", count: 3)
/// ```
public struct StringPack: Sendable {
  public let manifest: PackManifest
  /// The pack language chosen for the preferred languages.
  public let language: String
  /// Where a value missing in `language` comes from, `language` first.
  public let chain: [String]
  /// Picks `device` forms ("iphone", "ipad", "mac", …; "other" otherwise).
  public let deviceName: String

  private let tables: [(values: [String: PackValue], rules: PluralRuleSet)]

  /// Opens the pack in `directory` for the best of `preferredLanguages`.
  /// `name` is the pack's name for a `json` pack; without it the directory
  /// must hold one pack. `decompress` lets an app that links zstd read
  /// `.json.zst` files when the `.json` beside them is absent.
  public init(
    directory: URL,
    name: String? = nil,
    preferredLanguages: [String] = Locale.preferredLanguages,
    deviceName: String = StringPack.currentDeviceName,
    decompress: (@Sendable (Data) throws -> Data)? = nil
  ) throws(StringPackError) {
    let files = try PackFiles.named(name, in: directory)
    let reader = PackReader(directory: directory, files: files, decompress: decompress)
    manifest = try reader.manifest()
    language = manifest.bestLanguage(for: preferredLanguages)
    chain = manifest.chain(for: language)
    self.deviceName = deviceName
    let values = try reader.tables(for: chain, layout: manifest.layout)
    var tables: [(values: [String: PackValue], rules: PluralRuleSet)] = []
    for (code, table) in zip(chain, values) {
      do {
        tables.append((table, try PluralRuleSet(manifest.language(code)?.pluralRules ?? [:])))
      } catch {
        throw StringPackError(file: directory.appendingPathComponent(files.manifest).path, message: "\(code): \(error)")
      }
    }
    self.tables = tables
  }

  /// Xcode's device name for the platform this runs on. iPadOS can't be told
  /// from iOS without UIKit: iPad apps pass `deviceName: "ipad"`.
  public static var currentDeviceName: String {
    #if os(macOS) || targetEnvironment(macCatalyst)
      "mac"
    #elseif os(iOS)
      "iphone"
    #elseif os(watchOS)
      "applewatch"
    #elseif os(tvOS)
      "appletv"
    #elseif os(visionOS)
      "applevision"
    #else
      "other"
    #endif
  }

  /// The value for `key` from the first language of the chain that has it,
  /// with that language's plural rules.
  public func value(forKey key: String) -> (value: PackValue, language: String)? {
    for (code, table) in zip(chain, tables) {
      if let value = table.values[key] { return (value, code) }
    }
    return nil
  }

  /// The unformatted string for `key` (plural: the `other` form; device: this
  /// device's form), or nil when no language of the chain has the key.
  public subscript(key: String) -> String? {
    pattern(forKey: key, selector: nil, arguments: [])
  }

  /// The formatted string; plural forms are chosen by the first numeric
  /// argument, substitutions by their own argument. A missing key gives the key.
  public func string(_ key: String, _ arguments: any Sendable...) -> String {
    string(key, arguments: arguments)
  }

  /// `string(_:_:)` with the arguments as an array.
  public func string(_ key: String, arguments: [any Sendable]) -> String {
    formatted(key, selector: arguments.lazy.compactMap(PluralOperands.init(numeric:)).first, arguments)
  }

  /// `count` chooses the plural form and is the first format argument.
  public func string(_ key: String, count: Int, _ arguments: any Sendable...) -> String {
    formatted(key, selector: PluralOperands(count), [count] + arguments)
  }

  /// Like `string(_:count:)` for a number shown with fraction digits: the
  /// plain decimal text ("1.0", "2.50") is the first argument (for `%@`) and
  /// its visible fraction digits count for the plural rules.
  public func string(_ key: String, decimalCount: String, _ arguments: any Sendable...) -> String {
    formatted(key, selector: PluralOperands(decimal: decimalCount), [decimalCount] + arguments)
  }

  private func formatted(_ key: String, selector: PluralOperands?, _ arguments: [any Sendable]) -> String {
    guard let pattern = pattern(forKey: key, selector: selector, arguments: arguments) else { return key }
    return PackFormatter.format(pattern, arguments)
  }

  private func pattern(forKey key: String, selector: PluralOperands?, arguments: [any Sendable]) -> String? {
    for table in tables {
      guard let value = table.values[key] else { continue }
      let resolver = PackValueResolver(rules: table.rules, deviceName: deviceName, arguments: arguments)
      return resolver.pattern(for: value, selector: selector)
    }
    return nil
  }
}
