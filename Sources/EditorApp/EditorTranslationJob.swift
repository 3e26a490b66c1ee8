import Foundation
import StringCatalog
import Translation

/// The editor's `T` / `:translate` run: batches go to the configured provider on a task while
/// the key loop goes on; the loop polls `snapshot` between keys and hands the outcome to the
/// editor when the run ends.
package final class EditorTranslationJob: @unchecked Sendable {
  package struct Snapshot {
    package var doneCells: Int
    package var finished: Bool
    package var results: [(item: TranslationItem, value: TranslationText)]
    package var failures: [(cell: TranslationCell, reason: String)]
    package var stopped: String?
  }

  // Written by the run's task, read by the key loop: every access holds the lock.
  private let lock = NSLock()
  private var outcomes: [BatchOutcome] = []
  private var finished = false
  private var stopped: String?
  private var task: Task<Void, Never>?
  private let skipped: [(cell: TranslationCell, reason: String)]

  /// Starts translating `cells` of `document` with the provider its `.glossa.yml` names (or
  /// `openai`). Fails (with a message for the editor) on bad configuration or a missing key.
  package init(cells: [TranslationCell], document: CatalogDocument) throws(TranslationProviderChoice.Failure) {
    let config = try TranslationProviderChoice.config(nil, catalog: document.path)
    let settings = config.translate
    let provider = try TranslationProviderChoice.make(
      name: settings.provider ?? "openai", baseURL: settings.baseURL, model: settings.model, command: settings.command,
      environment: ProcessInfo.processInfo.environment)
    let batches = TranslationBatching.batches(
      for: cells, in: document.catalog, guide: TranslationGuide(config: config), size: settings.batchSize ?? 15)
    let batched = Set(batches.flatMap(\.cells))
    skipped = cells.filter { !batched.contains($0) }.map { ($0, "nothing to translate in the source") }
    let runner = TranslationRunner(provider: provider, jobs: settings.jobs ?? 2)
    task = Task.detached { [self] in
      do throws(TranslationRunStop) {
        try await runner.run(batches) { outcome throws(TranslationRunStop) in
          if Task.isCancelled { throw .save("cancelled") }
          add(outcome)
        }
        finish(stopped: nil)
      } catch {
        finish(stopped: error.description)
      }
    }
  }

  package func cancel() {
    task?.cancel()
  }

  package var snapshot: Snapshot {
    lock.lock()
    defer { lock.unlock() }
    return Snapshot(
      doneCells: outcomes.reduce(skipped.count) { $0 + $1.batch.cells.count }, finished: finished,
      results: outcomes.flatMap(\.results), failures: skipped + outcomes.flatMap(\.failures), stopped: stopped)
  }

  private func add(_ outcome: BatchOutcome) {
    lock.lock()
    outcomes.append(outcome)
    lock.unlock()
  }

  private func finish(stopped reason: String?) {
    lock.lock()
    stopped = reason
    finished = true
    lock.unlock()
  }
}
