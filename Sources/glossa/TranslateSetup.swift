import Foundation
import StringCatalog
import TerminalScreen
import Translation

/// Everything a translate run needs, from the options, `.glossa.yml` and the environment:
/// options win over the file. Every problem here is exit status 2.
struct TranslateSetup {
  struct Failure: Error {
    var message: String
  }

  var document: CatalogDocument
  var batches: [TranslationBatch]
  /// Every chosen cell, sent or not.
  var cells: [TranslationCell]
  var skipped: [(cell: TranslationCell, reason: String)]
  var provider: any TranslationProvider
  var providerName: String
  var jobs: Int
  var state: TranslationState

  init(command: TranslateCommand, catalog path: String, environment: [String: String]) throws(Failure) {
    do {
      let (document, warnings) = try CatalogDocument.open(path: path)
      for warning in warnings { printError(warning.description) }
      self.document = document
    } catch {
      throw Failure(
        message: error.description.hasPrefix("glossa: ") ? String(error.description.dropFirst(8)) : error.description)
    }
    let config: GlossaConfig
    do {
      config = try TranslationProviderChoice.config(command.config, catalog: path)
    } catch {
      throw Failure(message: error.message)
    }
    let settings = config.translate
    let selection = try Self.selection(command)
    let guide = TranslationGuide(config: config)
    let batchSize = command.batchSize ?? settings.batchSize ?? 15
    jobs = command.jobs ?? settings.jobs ?? 2
    guard batchSize > 0, jobs > 0 else { throw Failure(message: "--batch-size and --jobs must be at least 1") }
    let timeout = command.timeout ?? 120
    guard timeout > 0, timeout.isFinite else { throw Failure(message: "--timeout must be a number of seconds above 0") }
    switch command.mark ?? "needs-review" {
    case "needs-review": state = .needsReview
    case "machine-translated": state = .machineTranslated
    case let other: throw Failure(message: "--mark: “\(other)” is neither needs-review nor machine-translated")
    }
    let catalog = document.catalog
    if let languages = selection.languages {
      for language in languages where language == catalog.sourceLanguage {
        throw Failure(message: "--languages: \(language) is the source language")
      }
    }
    let chosen = catalog.translationCells(selection)
    batches = TranslationBatching.batches(for: chosen, in: catalog, guide: guide, size: batchSize)
    let batched = Set(batches.flatMap(\.cells))
    // Cells whose source holds nothing to translate give no items: reported, never sent.
    skipped = chosen.filter { !batched.contains($0) }.map { cell in
      let isPhraseSet = catalog.strings[cell.key]?.localization(catalog.sourceLanguage)?.stringSet != nil
      return (
        cell,
        isPhraseSet
          ? "the source is a phrase set (App Shortcuts), which is not machine translated" : "the source string is empty"
      )
    }
    cells = chosen
    providerName = command.provider ?? settings.provider ?? "openai"
    do {
      provider = try TranslationProviderChoice.make(
        name: providerName, baseURL: command.baseURL ?? settings.baseURL, model: command.model ?? settings.model,
        command: command.command ?? settings.command, environment: command.dryRun ? [:] : environment,
        timeout: timeout)
    } catch {
      // A dry run sends nothing, so it needs no key: only the name and the URL must be right.
      guard command.dryRun, error.message.hasPrefix("no API key") else { throw Failure(message: error.message) }
      provider = PseudoProvider()
    }
  }

  private static func selection(_ command: TranslateCommand) throws(Failure) -> TranslationSelection {
    var selection = TranslationSelection()
    if let languages = command.languages {
      selection.languages = languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      }
    }
    if let keys = command.keys { selection.keys = GlobPattern(keys) }
    if let states = command.states {
      var chosen = Set<CellCount>()
      for name in states.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        guard let state = TranslationSelection.state(named: name) else {
          throw Failure(
            message: "--states: “\(name)” is not one of \(TranslationSelection.stateNames.joined(separator: ", "))")
        }
        chosen.insert(state)
      }
      selection.states = chosen
    }
    return selection
  }

  /// `--dry-run`: one line per batch, its document, and the totals.
  func printDryRun() {
    var tokens = 0
    for (index, batch) in batches.enumerated() {
      let estimate = batch.estimatedInputTokens
      tokens += estimate
      print(
        "batch \(index + 1): \(batch.targetLanguage), \(Plural.count(batch.cells.count, "cell")), "
          + "\(Plural.count(batch.items.count, "item")), about \(Plural.count(estimate, "input token"))"
      )
      // JSON escapes C0 controls itself; C1 and bidi overrides from the catalog would go raw.
      print(ControlEscape.escaping(batch.document))
    }
    print(
      "\(Plural.count(batches.count, "batch")), \(Plural.count(cells.count, "cell")), "
        + "about \(Plural.count(tokens, "input token")); nothing sent (--dry-run)")
  }
}
