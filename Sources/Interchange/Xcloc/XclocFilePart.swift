import Foundation
import StringCatalog

/// One `<file>` of a bundle's XLIFF as a part of that file the editor opens and saves
/// (`glossa de.xcloc`): read as `XclocFileCatalog` reads it, saved by splicing the changed
/// `<target>`s into the file as it is, every other byte kept.
package struct XclocFilePart: CatalogFilePart {
  /// The XLIFF file, `<bundle>/Localized Contents/<lang>.xliff`.
  package var file: String
  /// The `<file original>`.
  package var name: String
  /// `contents.json`'s `targetLocale`, which every `<file>` must keep saying.
  package var targetLocale: String

  package func catalog(in bytes: [UInt8]) throws(CatalogReadError) -> Catalog {
    do {
      return XclocFileCatalog.catalog(of: try ownFile(in: bytes))
    } catch {
      throw CatalogReadError(path: file, formatted: error.message)
    }
  }

  package func write(_ changes: [CatalogPartChange], into bytes: [UInt8]) throws(CatalogPartWriteError) -> [UInt8] {
    do throws(InterchangeError) {
      let files = try XclocBundle.xliffFiles(bytes, path: file, targetLocale: targetLocale)
      var edits: [XLIFFTargetSplice.Edit] = []
      for change in changes {
        guard let part = files.first(where: { $0.original == change.name }) else {
          throw InterchangeError("\(file): no <file original=\(change.name.debugDescription)> any more")
        }
        let made = XclocFileCatalog.edits(from: change.disk, to: change.edited, file: part)
        if let id = made.withoutUnit.first {
          let more = made.withoutUnit.count > 1 ? " (and \(made.withoutUnit.count - 1) more)" : ""
          throw InterchangeError(
            "\(change.name): the bundle has no unit for \(id.debugDescription)\(more): a form added here cannot be "
              + "saved into it; take it out with u, or add it in the catalog and export again")
        }
        edits += made.edits
      }
      return edits.isEmpty ? bytes : try XLIFFTargetSplice.apply(edits, to: bytes, path: file)
    } catch {
      throw CatalogPartWriteError(error.message)
    }
  }

  private func ownFile(in bytes: [UInt8]) throws(InterchangeError) -> XclocFile {
    let files = try XclocBundle.xliffFiles(bytes, path: file, targetLocale: targetLocale)
    guard let own = files.first(where: { $0.original == name }) else {
      throw InterchangeError("\(file): no <file original=\(name.debugDescription)> any more")
    }
    return own
  }
}

/// A bundle opened in the editor as a workspace: one member per `<file>` of its XLIFF, shown as
/// `de.xcloc: path/of/Original.xcstrings`.
package enum XclocEditing {
  /// True for a path the editor opens as a bundle: a folder named `*.xcloc`.
  package static func isBundle(_ path: String) -> Bool {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard trimmed.hasSuffix(".xcloc") else { return false }
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The workspace members of `bundle`: every problem (malformed `contents.json` or XLIFF, a
  /// language that disagrees, duplicate ids, links leading out) an error naming its place.
  package static func members(of bundle: String) throws(InterchangeError) -> [Workspace.Member] {
    var trimmed = Substring(bundle)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    // `de.xcloc/` and `de.xcloc` name the same parts (journals find their edits either way).
    let read = try XclocBundle.read(String(trimmed))
    let shown = String(trimmed.split(separator: "/").last ?? trimmed)
    var members: [Workspace.Member] = []
    for document in read.documents {
      let fingerprint = FileFingerprint(bytes: document.bytes)
      for file in document.files {
        // The part's path (journals, the .glossa.yml looked for) is built from it: it stays below the bundle.
        if file.original.hasPrefix("/") || file.original.split(separator: "/").contains("..") {
          throw InterchangeError(
            "\(file.place): <file original=\(file.original.debugDescription)> is outside the project (an absolute path or ..); refused")
        }
        let part = XclocFilePart(file: document.path, name: file.original, targetLocale: read.contents.targetLocale)
        // The `<file>`s were read with the bundle: each part's catalog is built from its own.
        let opened = CatalogDocument(part: part, catalog: XclocFileCatalog.catalog(of: file), fingerprint: fingerprint)
        members.append(Workspace.Member(document: opened, displayPath: "\(shown): \(file.original)"))
      }
    }
    guard !members.isEmpty else { throw InterchangeError("glossa: \(bundle): the bundle's XLIFF has no <file> to edit") }
    return members
  }
}
