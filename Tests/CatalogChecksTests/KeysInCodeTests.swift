import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// `lint --sources` on a small app: which keys count as used, which are undefined.
final class KeysInCodeTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
  }

  /// Writes `text` at `relative` under the test folder, creating its folders.
  @discardableResult
  private func write(_ relative: String, _ text: String) throws -> String {
    let url = folder.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// A catalog of manual keys (the ones `unused-key` looks at).
  @discardableResult
  private func catalog(_ relative: String, _ keys: [String]) throws -> String {
    var entries: [String: Entry] = [:]
    for key in keys { entries[key] = Fixture.entry(["en": Fixture.unit(key)], extractionState: "manual") }
    return try write(relative, String(decoding: CatalogWriter.bytes(Fixture.catalog(entries)), as: UTF8.self))
  }

  private func lint() -> (unused: [String], undefined: [String]) {
    let run = LintRun(paths: [folder.path], sources: [folder.path])
    return (
      run.findings.filter { $0.check == .unusedKey }.compactMap(\.key).sorted(),
      run.findings.filter { $0.check == .undefinedKey }.compactMap(\.key).sorted()
    )
  }

  func testKeysPassedThroughTernariesArraysVariablesAndHelpersAreUsed() throws {
    try catalog(
      "App/Localizable.xcstrings",
      ["ternary.on", "ternary.off", "array.first", "array.second", "variable.key", "helper.key", "really.unused"])
    try write(
      "App/View.swift",
      """
      Text(isOn ? "ternary.on" : "ternary.off")
      let tabs = ["array.first", "array.second"]
      let title = "variable.key"
      Text(LocalizedStringKey(title))
      row(label: "helper.key")
      """)
    XCTAssertEqual(lint().unused, ["really.unused"])
  }

  func testAnInterpolatedLiteralMatchesKeysWithAnySpecifierInItsGaps() throws {
    try catalog(
      "App/Localizable.xcstrings",
      [
        "status.replied-to-%@", "posts %lld", "pair %1$@ and %2$@", "progress %.1f%%", "photos %#@count@",
        "other-%@",
      ])
    try write(
      "App/View.swift",
      """
      Text("status.replied-to-\\(name)")
      Text("posts \\(count)")
      label("pair \\(a) and \\(b)")
      Text("progress \\(value, specifier: "%.1f")%")
      Text("photos \\(photos.count)")
      Text("missing-\\(name)")
      """)
    let found = lint()
    XCTAssertEqual(found.unused, ["other-%@"])
    XCTAssertEqual(found.undefined, ["missing-%@"])
  }

  func testPackagesWithoutCatalogsAndFoldersWithOtherTablesReadTheAppsCatalog() throws {
    try catalog("Shared/Localizable.xcstrings", ["shared.title", "account.error"])
    // A window's Interface Builder table beside the Mac code, and one package with its own catalog.
    try catalog("Mac/Window/mul.lproj/Window.xcstrings", ["window.title"])
    try write("Mac/AppDelegate.swift", "let title = NSLocalizedString(\"shared.title\", comment: \"\")\n")
    try write("Modules/Log/Package.swift", "// swift-tools-version: 6.0\n")
    try catalog("Modules/Log/Sources/Log/Resources/Localizable.xcstrings", ["log.title"])
    try write("Modules/Log/Sources/Log/Log.swift", "Text(\"log.title\", bundle: .module)\n")
    // A package without catalogs beside it reads the main bundle: the app's catalog.
    try write("Modules/Account/Package.swift", "// swift-tools-version: 6.0\n")
    try write(
      "Modules/Account/Sources/Account/Error.swift",
      "NSLocalizedString(\"account.error\", comment: \"\")\nNSLocalizedString(\"account.missing\", comment: \"\")\n")
    let run = LintRun(paths: [folder.path], sources: [folder.path])
    let undefined = run.findings.filter { $0.check == .undefinedKey }
    XCTAssertEqual(undefined.map(\.key), ["account.missing"])
    XCTAssertEqual(undefined.map(\.message), ["used in code but not defined in Localizable.xcstrings"])
  }

  func testALiteralThatBuildsKeysAtRunTimeUsesEveryKeyItCanBuild() throws {
    try catalog(
      "App/Localizable.xcstrings",
      ["category.apps", "category.games", "row.first.title", "row.second.title", "row.third.subtitle", "other.key"])
    try write(
      "App/View.swift",
      """
      let key = "category.\\(category.rawValue)"
      Text(NSLocalizedString(key, comment: ""))
      Text(NSLocalizedString("row.\\(name).title", comment: ""))
      Text("\\(first) \\(second)")
      """)
    let found = lint()
    // A String built at run time is no key to require; `"\(first) \(second)"` starts with no
    // letters, so it stands for no key.
    XCTAssertEqual(found.undefined, [])
    XCTAssertEqual(found.unused, ["other.key", "row.third.subtitle"])
  }

  func testACatalogTheCodeOfItsFolderNeverReadsCountsEveryScannedUse() throws {
    try catalog("App/Localizable.xcstrings", ["app.key"])
    // A translation tool's input, beside the tool's own code.
    try catalog("Translations/Localizable.xcstrings", ["app.key", "stale.key"])
    try write("Translations/Convert.swift", "let input = \"input.json\"\n")
    try write("App/View.swift", "Text(\"app.key\")\n")
    XCTAssertEqual(lint().unused, ["stale.key"])
  }

  func testLiteralsWithoutLettersAreNeverUndefinedKeys() throws {
    try catalog("App/Localizable.xcstrings", ["title"])
    try write(
      "App/View.swift",
      """
      Text(" ⸱ ")
      Text(", ")
      Text("100%")
      Text("⚠︎")
      Text("\\(first) \\(second)")
      Text("title")
      Text("Load more")
      """)
    XCTAssertEqual(lint().undefined, ["Load more"])
  }

  func testEachSourceFileUsesTheCatalogOfItsTargetFolder() throws {
    try catalog("App/Resources/Localizable.xcstrings", ["app.title", "app.key.used-only-by-the-widget", "shared.key"])
    try catalog("Widget/Localizable.xcstrings", ["widget.title"])
    try write("App/Views/Main.swift", "Text(\"app.title\")\nText(\"widget.title\")\n")
    try write("Widget/Widget.swift", "Text(\"widget.title\")\nText(\"app.key.used-only-by-the-widget\")\n")
    // A package without a catalog of its own, and code shared by both targets: both catalogs.
    try write("Packages/Kit/Package.swift", "// swift-tools-version: 6.0\n")
    try write("Packages/Kit/Sources/Kit/Row.swift", "Text(\"widget.title\")\nText(\"nowhere.key\")\n")
    try write("Shared/Strings.swift", "let key = \"shared.key\"\n")
    let found = lint()
    XCTAssertEqual(found.undefined, ["app.key.used-only-by-the-widget", "nowhere.key", "widget.title"])
    XCTAssertEqual(found.unused, ["app.key.used-only-by-the-widget"])
    let run = LintRun(paths: [folder.path], sources: [folder.path])
    let places = run.findings.filter { $0.check == .undefinedKey }.map {
      ($0.file?.split(separator: "/").suffix(2).joined(separator: "/") ?? "") + " " + $0.message
    }
    XCTAssertEqual(
      places.sorted(),
      [
        "Kit/Row.swift used in code but not defined in Resources/Localizable.xcstrings, Widget/Localizable.xcstrings",
        "Views/Main.swift used in code but not defined in Localizable.xcstrings",
        "Widget/Widget.swift used in code but not defined in Localizable.xcstrings",
      ])
  }

  func testTextInPreviewsNeedsNoKey() throws {
    try catalog("App/Localizable.xcstrings", ["preview.key"])
    try write(
      "App/View.swift",
      """
      #Preview("Row") {
        List { Text("Item 1") }
      }
      struct Row_Previews: PreviewProvider {
        static var previews: some View { VStack { Text("Hello world!"); Text("preview.key") } }
      }
      struct Row: View {
        var body: some View { Text("Shipped text") }
      }
      """)
    let found = lint()
    XCTAssertEqual(found.undefined, ["Shipped text"])
    XCTAssertEqual(found.unused, [])
  }

  func testObjectiveCRawAndBlockLiteralsCountButCommentsDoNot() throws {
    try catalog(
      "App/Localizable.xcstrings",
      ["objc.key", "raw.key", "raw-%@", "block.key", "comment.key", "block.comment.key", "char.key"])
    try write("App/Legacy.m", "NSString *key = @\"objc.key\";\nchar quote = '\"'; NSString *other = @\"char.key\";\n")
    try write(
      "App/View.swift",
      """
      let raw = #"raw.key"#
      let pattern = #"raw-\\#(name)"#
      let block = \"\"\"
        block.key
        \"\"\"
      // let unused = "comment.key"
      /* "block.comment.key" /* nested */ */
      """)
    XCTAssertEqual(lint().unused, ["block.comment.key", "comment.key"])
  }

  func testSwiftGenKeysAreUsesAndMustBeDefined() throws {
    try catalog("App/Localizable.xcstrings", ["generated.title", "generated.unused"])
    try write(
      "App/Generated/Strings.swift",
      """
      internal enum L10n {
        internal static let title = L10n.tr("Localizable", "generated.title", fallback: "Title")
        internal static let gone = L10n.tr("Localizable", "generated.gone", fallback: "Gone")
        private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { "" }
      }
      """)
    let found = lint()
    XCTAssertEqual(found.undefined, ["generated.gone"])
    XCTAssertEqual(found.unused, ["generated.unused"])
  }
}

