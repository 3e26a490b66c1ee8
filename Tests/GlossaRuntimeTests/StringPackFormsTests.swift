import GlossaRuntime
import XCTest

final class StringPackFormsTests: XCTestCase {
  func pack(language: String, rules: String, values: String, device: String = "iphone") throws -> (
    PackFixture, StringPack
  ) {
    let fixture = try PackFixture([
      "app-languages.json": Manifests.languages(
        layout: "json",
        entries: [
          Manifests.entry("en", fallback: ["en"]), Manifests.entry(language, fallback: [language, "en"], rules: rules),
        ]),
      "app-en.json": "{}",
      "app-\(language).json": values,
    ])
    return (fixture, try StringPack(directory: fixture.directory, preferredLanguages: [language], deviceName: device))
  }

  func testPluralFormChosenByTheRulesThePackCarries() throws {
    let (_, polish) = try pack(
      language: "pl", rules: Manifests.polishRules,
      values: #"""
        {"trip.stops.count": {"plural": {"one": "%lld przystanek", "few": "%lld przystanki",
          "many": "%lld przystanków", "other": "%lld przystanku"}}}
        """#)
    XCTAssertEqual(
      [1, 2, 5, 12, 22, 25, 0].map { polish.string("trip.stops.count", count: $0) },
      [
        "1 przystanek", "2 przystanki", "5 przystanków", "12 przystanków", "22 przystanki", "25 przystanków",
        "0 przystanków",
      ])
    XCTAssertEqual(polish.string("trip.stops.count", decimalCount: "1.5"), "1.5 przystanku")
    XCTAssertEqual(polish["trip.stops.count"], "%lld przystanku")
  }

  func testRulesComeFromThePackNotFromATable() throws {
    let (_, odd) = try pack(
      language: "xx", rules: #"{"one": "n = 7", "other": ""}"#,
      values: #"{"k": {"plural": {"one": "seven", "other": "not seven"}}}"#)
    XCTAssertEqual([odd.string("k", count: 7), odd.string("k", count: 1)], ["seven", "not seven"])
  }

  func testVisibleFractionDigitsChooseTheForm() throws {
    let (_, english) = try pack(
      language: "en-GB", rules: Manifests.englishRules,
      values: #"{"km": {"plural": {"one": "%@ kilometre", "other": "%@ kilometres"}}}"#)
    XCTAssertEqual(english.string("km", decimalCount: "1"), "1 kilometre")
    XCTAssertEqual(english.string("km", decimalCount: "1.0"), "1.0 kilometres")
    XCTAssertEqual(english.string("km", 1.0), "1 kilometre")
    XCTAssertEqual(english.string("km", 2.5), "2.5 kilometres")
  }

  func testDeviceFormsFollowTheDeviceNameAndFallBackToOther() throws {
    let values = #"""
      {"tap": {"device": {"iphone": "Tap", "ipad": "Tap or click",
        "other": {"plural": {"one": "Click %lld time", "other": "Click %lld times"}}}}}
      """#
    let (_, pad) = try pack(language: "en-AU", rules: Manifests.englishRules, values: values, device: "ipad")
    let (_, mac) = try pack(language: "en-AU", rules: Manifests.englishRules, values: values, device: "mac")
    XCTAssertEqual(pad["tap"], "Tap or click")
    XCTAssertEqual([mac.string("tap", count: 1), mac.string("tap", count: 3)], ["Click 1 time", "Click 3 times"])
  }

  func testSubstitutionsChooseTheirFormByTheirArgument() throws {
    let (_, german) = try pack(
      language: "de", rules: Manifests.englishRules,
      values: #"""
        {"trip.summary": {"format": "%@ fährt %#@days@ mit %#@stops@",
          "substitutions": {
            "days": {"argNum": 2, "formatSpecifier": "lld", "plural": {"one": "%arg Tag", "other": "%arg Tage"}},
            "stops": {"argNum": 3, "formatSpecifier": "lld",
              "plural": {"one": "einem Halt", "other": "%arg Halten"}}}}}
        """#)
    XCTAssertEqual(german.string("trip.summary", "Anna", 1, 4), "Anna fährt 1 Tag mit 4 Halten")
    XCTAssertEqual(german.string("trip.summary", "Ben", 3, 1), "Ben fährt 3 Tage mit einem Halt")
    XCTAssertEqual(german["trip.summary"], "%@ fährt %2$lld Tage mit %3$lld Halten")
  }

  func testUnknownSubstitutionStaysAsWritten() throws {
    let (_, german) = try pack(
      language: "de", rules: Manifests.englishRules,
      values: #"{"k": {"format": "%#@nope@ and %#@", "substitutions": {}}}"#)
    XCTAssertEqual(german.string("k", 1), "%#@nope@ and %#@")
  }

  /// As Foundation does with .stringsdict: a "zero" form serves 0 even where
  /// CLDR has no zero category (English "No stops").
  func testZeroFormServesZeroInEveryLanguage() throws {
    let (_, english) = try pack(
      language: "en-CA", rules: Manifests.englishRules,
      values: #"""
        {"stops": {"plural": {"zero": "No stops", "one": "%lld stop", "other": "%lld stops"}},
         "trip": {"format": "Trip with %#@stops@", "substitutions": {"stops": {"argNum": 1, "formatSpecifier": "lld",
           "plural": {"zero": "no stops", "other": "%arg stops"}}}}}
        """#)
    XCTAssertEqual(
      [english.string("stops", count: 0), english.string("stops", count: 1), english.string("stops", count: 10)],
      ["No stops", "1 stop", "10 stops"])
    XCTAssertEqual(english.string("stops", decimalCount: "0.0"), "0.0 stops")
    XCTAssertEqual(
      [english.string("trip", 0), english.string("trip", 2)], ["Trip with no stops", "Trip with 2 stops"])
  }

  /// What an exporter may also write: a format that varies by device, a
  /// substitution without argNum or formatSpecifier, device forms in a
  /// substitution, and the positional token `%N$#@name@`.
  func testSubstitutionShapesBeyondThePlainOne() throws {
    let (_, english) = try pack(
      language: "en-NZ", rules: Manifests.englishRules,
      values: #"""
        {"by.device": {"format": {"device": {"mac": "Click %#@n@", "other": "Tap %#@n@"}},
           "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld",
             "plural": {"one": "once", "other": "%arg times"}}}},
         "by.place": {"format": "%@ has %#@files@ in %#@dirs@",
           "substitutions": {"files": {"plural": {"one": "%arg file", "other": "%arg files"}},
             "dirs": {"formatSpecifier": "lld", "plural": {"one": "%arg folder", "other": "%arg folders"}}}},
         "positional": {"format": "%2$#@stops@ for %1$@", "substitutions": {"stops": {"formatSpecifier": "lld",
           "device": {"mac": "%arg stops (Mac)", "other": "%arg stops"}}}}}
        """#, device: "mac")
    XCTAssertEqual([english.string("by.device", 1), english.string("by.device", 4)], ["Click once", "Click 4 times"])
    XCTAssertEqual(english.string("by.place", "Disk", 1, 3), "Disk has 1 file in 3 folders")
    XCTAssertEqual(english.string("positional", "Anna", 7), "7 stops (Mac) for Anna")
  }
}
