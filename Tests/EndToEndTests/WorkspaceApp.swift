import Foundation
import StringCatalog

/// A small app's catalogs in nested folders, as a real project holds them: a storyboard catalog
/// written the way Interface Builder writes it (source units `new`), an InfoPlist table with a
/// language no other catalog has, the app's Localizable with the empty key Xcode extracts and
/// stale and don't-translate entries, and a package's catalog. Beside them, catalogs in every
/// kind of folder discovery skips, each of which would change the figures if it were read.
enum WorkspaceApp {
  /// The catalogs discovery finds, relative to the app folder, in path order.
  static let catalogs = [
    "App/Resources/Base.lproj/Main.xcstrings",
    "App/Resources/InfoPlist.xcstrings",
    "App/Sources/Localizable.xcstrings",
    "Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings",
  ]

  static let skipped = [
    ".hidden/Hidden.xcstrings", "App/DerivedData/Build/Derived.xcstrings", "Packages/Kit/.build/checkouts/Dep/Dep.xcstrings",
    "Pods/Lib/Lib.xcstrings", "Carthage/Checkouts/C/C.xcstrings", "node_modules/x/X.xcstrings",
  ]

  /// Writes the app under `folder/name` (every file in Xcode's exact form) and returns its path.
  @discardableResult
  static func write(in folder: URL, name: String = "MyApp") throws -> URL {
    let app = folder.appendingPathComponent(name)
    let texts = [
      """
      {"sourceLanguage":"en","strings":{
      "Xy1-ab-CD.title":{"comment":"Class = \\"NSMenuItem\\"; title = \\"Open\\"; ObjectID = \\"Xy1-ab-CD\\";","localizations":{
        "en":{"stringUnit":{"state":"new","value":"Open"}},"de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
      "Xy2-ab-CD.title":{"comment":"Class = \\"NSMenuItem\\"; title = \\"Close\\"; ObjectID = \\"Xy2-ab-CD\\";","localizations":{
        "en":{"stringUnit":{"state":"new","value":"Close"}},"de":{"stringUnit":{"state":"new","value":"Schließen"}}}}
      },"version":"1.0"}
      """,
      """
      {"sourceLanguage":"en","strings":{
      "CFBundleDisplayName":{"localizations":{
        "de":{"stringUnit":{"state":"translated","value":"Meine App"}},"fr":{"stringUnit":{"state":"translated","value":"Mon app"}}}}
      },"version":"1.0"}
      """,
      """
      {"sourceLanguage":"en","strings":{
      "":{},
      "Brand":{"shouldTranslate":false},
      "Goodbye":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Tschüss"}}}},
      "Hello":{"localizations":{
        "de":{"stringUnit":{"state":"translated","value":"Hallo"}},"ja":{"stringUnit":{"state":"translated","value":"こんにちは"}}}},
      "Old":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt"}}}},
      "Old brand":{"extractionState":"stale","shouldTranslate":false}
      },"version":"1.0"}
      """,
      """
      {"sourceLanguage":"en","strings":{
      "%lld items":{"localizations":{"de":{"variations":{"plural":{
        "one":{"stringUnit":{"state":"translated","value":"%lld Eintrag"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld Einträge"}}}}}}},
      "Retry":{"localizations":{
        "de":{"stringUnit":{"state":"translated","value":"Wiederholen"}},"ja":{"stringUnit":{"state":"translated","value":"再試行"}}}}
      },"version":"1.0"}
      """,
    ]
    for (relative, text) in zip(catalogs, texts) { try writeFormatted(text, to: app.appendingPathComponent(relative)) }
    let noise = "{\"sourceLanguage\":\"en\",\"strings\":{\"Skipped\":{\"localizations\":{\"xx\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"X\"}}}}},\"version\":\"1.0\"}"
    for relative in skipped { try writeFormatted(noise, to: app.appendingPathComponent(relative)) }
    return app
  }

  static func writeFormatted(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(CatalogWriter.bytes(try CatalogReader.read(bytes: Array(text.utf8)).catalog)).write(to: url)
  }
}
