import StringCatalog

/// Runs batches against a provider, at most `jobs` requests in flight: each reply is validated
/// item by item, the failed items are sent once more with the problem stated, and the outcome
/// is handed to `record` (on the caller's side, one batch at a time, in the order they finish)
/// so it can be written and saved before the next. An authentication failure, or a service that
/// cannot be used at all, stops everything.
package struct TranslationRunner: Sendable {
  package let provider: any TranslationProvider
  package let jobs: Int

  package init(provider: any TranslationProvider, jobs: Int) {
    self.provider = provider
    self.jobs = max(1, jobs)
  }

  /// Returns the most batches that were ever in flight at once (for tests: `jobs` is a bound,
  /// and a run of enough batches reaches it).
  @discardableResult
  package func run(
    _ batches: [TranslationBatch], record: (BatchOutcome) throws(TranslationRunStop) -> Void
  ) async throws(TranslationRunStop) -> Int {
    let provider = self.provider
    var inFlight = 0
    var mostInFlight = 0
    let result: Result<Void, TranslationRunStop> = await withTaskGroup(
      of: Result<BatchOutcome, TranslationProviderError>.self
    ) {
      group in
      var next = 0
      func startNext() {
        guard next < batches.count else { return }
        let batch = batches[next]
        next += 1
        inFlight += 1
        mostInFlight = max(mostInFlight, inFlight)
        group.addTask { await Self.translate(batch, with: provider) }
      }
      for _ in 0..<min(jobs, batches.count) { startNext() }
      while let finished = await group.next() {
        inFlight -= 1
        switch finished {
        case .failure(let error):
          group.cancelAll()
          return .failure(.provider(error))
        case .success(let outcome):
          do throws(TranslationRunStop) {
            try record(outcome)
          } catch {
            group.cancelAll()
            return .failure(error)
          }
          startNext()
        }
      }
      return .success(())
    }
    try result.get()
    return mostInFlight
  }

  /// One batch: request, validate, retry the failed items once, validate again.
  static func translate(_ batch: TranslationBatch, with provider: any TranslationProvider) async -> Result<
    BatchOutcome, TranslationProviderError
  > {
    var values: [String: TranslationText] = [:]
    var problems: [String: String] = [:]
    var pending = batch
    var requests = 0
    for attempt in 1...2 {
      requests += 1
      do {
        let reply = try await provider.translate(pending)
        problems = [:]
        for item in pending.items {
          let value = reply.values[item.id]
          if let problem = item.problem(with: value) {
            problems[item.id] = problem
          } else if let value {
            values[item.id] = value
          }
        }
      } catch {
        switch error {
        case .authentication, .unusable: return .failure(error)
        case .batchFailed(let message):
          return .success(BatchOutcome(batch: batch, failure: message, requests: requests))
        case .badReply(let message):
          guard attempt == 1 else { return .success(BatchOutcome(batch: batch, failure: message, requests: requests)) }
          problems = Dictionary(
            uniqueKeysWithValues: pending.items.map { ($0.id, "the previous reply was unusable: \(message)") })
        }
      }
      if problems.isEmpty { break }
      if attempt == 1 { pending = pending.retrying(problems) }
    }
    return .success(BatchOutcome(batch: batch, values: values, problems: problems, requests: requests))
  }
}

/// Why a run stopped before its last batch.
package enum TranslationRunStop: Error, Sendable, CustomStringConvertible {
  case provider(TranslationProviderError)
  /// Writing the catalog failed (it changed on disk, or could not be written).
  case save(String)

  package var description: String {
    switch self {
    case .provider(let error): return error.description
    case .save(let message): return message
    }
  }
}
