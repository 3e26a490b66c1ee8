import CatalogModel
/// The languages of an Xcode project: `knownRegions = ( en, Base, de, "zh-Hans", );` in its
/// `project.pbxproj`, which Xcode shows as the project's localizations and which a catalog lacking
/// one counts as missing. `Base` (storyboards' base internationalization) is no language.
///
/// The project file comes with a cloned repository, so it is read as hostile: each region must
/// be a language code as `.glossa.yml`'s `languages:` must (`LanguageTag`), else it is left out
/// with a `file:line:col` problem (`../../etc`, `.` or a terminal escape never becomes a column);
/// at most `maximumCount` regions are read, and the reading is linear in the file.
public enum ProjectRegions {
  /// Far above any real project (Xcode offers a few hundred localizations).
  public static let maximumCount = 1_000
  /// Problems named one by one; the rest are counted in one more line.
  public static let maximumProblems = 10

  /// The regions read and what was left out.
  public struct List: Sendable, Equatable {
    /// Language codes in the file's order, each once, without `Base`.
    public var languages: [String] = []
    /// `file:line:col: knownRegions: …` for regions left out.
    public var problems: [String] = []
    /// How many regions were looked at (for tests: at most `maximumCount` + 1).
    package var regionsVisited = 0
  }

  /// Old projects name some regions in English.
  private static let oldNames = [
    "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl",
  ]

  /// The `knownRegions` of the project file `bytes` (named `path` in problems); nil when the
  /// file has no such list.
  public static func read(_ bytes: [UInt8], path: String) -> List? {
    bytes.withUnsafeBufferPointer { read($0, path: path) }
  }

  package static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> List? {
    var cursor = ProjectTextCursor(bytes)
    guard cursor.skipPast(listNamed: "knownRegions") else { return nil }
    var list = List()
    var seen: Set<String> = []
    var unnamed = 0
    func leaveOut(_ message: String, at offset: Int) {
      guard list.problems.count < maximumProblems else {
        unnamed += 1
        return
      }
      let place = cursor.position(of: offset)
      list.problems.append("\(path):\(place.line):\(place.column): knownRegions: \(message)")
    }
    while true {
      cursor.skipSpaceAndComments()
      let start = cursor.offset
      guard let item = cursor.item() else {
        if !cursor.atListEnd { leaveOut("expected a region, a comma or ')'", at: start) }
        break
      }
      list.regionsVisited += 1
      if list.regionsVisited > maximumCount {
        let place = cursor.position(of: start)
        list.problems.append("\(path):\(place.line):\(place.column): knownRegions: more than \(maximumCount) regions: the rest are left out")
        break
      }
      let name = oldNames[item] ?? item
      if name == "Base" || seen.contains(name) {
        // Base is no language; a repeated region is there already.
      } else if name.utf8.count > 4 * LanguageTag.maximumLength {
        // Not quoted back: the message stays one short line however long the region is.
        leaveOut("a region of \(name.utf8.count) bytes is no language code", at: start)
      } else if let problem = LanguageTag.problem(name) {
        leaveOut(problem, at: start)
      } else {
        seen.insert(name)
        list.languages.append(name)
      }
      cursor.skipSpaceAndComments()
      if !cursor.skip(UInt8(ascii: ",")) {
        if !cursor.atListEnd { leaveOut("expected a comma or ')' after a region", at: cursor.offset) }
        break
      }
    }
    if unnamed > 0 { list.problems.append("\(path): knownRegions: \(unnamed) more regions left out") }
    return list
  }
}
