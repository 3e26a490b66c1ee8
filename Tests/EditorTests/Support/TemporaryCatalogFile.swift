import Foundation
import StringCatalog
@testable import Editor
import XCTest

/// A copy of the sample in a fresh temporary folder, for tests that save and reload for real.
struct TemporaryCatalogFile {
  let folder: URL
  let path: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-editor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("Sample.xcstrings").path
    try Data(try Fixtures.sampleBytes()).write(to: URL(fileURLWithPath: path))
  }

  func open() throws -> CatalogDocument {
    try CatalogDocument.open(path: path).document
  }

  /// Changes the file behind the editor's back, as another tool would.
  func rewrite(_ change: (inout Catalog) -> Void) throws {
    var catalog = try CatalogReader.read(path: path).catalog
    change(&catalog)
    // A later modification time than the editor's fingerprint, as a real second write would have.
    Thread.sleep(forTimeInterval: 0.01)
    try Data(CatalogWriter.bytes(catalog)).write(to: URL(fileURLWithPath: path))
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}

extension EditorHarness {
  /// Does what the app does for `.save`: save a copy of the document, report the outcome.
  mutating func performSave(force: Bool = false, overwritingReadOnly: Bool = false) {
    var document = state.document
    do throws(CatalogDocument.SaveError) {
      try document.save(force: force, overwritingReadOnly: overwritingReadOnly)
      effects += state.saveFinished(.saved(path: document.path ?? ""), savedDocument: document)
    } catch {
      switch error {
      case .changedOnDisk: effects += state.saveFinished(.changedOnDisk)
      case .readOnly: effects += state.saveFinished(.readOnly)
      case .failed(let reason): effects += state.saveFinished(.failed(reason))
      }
    }
  }
}

extension EditorHarness {
  /// Does what the app does for `.reload`: reload a copy, hand it back, open its conflicts.
  mutating func performReload() throws {
    var document = state.document
    let outcome = try document.reloadMergingEdits()
    state.replaceDocument(document, message: "Reloaded")
    state.openConflicts(outcome.conflicts, origin: "the file changed on disk")
  }
}
