import Foundation
import Interchange
import StringCatalog
import TestSupport
import XCTest

enum InterchangeSupport {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static var samplePath: String { repository.appendingPathComponent("Resources/Sample.xcstrings").path }
  static var corpusFolder: URL { TestCorpus.xcstrings }

  static func catalog(_ json: String) throws -> Catalog {
    try CatalogReader.read(bytes: Array(json.utf8)).catalog
  }

  static func sample() throws -> Catalog {
    try CatalogReader.read(path: samplePath).catalog
  }

  static func text(_ result: ExportResult, _ path: String) -> String? {
    result.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  /// Export, then import the files into the same catalog: the catalog's bytes must not change.
  static func assertRoundTrip(
    _ catalog: Catalog, format: InterchangeFormat, options: ExportOptions, file: StaticString = #filePath, line: UInt = #line,
    context: String = ""
  ) throws {
    let (options, records) = try exportAndRead(catalog, format: format, options: options)
    var copy = catalog
    let report = InterchangeImport.apply(records, format: format, to: &copy, options: options)
    let changed = zip(catalog.strings.pairs, copy.strings.pairs).filter { $0.0 != $1.0 || $0.1 != $1.1 }.map(\.0.0)
    XCTAssertEqual(report.changedValues, 0, "\(context) \(format): changed \(changed.prefix(3))", file: file, line: line)
    XCTAssertTrue(CatalogWriter.bytes(copy) == CatalogWriter.bytes(catalog), "\(context) \(format)", file: file, line: line)
  }

  /// Exports, then reads the files back as `import --format` does (knowing the catalog's keys).
  static func exportAndRead(_ catalog: Catalog, format: InterchangeFormat, options: ExportOptions) throws
    -> (ExportOptions, [PackImport.Record])
  {
    var options = options
    options.catalogKeys = Set(catalog.strings.keys)
    let exported = Interchange.export(catalog, format: format, options: options)
    return (options, try InterchangeImport.records(format: format, files: exported.files, options: options))
  }

  /// Every exported value the language itself has, merged straight back (no comparison with the
  /// export): the catalog must not change — the file carries each value, form and state faithfully.
  static func assertFaithful(
    _ catalog: Catalog, format: InterchangeFormat, options: ExportOptions, file: StaticString = #filePath, line: UInt = #line,
    context: String = ""
  ) throws {
    let (options, records) = try exportAndRead(catalog, format: format, options: options)
    let entries = Dictionary(catalog.strings.pairs.map { ($0.utf8.map { $0 }, $1) }, uniquingKeysWith: { first, _ in first })
    let own = records.filter { record in
      entries[Array(record.key.utf8)]?.localization(record.language).flatMap { PackValue($0, states: options.settings.states) } != nil
    }
    var copy = catalog
    _ = PackImport.apply(own, to: &copy, current: nil)
    let changed = zip(catalog.strings.pairs, copy.strings.pairs).filter { $0.0 != $1.0 || $0.1 != $1.1 }.map(\.0.0)
      + (catalog.strings.count == copy.strings.count ? [] : ["(keys added)"])
    XCTAssertEqual(changed.count, 0, "\(context) \(format): changed \(changed.prefix(3))", file: file, line: line)
  }

  /// Runs a tool; nil when it is not installed (the caller skips, or fails in CI).
  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard let found = paths.map({ "\($0)/\(tool)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: found)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A tool the test needs: in CI (CI set) its absence fails, elsewhere the test skips saying why.
  static func requireTool(_ tool: String, package: String) throws {
    if (try? run("sh", ["-c", "command -v \(tool)"]))??.status == 0 { return }
    throw Requirement.missing("\(tool) is not installed (apt-get install \(package))")
  }

  static func writeFiles(_ result: ExportResult) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-export-test-\(UUID().uuidString)")
    for file in result.files {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
    }
    return folder
  }
}
