import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// A private state folder for journals (XDG_STATE_HOME) and a temporary folder (TMPDIR), removed
/// afterwards, and catalog entries to record.
final class JournalFixture {
  let root: String
  let environment: [String: String]

  init() throws {
    root = NSTemporaryDirectory() + "glossa-journal-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/tmp", withIntermediateDirectories: true)
    environment = ["XDG_STATE_HOME": root + "/state", "TMPDIR": root + "/tmp", "HOME": root]
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  var stateFolder: String { root + "/state/glossa" }

  /// A journal of a made-up process, so the test's own pid never collides with a real editor.
  func start(processID: Int32 = 4242) throws -> RecoveryJournal {
    let started = RecoveryJournal.start(processID: processID, environment: environment)
    XCTAssertNil(started.problem)
    return try XCTUnwrap(started.journal)
  }

  /// An entry whose `language` value is `value` (translated).
  static func entry(_ value: String, language: String = "de") throws -> Entry {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "k" : {
            "localizations" : {
              "\(language)" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : \(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    return try XCTUnwrap(CatalogReader.read(bytes: Array(text.utf8)).catalog.strings["k"])
  }

  /// One history step setting `key` from `before` to `after`.
  static func step(_ key: String, _ before: String?, _ after: String?, catalog: Int = 0) throws -> JournalStep {
    JournalStep(
      catalog: catalog,
      changes: [RecoveryRecord.Edit(key: key, base: try before.map { try entry($0) }, mine: try after.map { try entry($0) })])
  }

  static func bytes(of path: String) throws -> [UInt8] {
    [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}

extension JournalContents {
  /// Per catalog path, each recorded key with its value before and after (de), in record order.
  var summary: [String: [String]] {
    var result: [String: [String]] = [:]
    for record in records {
      result[record.catalogPath] = record.edits.map { edit in
        let before = edit.base?.localization("de")?.stringUnit?.value ?? "∅"
        let after = edit.mine?.localization("de")?.stringUnit?.value ?? "∅"
        return "\(edit.key): \(before) → \(after)"
      }
    }
    return result
  }
}
