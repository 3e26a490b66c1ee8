import FakeHTTPServer
import Foundation
import XCTest

/// `glossa translate` as a user runs it: exit codes, what lands in the file, resuming.
final class TranslateCLITests: XCTestCase {
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Abbrechen"
              }
            }
          }
        },
        "Delete %@?" : {

        },
        "Done" : {

        },
        "Glossa" : {
          "shouldTranslate" : false
        },
        "Save" : {

        }
      },
      "version" : "1.0"
    }
    """#

  /// A reply script in plain sh: counts its runs in `count`, logs each batch, answers item 1
  /// with `T<n>` (batch size 1, sources without placeholders), and on run `killAt` kills the
  /// glossa process that started it.
  private func writeScript(in folder: CLIFolder, killAt: Int = 0) throws -> String {
    let path = try folder.write(
      "translate.sh",
      Array(
        """
        #!/bin/sh
        dir='\(folder.url.path)'
        n=$(cat "$dir/count" 2>/dev/null || echo 0)
        n=$((n + 1))
        echo $n > "$dir/count"
        if [ $n -eq \(killAt) ]; then
          p=$PPID
          while [ "$(cat /proc/$p/comm)" != glossa ]; do p=$(awk '{print $4}' /proc/$p/stat); done
          kill -9 $p
          exit 1
        fi
        cat >> "$dir/batches.log"
        echo >> "$dir/batches.log"
        printf '{"translations":[{"id":"1","value":"T%s"}]}' $n

        """.utf8))
    chmod(path, 0o755)
    return path
  }

  func testPseudoWritesEveryChosenCellAsNeedsReviewByteForByte() throws {
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    let run = try GlossaExecutable.run(["translate", "--provider", "pseudo", "--languages", "fr", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "\(path): 4 of 4 cells translated (fr 4), marked needs review\n")
    let expected = Self.catalog
      .replacingOccurrences(
        of: "\"Abbrechen\"\n          }\n        }\n",
        with:
          "\"Abbrechen\"\n          }\n        },\n        \"fr\" : {\n          \"stringUnit\" : {\n            \"state\" : \"needs_review\",\n            \"value\" : \"⟦Çáñçéĺ~~~⟧\"\n          }\n        }\n"
      )
      .replacingOccurrences(of: "\"Delete %@?\" : {\n\n    }", with: Self.filled("⟦Ďéĺéţé %@?~~~⟧"))
      .replacingOccurrences(
        of: "\"Done\" : {\n\n    }", with: Self.filled("⟦Ďóñé~~⟧").replacingOccurrences(of: "Delete %@?", with: "Done")
      )
      .replacingOccurrences(
        of: "\"Save\" : {\n\n    }", with: Self.filled("⟦Šáṽé~~⟧").replacingOccurrences(of: "Delete %@?", with: "Save"))
    XCTAssertEqual(try folder.text("L.xcstrings"), expected)
  }

  private static func filled(_ value: String) -> String {
    """
    "Delete %@?" : {
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "\(value)"
              }
            }
          }
        }
    """
  }

  func testMachineTranslatedMark() throws {
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    let run = try GlossaExecutable.run([
      "translate", "--provider", "pseudo", "--mark", "machine-translated", "--keys", "D*", path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "\(path): 2 of 2 cells translated (de 2), marked machine translated\n")
    XCTAssertEqual(try folder.text("L.xcstrings").components(separatedBy: "\"machine_translated\"").count, 3)
  }

  func testCommandProviderFromTheConfigFileAndAFailedBatchListedWithExitOne() throws {
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    let script = try writeScript(in: folder)
    try folder.write(
      ".glossa.yml",
      Array("translate:\n  provider: command\n  command: \(script) --ignored\n  batch-size: 1\n  jobs: 1\n".utf8))
    // Runs 1 and 2 answer "Delete %@?" without its placeholder (the retry is run 2): reported.
    let run = try GlossaExecutable.run(["translate", "--languages", "de", path])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains(#"glossa: \#(path): de of "Delete %@?": %@ (argument 1) is missing"#), run.stderr)
    XCTAssertEqual(run.stdout, "\(path): 2 of 3 cells translated (de 2), marked needs review\n")
    let log = try folder.text("batches.log")
    XCTAssertTrue(log.contains(#""error":"%@ (argument 1) is missing""#), log)
  }

  func testAKillBetweenBatchesKeepsFinishedBatchesAndARerunContinues() throws {
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    let script = try writeScript(in: folder, killAt: 2)
    // Cancel and Save, one per batch, one at a time: the script kills glossa on the second.
    let arguments = [
      "translate", "--provider", "command", "--command", script, "--languages", "fr", "--batch-size", "1", "--jobs",
      "1",
      "--keys", "*a*", path,
    ]
    let killed = try GlossaExecutable.run(arguments)
    XCTAssertEqual(killed.signal, SIGKILL, killed.stderr)
    // Batch 1 ("Cancel") was saved before batch 2 started.
    let afterKill = try folder.text("L.xcstrings")
    XCTAssertTrue(afterKill.contains(#""value" : "T1""#), afterKill)
    XCTAssertEqual(afterKill.components(separatedBy: "needs_review").count, 2)
    XCTAssertEqual(try folder.contents().filter { $0.contains("glossa-tmp") }, [])
    let rerun = try GlossaExecutable.run(arguments)
    XCTAssertEqual(rerun.status, 0, rerun.stderr)
    XCTAssertEqual(rerun.stdout, "\(path): 1 of 1 cell translated (fr 1), marked needs review\n", "only Save is left")
    let final = try folder.text("L.xcstrings")
    XCTAssertTrue(final.contains(#""value" : "T1""#) && final.contains(#""value" : "T3""#), final)
    let log = try folder.text("batches.log")
    XCTAssertEqual(log.components(separatedBy: #""key":"Cancel""#).count, 2, "Cancel was sent once")
  }

  func testACatalogChangedByAnotherToolDuringTheRunIsNotOverwritten() throws {
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    // On its second run the script edits the catalog as another tool would, then answers.
    let script = try folder.write(
      "edit.sh",
      Array(
        """
        #!/bin/sh
        n=$(cat '\(folder.url.path)/count' 2>/dev/null || echo 0)
        n=$((n + 1))
        echo $n > '\(folder.url.path)/count'
        [ $n -eq 2 ] && sed -i 's/Abbrechen/Abbruch/' '\(path)'
        cat > /dev/null
        printf '{"translations":[{"id":"1","value":"T%s"}]}' $n

        """.utf8))
    chmod(script, 0o755)
    let run = try GlossaExecutable.run(
      ["translate", "--provider", "command", "--command", script, "--languages", "fr", "--keys", "*a*", "--batch-size", "1", "--jobs", "1", path])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertTrue(run.stderr.contains("the catalog changed on disk during the run; this batch was not written"), run.stderr)
    let text = try folder.text("L.xcstrings")
    XCTAssertTrue(text.contains(#""value" : "Abbruch""#), "the other tool's change is kept")
    XCTAssertTrue(text.contains(#""value" : "T1""#), "the first batch was saved before")
    XCTAssertFalse(text.contains(#""value" : "T2""#))
  }

  func testUnauthorizedExitsTwoNamingTheVariableAndWritesNothing() throws {
    let server = try FakeHTTPServer { _ in FakeHTTPServer.Response(status: 401, body: #"{"error":"invalid key"}"#) }
    defer { server.stop() }
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    let running = try GlossaExecutable.start(
      ["translate", "--base-url", server.baseURL + "/v1", path],
      environment: ["OPENAI_API_KEY": "sk-secret-987", "GLOSSA_API_KEY": ""])
    let run = try running.finish()
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertTrue(run.stderr.contains("set OPENAI_API_KEY (or GLOSSA_API_KEY)"), run.stderr)
    XCTAssertFalse((run.stdout + run.stderr).contains("sk-secret"))
    XCTAssertEqual(try folder.text("L.xcstrings"), Self.catalog)
    XCTAssertEqual(server.requests.count, 1, "stops at once, even with two jobs")
  }

  func testDryRunPrintsBatchesAndSendsNothing() throws {
    let server = try FakeHTTPServer { _ in FakeHTTPServer.Response(status: 500, body: "") }
    defer { server.stop() }
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    let run = try GlossaExecutable.run([
      "translate", "--base-url", server.baseURL, "--batch-size", "2", "--languages", "de", "--dry-run", path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 5, run.stdout)
    XCTAssertTrue(lines[0].hasPrefix("batch 1: de, 2 cells, 2 items, about "), lines[0])
    XCTAssertTrue(lines[1].hasPrefix(#"{"sourceLanguage":"en","targetLanguage":"de","#), lines[1])
    XCTAssertTrue(lines[4].hasPrefix("2 batches, 3 cells, about "), lines[4])
    XCTAssertTrue(lines[4].hasSuffix(" input tokens; nothing sent (--dry-run)"), lines[4])
    XCTAssertEqual(server.requests.count, 0)
    XCTAssertEqual(try folder.text("L.xcstrings"), Self.catalog)
  }

  func testBadInputExitsTwo() throws {
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    let states = try GlossaExecutable.run(["translate", "--provider", "pseudo", "--states", "missing,stale", path])
    XCTAssertEqual(states.status, 2)
    XCTAssertEqual(
      states.stderr,
      "glossa: --states: “stale” is not one of missing, new, needs-review, machine-translated, translated\n")
    let http = try GlossaExecutable.run(["translate", "--base-url", "http://example.com/v1", path])
    XCTAssertEqual(http.status, 2)
    XCTAssertTrue(http.stderr.contains("only https:// URLs, or http:// to this machine"), http.stderr)
    try folder.write(".glossa.yml", Array("translate:\n  batch-size: 0\n".utf8))
    let config = try GlossaExecutable.run(["translate", "--provider", "pseudo", path])
    XCTAssertEqual(config.status, 2)
    XCTAssertEqual(
      config.stderr,
      "glossa: \(folder.path(".glossa.yml")):2:15: translate: batch-size must be a whole number of at least 1\n")
  }
}
