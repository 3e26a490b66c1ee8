import Foundation

/// A hand-written `de.xcloc` as Xcode hands it out: `contents.json` and one XLIFF holding a
/// catalog's `<file>` (a plural, a unit without a target, a needs-review target), then a
/// storyboard's and a `.strings` table's, with the odd spacing, comments and attributes a real
/// file has — so a save that touches anything but the edited `<target>` shows in a byte compare.
package enum XclocFixture {
  package static let xliff = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
        </header>
        <body>
          <trans-unit id="%lld photos|==|plural.one" xml:space="preserve">
            <source>%lld photo</source>
            <target state="translated">%lld Foto</target>
            <note>Photos on a hike.</note>
          </trans-unit>
          <trans-unit id="%lld photos|==|plural.other" xml:space="preserve">
            <source>%lld photos</source>
            <target state="translated">%lld Fotos</target>
            <note>Photos on a hike.</note>
          </trans-unit>
          <trans-unit id="Cancel" xml:space="preserve">
            <source>Cancel</source>
            <target state="translated">Abbrechen</target>
            <note>Button that closes the sheet.</note>
          </trans-unit>
          <trans-unit id="Delete Hike" xml:space="preserve">
            <source>Delete Hike</source>
            <target state="needs-review-translation">Wanderung löschen</target>
            <note/>
          </trans-unit>
          <trans-unit id="Done" xml:space="preserve">
            <source>Done</source>
            <note>Finishes editing.</note>
          </trans-unit>
        </body>
      </file>
      <!-- Interface Builder: ids are object ids. -->
      <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
        </header>
        <body>
          <trans-unit id="abc-12-def.title"   xml:space="preserve">
            <source>Settings</source>
            <target  state="translated"   >Einstellungen</target>
            <note>Class = "UINavigationItem"; title = "Settings"; ObjectID = "abc-12-def";</note>
          </trans-unit>
        </body>
      </file>
      <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="CFBundleDisplayName" xml:space="preserve">
            <source>Hikes</source>
            <target state="translated">Wanderungen</target>
            <note>Bundle display name</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  package static let contents = """
    {
      "developmentRegion" : "en",
      "project" : "Hikes.xcodeproj",
      "targetLocale" : "de",
      "toolInfo" : {
        "toolBuildNumber" : "16A242d",
        "toolID" : "com.apple.dt.xcode",
        "toolName" : "Xcode",
        "toolVersion" : "16.0"
      },
      "version" : "1.0"
    }
    """

  /// Writes `de.xcloc` into `folder`; returns the bundle's path.
  @discardableResult
  package static func write(in folder: String, xliff: String = xliff, contents: String = contents) throws -> String {
    let bundle = folder + "/de.xcloc"
    for sub in ["Localized Contents", "Source Contents/App", "Notes"] {
      try FileManager.default.createDirectory(atPath: bundle + "/" + sub, withIntermediateDirectories: true)
    }
    try Data(contents.utf8).write(to: URL(fileURLWithPath: bundle + "/contents.json"))
    try Data(xliff.utf8).write(to: URL(fileURLWithPath: xliffPath(of: bundle)))
    return bundle
  }

  package static func xliffPath(of bundle: String) -> String {
    bundle + "/Localized Contents/de.xliff"
  }

  /// The fixture's XLIFF with `old` replaced by `new` exactly once (what a save of one edit must write).
  package static func xliff(replacing old: String, with new: String) -> String {
    guard let range = xliff.range(of: old) else { return xliff }
    return xliff.replacingCharacters(in: range, with: new)
  }
}
