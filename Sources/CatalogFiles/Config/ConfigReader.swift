import CatalogModel
import Yams

/// Typed reads from a YAML node tree, each failure naming the file, line and column.
package struct ConfigReader {
  package let path: String

  package func fail(_ node: Node, _ message: String) -> GlossaConfigError {
    GlossaConfigError(path: path, line: node.mark?.line, column: node.mark?.column, message: message)
  }

  /// A mapping with string keys, in file order.
  package func mapping(_ node: Node, _ what: String) throws(GlossaConfigError) -> [(String, Node)] {
    guard let mapping = node.mapping else { throw fail(node, "\(what) must be a mapping (key: value)") }
    var pairs: [(String, Node)] = []
    for (key, value) in mapping {
      guard let name = key.scalar?.string else { throw fail(key, "a key in \(what) must be a plain name") }
      pairs.append((name, value))
    }
    return pairs
  }

  package func string(_ node: Node, _ what: String) throws(GlossaConfigError) -> String {
    guard let scalar = node.scalar else { throw fail(node, "\(what) must be text") }
    return scalar.string
  }

  package func strings(_ node: Node, _ what: String, of items: String = "terms") throws(GlossaConfigError) -> [String] {
    if node.scalar != nil { return [try string(node, what)] }
    guard let sequence = node.sequence else { throw fail(node, "\(what) must be a list of \(items)") }
    var list: [String] = []
    for item in sequence { list.append(try string(item, "an item of \(what)")) }
    return list
  }

  package func stringMap(_ node: Node, _ what: String) throws(GlossaConfigError) -> [String: String] {
    var map: [String: String] = [:]
    for (key, value) in try mapping(node, what) { map[key] = try string(value, "\(what): \(key)") }
    return map
  }

  /// A language code → text map (glossary translations, translation styles): each code a language tag.
  package func languageMap(_ node: Node, _ what: String) throws(GlossaConfigError) -> [String: String] {
    for (key, _) in node.mapping ?? [:] {
      if let code = key.scalar?.string, let problem = LanguageTag.problem(code) { throw fail(key, "\(what): \(problem)") }
    }
    return try stringMap(node, what)
  }

  /// A list of language tags (`languages: [de, fr]`).
  package func languageList(_ node: Node, _ what: String) throws(GlossaConfigError) -> [String] {
    let items = node.sequence.map(Array.init) ?? [node]
    var list: [String] = []
    for item in items {
      let code = try string(item, "an item of \(what)")
      if let problem = LanguageTag.problem(code) { throw fail(item, "\(what): \(problem)") }
      list.append(code)
    }
    return list
  }

  package func positiveInteger(_ node: Node, _ what: String) throws(GlossaConfigError) -> Int {
    guard let number = Int(try string(node, what)), number > 0 else {
      throw fail(node, "\(what) must be a whole number of at least 1")
    }
    return number
  }

  /// A number above 1 (a translation may be this many times as long as its source).
  package func ratio(_ node: Node, _ what: String) throws(GlossaConfigError) -> Double {
    guard let number = Double(try string(node, what)), number > 1, number.isFinite else {
      throw fail(node, "\(what) must be a number above 1, such as 2.5")
    }
    return number
  }

  package func boolean(_ node: Node, _ what: String) throws(GlossaConfigError) -> Bool {
    switch try string(node, what) {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: throw fail(node, "\(what) must be true or false")
    }
  }

  package func translateSettings(_ node: Node) throws(GlossaConfigError) -> GlossaConfig.TranslateSettings {
    var settings = GlossaConfig.TranslateSettings()
    for (key, value) in try mapping(node, "translate") {
      let what = "translate: \(key)"
      switch key {
      case "provider": settings.provider = try string(value, what)
      case "model": settings.model = try string(value, what)
      case "base-url": settings.baseURL = try string(value, what)
      case "command": settings.command = try string(value, what)
      case "app-description": settings.appDescription = try string(value, what)
      case "style": settings.style = try languageMap(value, what)
      case "batch-size": settings.batchSize = try positiveInteger(value, what)
      case "jobs": settings.jobs = try positiveInteger(value, what)
      default: continue
      }
    }
    return settings
  }
}
