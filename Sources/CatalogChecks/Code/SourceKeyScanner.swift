import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Finds localized-string calls with a literal key, and every string literal, in Swift and
/// Objective-C sources, with a small lexer that skips comments, so a key in a comment or a
/// `Text(` inside a string is not taken for a call. An interpolated key (`"a-\(name)"`) is kept
/// as its text around the interpolations; concatenated and non-literal arguments are skipped,
/// never guessed.
package enum SourceKeyScanner {
  /// File extensions scanned.
  package static let extensions: Set<String> = ["swift", "m", "mm", "h"]

  /// The source files under `directory` (recursively; hidden folders and build folders are
  /// skipped). Files that cannot be read are skipped.
  package static func scan(directory: String) -> [SourceFileScan] {
    sourceFiles(under: directory).compactMap { file in
      guard let bytes = try? FileBytes.read(path: file) else { return nil }
      return scan(bytes: bytes, file: file)
    }
  }

  package static func sourceFiles(under directory: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [directory] }
    guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
    var files: [String] = []
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    while let relative = walker.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      if name.hasPrefix(".") || name == "DerivedData" || name == "Pods" || name == "Carthage" {
        walker.skipDescendants()
        continue
      }
      guard let dot = name.lastIndex(of: "."), extensions.contains(String(name[name.index(after: dot)...])) else { continue }
      files.append(base + "/" + relative)
    }
    return files.sorted()
  }

  /// The uses in one file's text.
  package static func uses(in bytes: [UInt8], file: String) -> [SourceKeyUse] {
    scan(bytes: bytes, file: file).uses
  }

  /// The uses and literals of one file's text.
  package static func scan(bytes: [UInt8], file: String) -> SourceFileScan {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = SourceLexer(bytes: buffer)
      var found: [SourceKeyUse] = []
      var types = TypeNesting()
      while let identifier = lexer.nextIdentifier() {
        types.see(identifier, depth: lexer.braceDepth, inPreview: lexer.isInPreview)
        guard let call = KeyCall.kinds[identifier] else { continue }
        let saved = lexer.position
        if var use = lexer.readCall(call, file: file) {
          if lexer.isInPreview { use.isDefinite = false }
          use.enclosingTypes = types.enclosing
          found.append(use)
        }
        // Back to the call's arguments, so that their literals are read as every other one is.
        lexer.position = saved
      }
      return SourceFileScan(
        path: file, uses: found, literals: Set(lexer.literals), previewTypes: types.previewTypes,
        namesOutsidePreviews: types.namesOutside)
    }
  }
}

/// How a recognized call passes its key.
package struct KeyCall {
  package enum Style {
    /// `Name("key"…)`
    case plain
    /// `String(localized: "key"…)`
    case labeled(String)
    /// `NSLocalizedStringFromTable(@"key", @"Table", …)`: the second argument is the table.
    case tableSecond
    /// SwiftGen's `L10n.tr("Table", "key", …)`: the first argument is the table.
    case tableFirst
  }

  package var style: Style
  package var isDefinite: Bool
  /// The key argument is a `String` (`NSLocalizedString`, SwiftGen's `tr`): an interpolation in
  /// it builds the key at run time rather than standing for a format specifier, so such a key
  /// is not known and not required.
  package var takesString = false

  package static let kinds: [String: KeyCall] = {
    var kinds: [String: KeyCall] = [
      "String": KeyCall(style: .labeled("localized"), isDefinite: true),
      "NSLocalizedString": KeyCall(style: .plain, isDefinite: true, takesString: true),
      "LocalizedStringKey": KeyCall(style: .plain, isDefinite: true),
      "Text": KeyCall(style: .plain, isDefinite: true),
      "LocalizedStringResource": KeyCall(style: .plain, isDefinite: true),
      "NSLocalizedStringFromTable": KeyCall(style: .tableSecond, isDefinite: true, takesString: true),
      "NSLocalizedStringFromTableInBundle": KeyCall(style: .tableSecond, isDefinite: true, takesString: true),
      "tr": KeyCall(style: .tableFirst, isDefinite: true, takesString: true),
    ]
    let looseNames = [
      "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "TextField", "SecureField", "Stepper",
      "DatePicker", "ColorPicker", "ProgressView", "GroupBox", "DisclosureGroup", "LabeledContent", "Tab",
      "navigationTitle", "alert", "confirmationDialog", "help", "accessibilityLabel", "accessibilityHint",
      "accessibilityValue", "badge", "searchable", "ContentUnavailableView",
    ]
    for name in looseNames { kinds[name] = KeyCall(style: .plain, isDefinite: false) }
    return kinds
  }()
}

/// The type declarations a scan is inside (by brace depth), and which capitalized names it
/// meets in preview code and outside it, for `SourceFileScan.previewTypes`.
private struct TypeNesting {
  private static let keywords: Set<String> = ["struct", "class", "enum", "actor"]
  /// Open declarations: name, the depth outside its body, whether the body has opened.
  private var open: [(name: String, depth: Int, opened: Bool)] = []
  private var declaring = false
  private var declared: Set<String> = []
  private var inPreviews: Set<String> = []
  private(set) var namesOutside: Set<String> = []

  var enclosing: [String] { open.filter(\.opened).map(\.name) }

  var previewTypes: Set<String> { declared.intersection(inPreviews).subtracting(namesOutside) }

  mutating func see(_ identifier: String, depth: Int, inPreview: Bool) {
    for index in open.indices.reversed() where !open[index].opened && depth > open[index].depth { open[index].opened = true }
    while let last = open.last, last.opened, depth <= last.depth { open.removeLast() }
    if declaring {
      declaring = false
      declared.insert(identifier)
      open.append((identifier, depth, false))
      return
    }
    if Self.keywords.contains(identifier) {
      declaring = true
      return
    }
    guard let first = identifier.unicodeScalars.first, first.properties.isUppercase else { return }
    if inPreview { inPreviews.insert(identifier) } else { namesOutside.insert(identifier) }
  }
}