final class SourceLiteralTests: XCTestCase {
  private func literals(_ code: String) -> Set<SourceLiteral> {
    SourceKeyScanner.scan(bytes: Array(code.utf8), file: "A.swift").literals
  }

  func testLiteralsAreSplitAtInterpolationsAndNestedLiteralsRead() {
    XCTAssertEqual(
      literals("x(\"a-\\(flag ? \"on\" : \"off\")-b\")"),
      [SourceLiteral(pieces: ["a-", "-b"]), SourceLiteral("on"), SourceLiteral("off")])
  }

  func testRawStringsInterpolateOnlyWithTheirHashes() {
    XCTAssertEqual(literals("#\"a\\(x)\"#"), [SourceLiteral("a\\(x)")])
    XCTAssertEqual(literals("##\"a\\##(x)b\"# c\"##"), [SourceLiteral(pieces: ["a", "b\"# c"])])
  }

  func testBlockLiteralsLoseTheirIndentationAndOuterLineBreaks() {
    let code = "let s = \"\"\"\n    first \\(x)\n      second\n    \"\"\"\n"
    XCTAssertEqual(literals(code), [SourceLiteral(pieces: ["first ", "\n  second"])])
  }

  /// A literal inside an interpolation inside a literal… is read to a bounded depth (deeper ones
  /// are skipped as text), so a hostile file cannot overflow the stack.
  func testDeeplyNestedInterpolationsAreReadToABoundedDepth() {
    let opening = String(repeating: "\"\\(", count: 200_000)
    let code = "Text(" + opening + "\"deep\"" + String(repeating: ")\"", count: 200_000) + ")\n"
    let scan = SourceKeyScanner.scan(bytes: Array(code.utf8), file: "A.swift")
    XCTAssertEqual(scan.path, "A.swift")
    let shallow = literals("Text(\"a\\(x ? \"b\\(y ? \"c\" : \"d\")\" : \"e\")\")")
    XCTAssertEqual(
      shallow,
      [
        SourceLiteral(pieces: ["a", ""]), SourceLiteral(pieces: ["b", ""]), SourceLiteral("c"), SourceLiteral("d"),
        SourceLiteral("e"),
      ])
  }

