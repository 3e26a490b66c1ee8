import Foundation
import TerminalScreen
import StringCatalog
import Translation

/// Runs the batches, writes each finished batch into the catalog and saves it (atomic, refusing
/// to overwrite a file changed meanwhile), then reports what failed. Returns the exit status.
final class TranslateRun {
  private var document: CatalogDocument
  private let setup: TranslateSetup
  private let progress: TranslateProgress
  private var failures: [(cell: TranslationCell, reason: String)] = []
  private var translated: [String: Int] = [:]

  private init(_ setup: TranslateSetup) {
    self.setup = setup
    document = setup.document
    progress = TranslateProgress(total: setup.cells.count, isTerminal: isatty(2) == 1)
  }

  /// Blocks the (synchronous) command until the asynchronous run ends.
  static func runBlocking(_ setup: TranslateSetup) -> Int32 {
    let status = StatusBox()
    let done = DispatchSemaphore(value: 0)
    let sendable = UncheckedSetup(setup: setup)
    Task {
      status.value = await TranslateRun(sendable.setup).run()
      done.signal()
    }
    done.wait()
    return status.value
  }

  private func run() async -> Int32 {
    let path = document.path ?? setup.document.path ?? "catalog"
    failures = setup.skipped
    progress.advance(by: setup.skipped.count, language: nil)
    if setup.cells.isEmpty {
      printOut("\(path): nothing to translate")
      return 0
    }
    let runner = TranslationRunner(provider: setup.provider, jobs: setup.jobs)
    do {
      try await runner.run(setup.batches) { (outcome: BatchOutcome) throws(TranslationRunStop) in
        try record(outcome)
      }
    } catch {
      progress.finish()
      reportFailures(path)
      printError("glossa: \(path): \(error.description)")
      return 2
    }
    progress.finish()
    reportFailures(path)
    let done = translated.values.reduce(0, +)
    let perLanguage = translated.keys.sorted().map { "\($0) \(translated[$0] ?? 0)" }.joined(separator: ", ")
    let state = setup.state == .machineTranslated ? "machine translated" : "needs review"
    // Nothing was written, so nothing was marked.
    let marked = done == 0 ? "" : ", marked \(state)"
    printOut("\(path): \(done) of \(Plural.count(setup.cells.count, "cell")) translated (\(perLanguage.isEmpty ? "none" : perLanguage))\(marked)")
    return failures.isEmpty ? 0 : 1
  }

  private func record(_ outcome: BatchOutcome) throws(TranslationRunStop) {
    failures += outcome.failures
    let language = outcome.batch.targetLanguage
    if let change = document.catalog.changeApplyingTranslations(
      outcome.results, state: setup.state, label: "translate \(Plural.count(outcome.translatedCells, "cell")) into \(language)")
    {
      document.perform(change)
      do {
        try document.save()
      } catch {
        switch error {
        case .changedOnDisk:
          throw .save("the catalog changed on disk during the run; this batch was not written (finished batches were)")
        case .readOnly: throw .save("the catalog is read-only; nothing written")
        case .failed(let message): throw .save(message)
        }
      }
    }
    translated[language, default: 0] += outcome.translatedCells
    progress.advance(by: outcome.batch.cells.count, language: language)
  }

  private func reportFailures(_ path: String) {
    for failure in failures {
      printError("glossa: \(path): \(failure.cell): \(failure.reason)")
    }
  }
}

/// The exit status handed from the run's task to the waiting thread (the semaphore orders them).
private final class StatusBox: @unchecked Sendable {
  var value: Int32 = 2
}

/// The setup crosses into the run's task once and is used only there.
private struct UncheckedSetup: @unchecked Sendable {
  var setup: TranslateSetup
}
