import Foundation
import TestSupport
import XCTest

/// `glossa lint` as a user runs it: output formats, exit statuses, options.
final class LintCLITests: XCTestCase {
  private let cleanCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// Line 4 key "Save" has no fr (missing, error); de is new (warning); fr "%@" for "%lld" (error).
  private let brokenCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld photos" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld Fotos"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%@ photos"
              }
            }
          }
        },
        "Save" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Save"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  private let warningOnlyCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Save" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Sichern"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  private static let textLine = try? NSRegularExpression(
    pattern: #"^[^:]+:[0-9]+:[0-9]+: (error|warning): \[[a-z-]+\] .+ · .+ · .+$"#)

  private func matchesTextFormat(_ line: String) -> Bool {
    guard let pattern = Self.textLine else { return false }
    return pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
  }

  func testTextFindingsAreLocatedSortedAndExitOne() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(brokenCatalog.utf8))
    let run = try GlossaExecutable.run(["lint", path])
    XCTAssertEqual(run.status, 1, run.stderr)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines,
      [
        "\(path):15:23: error: [format-specifiers] %lld photos · fr · argument 1 is %@ but %lld in the source",
        "\(path):20:5: error: [missing] Save · fr · no translation",
        "\(path):25:23: warning: [new] Save · de · not translated yet (state new)",
      ])
    XCTAssertTrue(lines.allSatisfy(matchesTextFormat))
    XCTAssertEqual(run.stderr, "2 errors, 1 warning in 1 file\n")
  }

  func testACleanCatalogExitsZero() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Clean.xcstrings", Array(cleanCatalog.utf8))
    let run = try GlossaExecutable.run(["lint", path])
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(run.stderr, "0 errors, 0 warnings in 1 file\n")
  }

  func testWarningsFailOnlyWithStrict() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Warn.xcstrings", Array(warningOnlyCatalog.utf8))
    XCTAssertEqual(try GlossaExecutable.run(["lint", path]).status, 0)
    XCTAssertEqual(try GlossaExecutable.run(["lint", "--strict", path]).status, 1)
  }

  func testMalformedAndMissingInputExitTwoAndOtherFilesAreStillLinted() throws {
    let folder = try CLIFolder()
    let bad = try folder.write("Bad.xcstrings", Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : ]\n}".utf8))
    let good = try folder.write("Good.xcstrings", Array(brokenCatalog.utf8))
    let run = try GlossaExecutable.run(["lint", bad, good, folder.path("Nope.xcstrings")])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stdout.contains("\(bad):4:11: error: [parse-error]"), run.stdout)
    XCTAssertFalse(run.stdout.contains("Nope.xcstrings"), run.stdout)
    XCTAssertTrue(run.stderr.contains("glossa: \(folder.path("Nope.xcstrings")): No such file or directory\n"), run.stderr)
    XCTAssertTrue(run.stdout.contains("\(good):20:5: error: [missing]"), run.stdout)
  }

  func testStringsSyntaxErrorsAreLocatedAndExitTwo() throws {
    let folder = try CLIFolder()
    let lproj = folder.url.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let path = lproj.appendingPathComponent("Localizable.strings").path
    try Data("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n".utf8).write(to: URL(fileURLWithPath: path))
    let run = try GlossaExecutable.run(["lint", folder.url.path])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stdout.hasPrefix("\(path):2:10: error: [parse-error] - · - · expected ';'"), run.stdout)
  }

  func testFoldersAreSearchedRecursivelySkippingHiddenOnes() throws {
    let folder = try CLIFolder()
    let nested = folder.url.appendingPathComponent("App/Resources/de.lproj")
    let hidden = folder.url.appendingPathComponent(".build")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    try Data(cleanCatalog.utf8).write(to: folder.url.appendingPathComponent("App/Localizable.xcstrings"))
    try Data("\"a\" = \"A\";\n\"a\" = \"B\";\n".utf8).write(to: nested.appendingPathComponent("Localizable.strings"))
    try Data("not json".utf8).write(to: hidden.appendingPathComponent("Copy.xcstrings"))
    let run = try GlossaExecutable.run(["lint", folder.url.path])
    XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    XCTAssertTrue(run.stdout.contains("de.lproj/Localizable.strings:2:1: error: [duplicate-key] a · de · “a” appears again (first on line 1"), run.stdout)
    XCTAssertTrue(run.stderr.hasSuffix("in 2 files\n"), run.stderr)
  }

  func testJSONOutputHasFindingsAndSummary() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(brokenCatalog.utf8))
    let run = try GlossaExecutable.run(["lint", "--format", "json", path])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "")
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
    XCTAssertEqual(findings.count, 3)
    for finding in findings {
      XCTAssertEqual(
        Set(finding.keys), ["file", "line", "column", "severity", "id", "key", "language", "path", "message"])
    }
    XCTAssertEqual(findings.first?["id"] as? String, "format-specifiers")
    XCTAssertEqual(findings.first?["line"] as? Int, 15)
    let summary = try XCTUnwrap(object["summary"] as? [String: Any])
    XCTAssertEqual(summary["errors"] as? Int, 2)
    XCTAssertEqual(summary["warnings"] as? Int, 1)
    XCTAssertEqual(summary["files"] as? Int, 1)
    XCTAssertEqual((summary["byCheck"] as? [String: Int])?["missing"], 1)
  }

  func testGitHubOutputIsWorkflowAnnotations() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Local,izable.xcstrings", Array(brokenCatalog.utf8))
    let run = try GlossaExecutable.run(["lint", "--format", "github", path])
    XCTAssertEqual(run.status, 1)
    let escapedPath = path.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    XCTAssertEqual(
      run.stdout.split(separator: "\n").map(String.init),
      [
        "::error file=\(escapedPath),line=15,col=23,title=glossa [format-specifiers]::%25lld photos · fr · argument 1 is %25@ but %25lld in the source",
        "::error file=\(escapedPath),line=20,col=5,title=glossa [missing]::Save · fr · no translation",
        "::warning file=\(escapedPath),line=25,col=23,title=glossa [new]::Save · de · not translated yet (state new)",
      ])
  }

  func testChecksCanBeChosenAndLanguagesNarrowed() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(brokenCatalog.utf8))
    let disabled = try GlossaExecutable.run(["lint", "--disable", "missing,format-specifiers", path])
    XCTAssertEqual(disabled.status, 0)
    XCTAssertEqual(disabled.stdout.split(separator: "\n").count, 1)
    let only = try GlossaExecutable.run(["lint", "--enable-only", "missing", path])
    XCTAssertEqual(only.stdout.split(separator: "\n").map { $0.contains("[missing]") }, [true])
    let german = try GlossaExecutable.run(["lint", "--languages", "de", path])
    XCTAssertEqual(german.status, 0)
    XCTAssertTrue(german.stdout.split(separator: "\n").allSatisfy { $0.contains(" · de · ") }, german.stdout)
    let unknown = try GlossaExecutable.run(["lint", "--disable", "nonsense", path])
    XCTAssertNotEqual(unknown.status, 0)
    XCTAssertTrue(unknown.stderr.contains("unknown check id 'nonsense'"), unknown.stderr)
  }

  func testMinimumCoverage() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(brokenCatalog.utf8))
    let run = try GlossaExecutable.run(["lint", "--enable-only", "coverage", "--min-coverage", "80", path])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stdout.split(separator: "\n").map(String.init),
      [
        "\(path):1:1: error: [coverage] - · de · 50% translated (1 of 2), below the minimum of 80%",
        "\(path):1:1: error: [coverage] - · fr · 50% translated (1 of 2), below the minimum of 80%",
      ])
    XCTAssertEqual(try GlossaExecutable.run(["lint", "--enable-only", "coverage", "--min-coverage", "50", path]).status, 0)
  }

  func testSourcesAreComparedWithTheCatalogs() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(cleanCatalog.utf8))
    let code = try folder.write("View.swift", Array("Text(\"Hello\")\nText(\"Goodbye\")\nText(\"Hi \\(name)\")\n".utf8))
    let run = try GlossaExecutable.run(["lint", "--sources", folder.url.path, path])
    XCTAssertEqual(run.status, 1)
    // An interpolated key is the key with a format specifier in each interpolation's place.
    XCTAssertEqual(
      run.stdout,
      "\(code):2:6: error: [undefined-key] Goodbye · - · used in code but not defined in Localizable.xcstrings\n"
        + "\(code):3:6: error: [undefined-key] Hi %@ · - · used in code but not defined in Localizable.xcstrings\n")
  }

  func testListChecksListsEveryCheckWithItsSeverity() throws {
    let run = try GlossaExecutable.run(["lint", "--list-checks"])
    XCTAssertEqual(run.status, 0)
    for id in [
      "missing, error", "new, warning", "needs-review, warning", "stale, warning", "empty, error",
      "format-specifiers, error", "plural-categories, error", "substitutions, error", "whitespace, warning",
      "newlines, warning", "punctuation, warning", "unchanged, warning", "duplicate-key, error",
      "undefined-key, error", "unused-key, warning", "coverage, error", "extra-key, warning",
    ] {
      XCTAssertTrue(run.stdout.contains("- " + id + ":"), "help lacks \(id)")
    }
    XCTAssertTrue(run.stdout.contains("Exit status"))
  }

  func testEveryCorpusCatalogLintsWithoutCrashing() throws {
    try TestCorpus.require()
    let run = try GlossaExecutable.run(["lint", "--format", "json", CLIPaths.corpus.path], timeout: 120)
    XCTAssertEqual(run.status, 1, run.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let summary = try XCTUnwrap(object["summary"] as? [String: Any])
    XCTAssertEqual(summary["unreadableFiles"] as? Int, 0)
    XCTAssertGreaterThan(summary["files"] as? Int ?? 0, 50)
  }

  func testTheSampleInEveryFormat() throws {
    let text = try GlossaExecutable.run(["lint", CLIPaths.sample.path])
    XCTAssertEqual(text.status, 1)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    XCTAssertFalse(lines.isEmpty)
    XCTAssertTrue(lines.allSatisfy(matchesTextFormat), text.stdout)
    let github = try GlossaExecutable.run(["lint", "--format", "github", CLIPaths.sample.path])
    XCTAssertEqual(github.stdout.split(separator: "\n").count, lines.count)
    XCTAssertTrue(github.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
    let json = try GlossaExecutable.run(["lint", "--format", "json", CLIPaths.sample.path])
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    XCTAssertEqual((object["findings"] as? [Any])?.count, lines.count)
  }
}
