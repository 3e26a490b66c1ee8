import Foundation
import XCTest

/// Issue 33 item 16: a type only previews use (IceCubesApp's `WrapperForPreview`, built only by a
/// `PreviewProvider`) is preview code: its literals are not `undefined-key`. A view previewed in
/// its own file but shown by another file's code still ships, and is still checked.
final class PreviewOnlyTypeCLITests: XCTestCase {
  func testTextsOfATypeOnlyPreviewsUseAreNotUndefinedKeys() throws {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
    try folder.write(
      "App/MediaView.swift",
      Array(
        """
        import SwiftUI

        struct MediaView: View {
          var body: some View { Text("media.title") }
        }

        struct WrapperForPreview: View {
          var body: some View {
            Text("Preview wrapper text")
          }
        }

        struct MediaView_Previews: PreviewProvider {
          static var previews: some View {
            WrapperForPreview()
            MediaView()
          }
        }

        """.utf8))
    try folder.write("App/ContentView.swift", Array("struct ContentView: View {\n  var body: some View { MediaView() }\n}\n".utf8))
    try folder.write("Localizable.xcstrings", Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n".utf8))

    let run = try GlossaExecutable.run(
      ["lint", "--enable-only", "undefined-key", "--sources", "App", "Localizable.xcstrings"], in: folder.url)

    XCTAssertEqual(
      run.stdout,
      "App/MediaView.swift:4:30: error: [undefined-key] media.title · - · used in code but not defined in Localizable.xcstrings\n")
  }
}