  func testKeysAreSplitAtArgumentSpecifiersOnly() {
    XCTAssertEqual(KeyPatternIndex.pieces(ofKey: "%1$@ of %2$lld"), ["", " of ", ""])
    XCTAssertEqual(KeyPatternIndex.pieces(ofKey: "100%% done"), ["100% done"])
    XCTAssertEqual(KeyPatternIndex.pieces(ofKey: "%#@photos@ left"), ["", " left"])
    XCTAssertEqual(KeyPatternIndex.pieces(ofKey: "50 % off"), ["50 % off"])
  }

  /// Each literal is one look-up per catalog, whatever the number of keys: no scan of
  /// keys × literals (which would be 200 million steps here).
  func testMatchingWorkGrowsWithLiteralsNotKeysTimesLiterals() {
    let count = 10_000
    let keys = Set((0..<count).map { "key.\($0)-%@" } + (0..<count).map { "plain.\($0)" })
    let inventory = KeyInventory(table: "Localizable", keys: keys, manualKeys: [])
    var matching = KeyMatching(files: [("Localizable.xcstrings", inventory)])
    // 100 files of 100 literals each, half interpolated, all with the same catalog.
    let sources = (0..<100).map { file in
      SourceFileScan(
        path: "File\(file).swift", uses: [],
        literals: Set(
          (0..<100).map { line in
            let number = file * 100 + line
            return number % 2 == 0 ? SourceLiteral(pieces: ["key.\(number)-", ""]) : SourceLiteral("plain.\(number)")
          }))
    }
    let used = matching.usedKeys(in: [0], sources: sources, owners: Array(repeating: [0], count: sources.count))
    XCTAssertEqual(used[0]?.count, 10_000)
    // One look-up and one key found per literal; and for each of the 5,000 interpolated ones
    // (which could build keys at run time), one search and the one key with its prefix.
    XCTAssertEqual(matching.work, 2 * 10_000 + 2 * 5_000)
  }
}
