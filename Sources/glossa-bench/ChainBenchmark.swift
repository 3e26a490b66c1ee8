import Foundation
import StringCatalog

/// Lint time of one entry whose substitutions form a chain (issue: never lose a user's work,
/// item 9): `%#@s0@` in the string, and each plural form of `s(i)` reads `%#@s(i+1)@`. The
/// checks must be linear in the size of the entry, so 5× the substitutions should cost about 5×.
enum ChainBenchmark {
  static let sizes = [4_000, 20_000]

  static func run(folder: String) {
    var times: [Double] = []
    for count in sizes {
      let bytes = generate(substitutions: count)
      let path = folder + "/chain-\(count).xcstrings"
      try? Data(bytes).write(to: URL(fileURLWithPath: path))
      var findings = 0
      let time = bestOf(3) { findings = CatalogLinter.lint(bytes: bytes, path: path).findings.count }
      times.append(time)
      print("lint of \(count) chained substitutions (en, de, ru; \(megabytes(bytes.count)) MB): \(milliseconds(time)) ms, \(findings) findings")
    }
    if let first = times.first, let last = times.last, first > 0 {
      let growth = Double(sizes[sizes.count - 1]) / Double(sizes[0])
      print("chained substitutions: \(String(format: "%.1f", last / first))× the time for \(String(format: "%.0f", growth))× the substitutions")
    }
  }

  /// English and German translate every form; Russian has only `one` and `other`, so each of its
  /// plural maps also gets findings (missing `few` and `many`) to locate in the file.
  static func generate(substitutions count: Int) -> [UInt8] {
    var localizations = KeyedList<Localization>()
    for (language, forms) in [("en", ["one", "other"]), ("de", ["one", "other"]), ("ru", ["one", "other"])] {
      var substitutions: [(String, Substitution)] = []
      substitutions.reserveCapacity(count)
      for index in 0..<count {
        let next = index + 1 < count ? "%#@s\(index + 1)@" : "%arg"
        let plural = KeyedList(forms.map { ($0, Localization(value: "\(language) \($0) \(next)", state: .translated)) })
        substitutions.append(("s\(index)", Substitution(formatSpecifier: "lld", variations: Variations(plural: plural))))
      }
      localizations[language] = Localization(
        stringUnit: StringUnit(state: .translated, value: "%#@s0@"), substitutions: KeyedList(substitutions))
    }
    var strings = KeyedList<Entry>()
    strings["chain"] = Entry(localizations: localizations)
    return CatalogWriter.bytes(Catalog(sourceLanguage: "en", version: "1.0", strings: strings))
  }
}
