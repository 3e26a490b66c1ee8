import Foundation
import TestSupport
import XCTest

/// The `glossa` binary: format, stats, help and version, with exit codes and output.
final class CLITests: XCTestCase {
  static let formatted = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Element"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld Elemente"
                    }
                  }
                }
              }
            }
          }
        },
        "Hello" : {
          "comment" : "Greeting",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Bonjour"
              }
            }
          }
        },
        "Logo" : {
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """#

  /// The same catalog as another tool might write it: on one line, in another order, with `": "` and a final newline.
  static let unformatted = """
    {"version": "1.0", "strings": {"Logo": {"shouldTranslate": false}, "Hello": {"localizations": {"fr": {"stringUnit": {"value": "Bonjour", "state": "new"}}, "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}, "comment": "Greeting"}, "%lld items": {"localizations": {"de": {"variations": {"plural": {"other": {"stringUnit": {"state": "needs_review", "value": "%lld Elemente"}}, "one": {"stringUnit": {"state": "translated", "value": "%lld Element"}}}}}}}}, "sourceLanguage": "en"}

    """

  // MARK: format

  func testFormatCheckOnAFormattedFileExitsZeroAndTouchesNothing() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(Self.formatted.utf8))
    let before = fileStatus(path)
    usleep(20_000)
    let run = try GlossaExecutable.run(["format", "--check", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(run.stderr, "")
    let after = fileStatus(path)
    XCTAssertEqual([after.mtime.tv_sec, after.mtime.tv_nsec], [before.mtime.tv_sec, before.mtime.tv_nsec], "mtime unchanged")
    XCTAssertEqual(try folder.bytes("Localizable.xcstrings"), Array(Self.formatted.utf8))
  }

  func testFormatWithoutCheckLeavesAFormattedFileAlone() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(Self.formatted.utf8))
    let before = fileStatus(path)
    usleep(20_000)
    let run = try GlossaExecutable.run(["format", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "")
    let after = fileStatus(path)
    XCTAssertEqual([after.mtime.tv_sec, after.mtime.tv_nsec], [before.mtime.tv_sec, before.mtime.tv_nsec], "not rewritten")
  }

  func testFormatCheckListsAnUnformattedFileAndExitsOneWithoutWriting() throws {
    let folder = try CLIFolder()
    let good = try folder.write("Good.xcstrings", Array(Self.formatted.utf8))
    let bad = try folder.write("Bad.xcstrings", Array(Self.unformatted.utf8))
    let before = fileStatus(bad)
    usleep(20_000)
    let run = try GlossaExecutable.run(["format", "--check", good, bad])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(run.stdout, bad + "\n")
    XCTAssertEqual(run.stderr, "")
    XCTAssertEqual(try folder.bytes("Bad.xcstrings"), Array(Self.unformatted.utf8), "nothing written")
    let after = fileStatus(bad)
    XCTAssertEqual([after.mtime.tv_sec, after.mtime.tv_nsec], [before.mtime.tv_sec, before.mtime.tv_nsec])
  }

  func testFormatRewritesAnUnformattedFileKeepingItsPermissions() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(Self.unformatted.utf8))
    XCTAssertEqual(chmod(path, 0o640), 0)
    let run = try GlossaExecutable.run(["format", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "formatted \(path)\n")
    XCTAssertEqual(try folder.bytes("Localizable.xcstrings"), Array(Self.formatted.utf8))
    XCTAssertEqual(fileStatus(path).mode, 0o640)
    XCTAssertEqual(try folder.contents(), ["Localizable.xcstrings"], "no temporary file left")

    let check = try GlossaExecutable.run(["format", "--check", path])
    XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    XCTAssertEqual(check.stdout, "")
  }

  func testAMalformedFileExitsTwoAndTheOthersAreStillProcessed() throws {
    let folder = try CLIFolder()
    let first = try folder.write("A.xcstrings", Array(Self.unformatted.utf8))
    let broken = try folder.write("B.xcstrings", Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : tru\n  }\n}".utf8))
    let last = try folder.write("C.xcstrings", Array(Self.unformatted.utf8))
    let run = try GlossaExecutable.run(["format", first, broken, last])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "\(broken):4:11: expected a string entry (an object), found 't'\n")
    XCTAssertEqual(run.stdout, "formatted \(first)\nformatted \(last)\n")
    XCTAssertEqual(try folder.bytes("A.xcstrings"), Array(Self.formatted.utf8))
    XCTAssertEqual(try folder.bytes("C.xcstrings"), Array(Self.formatted.utf8))

    let check = try GlossaExecutable.run(["format", "--check", broken, first])
    XCTAssertEqual(check.status, 2, "a malformed file wins over 'would change'")
    XCTAssertTrue(check.stderr.hasPrefix("\(broken):4:11: "), check.stderr)
  }

  func testAMissingFileExitsTwo() throws {
    let folder = try CLIFolder()
    let run = try GlossaExecutable.run(["format", "--check", folder.path("Missing.xcstrings")])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: \(folder.path("Missing.xcstrings")): No such file or directory\n")
  }

  func testDuplicateWarningsGoToStandardError() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Dup.xcstrings", Array("{\"sourceLanguage\":\"en\",\n\"strings\":{\"a\":{},\n\"a\":{}}}".utf8))
    let run = try GlossaExecutable.run(["format", path])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.stderr, "\(path):3:1: warning: duplicate member \"a\" (first on line 2); the last one wins, as in Xcode\n")
    XCTAssertEqual(run.stdout, "formatted \(path)\n")
  }

  func testFormatCheckOnXcodeExactCorpusFiles() throws {
    try TestCorpus.require()
    let names = [
      "liamnichols__xcstrings-tool__Tests_XCStringsToolTests___Fixtures___Variations.xcstrings",
      "Ranchero-Software__NetNewsWire__Shared_DefaultAccountNames.xcstrings",
      "coteditor__CotEditor__CotEditor_Localizables_AppShortcuts.xcstrings",
    ]
    let run = try GlossaExecutable.run(["format", "--check"] + names.map { CLIPaths.corpus.appendingPathComponent($0).path })
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertEqual(run.stdout, "")
  }

  // MARK: stats

  func testStatsJSONHasTheDocumentedShape() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(Self.formatted.utf8))
    let run = try GlossaExecutable.run(["stats", "--json", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(Array(json.keys), ["files"])
    let files = try XCTUnwrap(json["files"] as? [[String: Any]])
    XCTAssertEqual(files.count, 1)
    let file = files[0]
    XCTAssertEqual(Set(file.keys), ["path", "sourceLanguage", "entries", "languages"])
    XCTAssertEqual(file["path"] as? String, path)
    XCTAssertEqual(file["sourceLanguage"] as? String, "en")
    XCTAssertEqual(file["entries"] as? Int, 3)
    let languages = try XCTUnwrap(file["languages"] as? [[String: Any]])
    XCTAssertEqual(languages.map { $0["language"] as? String }, ["en", "de", "fr"])
    for language in languages {
      XCTAssertEqual(
        Set(language.keys),
        ["language", "total", "translated", "needsReview", "machineTranslated", "new", "missing", "stale", "doNotTranslate", "percent"])
    }
    func numbers(_ language: [String: Any]) -> [Double] {
      ["total", "translated", "needsReview", "machineTranslated", "new", "missing", "stale", "doNotTranslate", "percent"].map { ($0, language[$0]) }.map {
        ($0.1 as? NSNumber)?.doubleValue ?? -1
      }
    }
    // Logo is not translated (left out, counted as don't translate); %lld items has a needs_review plural form.
    XCTAssertEqual(numbers(languages[0]), [2, 2, 0, 0, 0, 0, 0, 1, 100])
    XCTAssertEqual(numbers(languages[1]), [2, 1, 1, 0, 0, 0, 0, 1, 50])
    XCTAssertEqual(numbers(languages[2]), [2, 0, 0, 0, 1, 1, 0, 1, 0])
  }

  func testStatsJSONForTheSampleAndSeveralFiles() throws {
    let folder = try CLIFolder()
    let weird = try folder.write("We\"ird\\name.xcstrings", Array(Self.formatted.utf8))
    let sample = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    let run = try GlossaExecutable.run(["stats", "--json", weird, sample])
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let files = try XCTUnwrap(json["files"] as? [[String: Any]])
    XCTAssertEqual(files.map { $0["path"] as? String }, [sample, weird], "in path order")
    XCTAssertEqual(files[0]["entries"] as? Int, 21)
    let languages = try XCTUnwrap(files[0]["languages"] as? [[String: Any]])
    XCTAssertEqual(languages.map { $0["language"] as? String }, ["en", "ar", "de", "fr", "ja", "ru"])
    XCTAssertEqual(languages.map { ($0["percent"] as? NSNumber)?.doubleValue }, [100, 44.4, 88.8, 61.1, 66.6, 55.5])
    XCTAssertEqual(languages.map { $0["missing"] as? Int }, [0, 8, 0, 3, 5, 5], "the stale entry is not missing")
  }

  func testStatsTable() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(Self.formatted.utf8))
    let run = try GlossaExecutable.run(["stats", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      \(path): 3 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      2           2       0        0    0        0      0    1     100%
      de               2           1       1        0    0        0      0    1      50%
      fr               2           0       0        0    1        1      0    1       0%

      """)
  }

  func testStatsOnAMalformedFileExitsTwoAndReportsTheOthers() throws {
    let folder = try CLIFolder()
    let good = try folder.write("Good.xcstrings", Array(Self.formatted.utf8))
    let bad = try folder.write("Bad.xcstrings", Array("{\n  \"sourceLanguage\" : \"en\"\n".utf8))
    let run = try GlossaExecutable.run(["stats", "--json", bad, good])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "\(bad):1:1: unexpected end of file: the object opened here is not closed\n")
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    XCTAssertEqual((json["files"] as? [[String: Any]])?.map { $0["path"] as? String }, [good])
  }

  // MARK: help and version

  func testHelpAndVersion() throws {
    let help = try GlossaExecutable.run(["--help"])
    XCTAssertEqual(help.status, 0, help.stderr)
    XCTAssertTrue(help.stdout.contains("format"), help.stdout)
    XCTAssertTrue(help.stdout.contains("stats"), help.stdout)

    let version = try GlossaExecutable.run(["--version"])
    XCTAssertEqual(version.status, 0, version.stderr)
    // Its form and where it comes from: VersionCLITests.
    XCTAssertNotNil(VersionCLITests.parts(of: version.stdout), version.stdout)

    let formatHelp = try GlossaExecutable.run(["format", "--help"])
    XCTAssertEqual(formatHelp.status, 0, formatHelp.stderr)
    XCTAssertTrue(formatHelp.stdout.contains("--check"), formatHelp.stdout)

    let statsHelp = try GlossaExecutable.run(["stats", "--help"])
    XCTAssertEqual(statsHelp.status, 0, statsHelp.stderr)
    XCTAssertTrue(statsHelp.stdout.contains("--json"), statsHelp.stdout)
  }

  func testUnknownOptionsAreUsageErrors() throws {
    let run = try GlossaExecutable.run(["format", "--no-such-option", "x.xcstrings"])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertFalse(run.stderr.isEmpty)
  }
}
