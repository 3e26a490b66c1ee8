import Foundation
import XCTest

/// The module map in docs/ARCHITECTURE.md is the law: each target's dependencies in Package.swift
/// are the ones its row names, and no source file imports a target of the package its row does not
/// name (so no layer reaches up).
final class LayeringTests: XCTestCase {
  private static let root = CLIPaths.repositoryRoot

  /// target → the package's targets it may use, from the table of docs/ARCHITECTURE.md.
  static func documentedLayers() throws -> [String: Set<String>] {
    let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    var layers: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4 else { continue }
      let names = backticked(cells[1])
      // External packages are named in parentheses: not targets of this package.
      let uses = Set(backticked(String(cells[2].prefix { $0 != "(" })))
      for name in names { layers[name] = uses }
    }
    return layers
  }

  static func backticked(_ text: String) -> [String] {
    text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
  }

  /// target → its dependencies that are targets of this package, from Package.swift (test targets
  /// left out).
  static func declaredTargets() throws -> [String: Set<String>] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var targets: [String: Set<String>] = [:]
    var rest = manifest[...]
    while let start = rest.range(of: ".target(") ?? rest.range(of: ".executableTarget(") {
      let executable = rest.range(of: ".executableTarget(").map { $0.lowerBound < start.lowerBound } ?? false
      let open = executable ? (rest.range(of: ".executableTarget(") ?? start) : start
      // The call's text up to its closing parenthesis.
      var depth = 0
      var end = open.upperBound
      var index = open.upperBound
      depth = 1
      while index < rest.endIndex, depth > 0 {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" { depth -= 1 }
        end = index
        index = rest.index(after: index)
      }
      let call = String(rest[open.upperBound..<end])
      rest = rest[index...]
      guard let name = call.range(of: #"name: "([^"]+)""#, options: .regularExpression).map({ String(call[$0].dropFirst(7).dropLast()) })
      else { continue }
      var dependencies: Set<String> = []
      if let list = call.range(of: "dependencies: [") {
        var inner = call[list.upperBound...]
        var bracket = 1
        var cut = inner.startIndex
        while cut < inner.endIndex, bracket > 0 {
          if inner[cut] == "[" { bracket += 1 }
          if inner[cut] == "]" { bracket -= 1 }
          cut = inner.index(after: cut)
        }
        inner = inner[..<cut]
        // Products of other packages are `.product(name: …)`; plain strings are this package's targets.
        let withoutProducts = inner.replacingOccurrences(of: #"\.product\([^)]*\)"#, with: "", options: .regularExpression)
        dependencies = Set(withoutProducts.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
      }
      targets[name] = dependencies
    }
    return targets
  }

  func testPackageDependenciesAreTheDocumentedOnes() throws {
    let documented = try Self.documentedLayers()
    let declared = try Self.declaredTargets()
    let libraryTargets = declared.keys.filter { !["TestSupport", "CatalogTestSupport", "FakeHTTPServer"].contains($0) }
    XCTAssertGreaterThan(libraryTargets.count, 20)
    for target in libraryTargets.sorted() {
      guard let uses = documented[target] else {
        XCTFail("\(target) is a target of Package.swift but has no row in docs/ARCHITECTURE.md")
        continue
      }
      XCTAssertEqual(declared[target], uses, "\(target): Package.swift and docs/ARCHITECTURE.md disagree")
    }
  }

  func testNoSourceImportsATargetItsLayerMayNotUse() throws {
    let documented = try Self.documentedLayers()
    let targets = Set(try Self.declaredTargets().keys)
    let sources = Self.root.appendingPathComponent("Sources")
    var checked = 0
    for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      guard let allowed = documented[target] else { continue }
      let folder = sources.appendingPathComponent(target)
      guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let file as String in walker where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
          guard words.count == 2, words[0] == "import", targets.contains(words[1]) else { continue }
          checked += 1
          XCTAssertTrue(allowed.contains(words[1]), "Sources/\(target)/\(file) imports \(words[1]), which \(target) may not use")
        }
      }
    }
    XCTAssertGreaterThan(checked, 300, "the imports were read")
  }

  func testTheTableReaderSeesALayerReachingUp() throws {
    // The check can fail: CatalogModel may not use CatalogWorkspace.
    let documented = try Self.documentedLayers()
    XCTAssertEqual(documented["CatalogModel"], ["PluralRules"])
    XCTAssertFalse(documented["CatalogFiles"]?.contains("CatalogEditing") ?? true)
  }
}
