import MCP
import StringCatalog

extension AgentWorkspace {
  /// `lint`: the findings `glossa lint --format json` gives for the workspace's catalogs (with
  /// their `.glossa.yml`), narrowed to a catalog, a language and keys; `file` is the catalog's
  /// workspace path.
  func lint(_ arguments: ToolArguments) throws(ToolError) -> Value {
    let members = try self.members(arguments.optionalString("catalog"))
    let language = try arguments.optionalString("language")
    if let language { try Self.checkLanguage(language) }
    let keys = try arguments.optionalStrings("keys").map(Set.init)
    let page = try Page(arguments)
    var names: [String: String] = [:]
    var paths: [String] = []
    for member in members {
      guard let path = session.workspace[member].path else { continue }
      paths.append(path)
      names[path] = name(member)
    }
    let run = LintRun(paths: paths)
    let findings = run.findings.filter { finding in
      if let language, finding.language != language { return false }
      if let keys, !(finding.key.map(keys.contains) ?? false) { return false }
      return true
    }
    let (shown, nextCursor) = page.slice(findings)
    let values: [Value] = shown.map { finding in
      guard case .object(var members) = ResultJSON.value(parsing: JSONFindingFormat.object(finding)) else { return .null }
      if let file = finding.file, let name = names[file] { members["file"] = .string(name) }
      return .object(members)
    }
    let errors = findings.filter { $0.severity == .error }.count
    var result: [String: Value] = [
      "findings": .array(values),
      "summary": .object(["errors": .int(errors), "warnings": .int(findings.count - errors), "findings": .int(findings.count)]),
    ]
    if let nextCursor { result["nextCursor"] = .string(nextCursor) }
    return .object(result)
  }

  /// `rename_key`: as `glossa rename OLD NEW CATALOG`: the entry keeps its translations, states
  /// and comment and moves to where Xcode sorts the new key; refused when NEW exists.
  mutating func renameKey(_ arguments: ToolArguments) throws(ToolError) -> Value {
    let member = try self.member(arguments.string("catalog"))
    let old = try arguments.string("old")
    let new = try arguments.string("new")
    guard old != new else { throw ToolError("“old” and “new” are the same key") }
    switch catalog(member).renaming(old, to: new) {
    case .nothing:
      throw ToolError("no key “\(old)” in \(name(member))")
    case .targetExists:
      throw ToolError("“\(new)” already exists in \(name(member)): nothing was renamed")
    case .renamed(let change):
      switch write(change, member: member) {
      case .saved:
        return .object(["renamed": .bool(true), "catalog": .string(name(member)), "old": .string(old), "new": .string(new)])
      case .changedOnDisk:
        throw ToolError("\(name(member)) changed on disk while saving: nothing was renamed; try again")
      case .failed(let reason):
        throw ToolError("\(name(member)) could not be saved: \(reason)")
      }
    }
  }
}
