import StringCatalog

/// A bundle's `contents.json`: what Xcode's `-exportLocalizations` writes beside the XLIFF and
/// `-importLocalizations` reads first (the language the bundle is for).
package struct XclocContents: Sendable, Equatable {
  package struct Tool: Sendable, Equatable {
    package var id: String
    package var name: String
    package var version: String
    package init(id: String, name: String, version: String) {
      self.id = id
      self.name = name
      self.version = version
    }
  }

  package var developmentRegion: String
  package var project: String
  package var targetLocale: String
  package var tool: Tool
  package var version = "1.0"

  package init(developmentRegion: String, project: String, targetLocale: String, tool: Tool) {
    self.developmentRegion = developmentRegion
    self.project = project
    self.targetLocale = targetLocale
    self.tool = tool
  }

  /// Xcode's layout (JSONSerialization's pretty print with sorted keys): two-space indent,
  /// `" : "` between name and value, no final line break.
  package var bytes: [UInt8] {
    func member(_ name: String, _ value: String, indent: String) -> String {
      indent + quoted(name) + " : " + quoted(value)
    }
    let tool = [
      member("toolID", self.tool.id, indent: "    "), member("toolName", self.tool.name, indent: "    "),
      member("toolVersion", self.tool.version, indent: "    "),
    ]
    let members = [
      member("developmentRegion", developmentRegion, indent: "  "), member("project", project, indent: "  "),
      member("targetLocale", targetLocale, indent: "  "),
      "  " + quoted("toolInfo") + " : {\n" + tool.joined(separator: ",\n") + "\n  }",
      member("version", version, indent: "  "),
    ]
    return Array(("{\n" + members.joined(separator: ",\n") + "\n}").utf8)
  }

  private func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    JSONTree.writeString(text, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Reads `contents.json`; a malformed file or a missing or mistyped member is `path:line:col: message`.
  /// Only `targetLocale` is needed to import; the other strings are read when present, toolInfo not.
  package static func read(_ bytes: [UInt8], path: String) throws(InterchangeError) -> XclocContents {
    let tree: JSONTree
    do {
      tree = try JSONTree.parse(bytes)
    } catch {
      throw InterchangeError("\(path):\(error.message)")
    }
    let locator = JSONItemLocator(bytes)
    let root = "\(path):\(locator.root.line):\(locator.root.column)"
    guard case .object = tree else { throw InterchangeError("\(root): expected an object with targetLocale") }
    // Where a member's value is written (the first of a repeated name: the one the tree's lookup gives).
    func place(of name: String) -> String {
      locator.members.first { $0.name == name }.map { "\(path):\($0.value.line):\($0.value.column)" } ?? root
    }
    func text(_ name: String) throws(InterchangeError) -> String? {
      guard let value = tree[name] else { return nil }
      guard let text = value.stringValue else { throw InterchangeError("\(place(of: name)): \(name) must be a string") }
      return text
    }
    guard let locale = try text("targetLocale") else { throw InterchangeError("\(root): no targetLocale") }
    if let problem = LanguageTag.problem(locale) { throw InterchangeError("\(place(of: "targetLocale")): targetLocale: \(problem)") }
    var contents = XclocContents(
      developmentRegion: try text("developmentRegion") ?? "", project: try text("project") ?? "", targetLocale: locale,
      tool: Tool(id: "", name: "", version: ""))
    contents.version = try text("version") ?? ""
    return contents
  }
}
