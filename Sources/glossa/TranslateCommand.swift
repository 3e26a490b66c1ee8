import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog
import Translation

struct TranslateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "translate",
    abstract: "Fill missing translations with machine translation, marked needs review.",
    discussion: """
      For each target language (default: every language of the catalog but the source), sends the \
      cells whose state is in --states (default missing,new) in batches, with the app description, \
      style, comment, the key's other translations and the glossary as context. Every reply is \
      checked before anything is written (placeholders as lint's format-specifiers check, \
      do-not-translate terms kept, exact plural categories); a failed item is sent once more with \
      the problem stated, then left untouched and reported. Results are written as needs_review \
      (--mark machine-translated: machine_translated) and the catalog is saved after each batch, \
      so an interrupted run keeps its finished batches and running again continues. Options \
      override .glossa.yml (in the catalog's folder or the nearest parent up to the repository \
      root). API keys come only from GLOSSA_API_KEY, OPENAI_API_KEY or DEEPL_AUTH_KEY, and go to \
      the --base-url only: a redirect is never followed. Every request (or command run) ends \
      within --timeout; a reply over 8 MB, and a value over the key's length limit or holding \
      control characters (C0 and C1 but tab and line breaks, bidi overrides and isolates \
      U+202A–U+202E, U+2066–U+2069) are refused. A service that cannot be reached stops the run \
      after the first batch's retries. Exit status: 0 when every chosen cell was translated, 1 \
      when some were not, 2 for bad input, bad configuration, a refused key or an unreachable \
      service. A folder gives every .xcstrings file under it (recursively; hidden, build and \
      git-ignored folders skipped), translated one after the other; a catalog that cannot be read \
      is reported and the others are still translated; a run that stops (a refused key, an \
      unreachable service) stops the rest.
      """
  )

  @Option(help: "openai, deepl, command or pseudo.", completion: .list(["openai", "deepl", "command", "pseudo"]))
  var provider: String?

  @Option(help: "The model name (openai).")
  var model: String?

  @Option(name: .customLong("base-url"), help: ArgumentHelp("The service's base URL.", valueName: "url"))
  var baseURL: String?

  @Option(help: ArgumentHelp("The program run per batch (command provider).", valueName: "program args"))
  var command: String?

  @Option(help: ArgumentHelp("Target languages, comma-separated.", valueName: "lang,..."))
  var languages: String?

  @Option(help: ArgumentHelp("Only keys matching this pattern (* and ?).", valueName: "glob"))
  var keys: String?

  @Option(
    help: ArgumentHelp(
      "Cell states to translate: missing, new, needs-review, machine-translated, translated.", valueName: "state,..."),
    completion: .list(TranslationSelection.stateNames))
  var states: String?

  @Option(help: "needs-review (the default) or machine-translated.", completion: .list(["needs-review", "machine-translated"]))
  var mark: String?

  @Option(name: .customLong("batch-size"), help: "Strings per request (default 15).")
  var batchSize: Int?

  @Option(help: "Requests in flight at most (default 2).")
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "Seconds a request (openai, deepl), its retries included, or a batch (command) may take in all (default 120).",
      valueName: "seconds"))
  var timeout: Double?

  @Flag(name: .customLong("dry-run"), help: "Print the batches and an estimate of input tokens; send nothing.")
  var dryRun = false

  @Option(help: ArgumentHelp("The configuration file (default: the nearest .glossa.yml).", valueName: "file"), completion: .file())
  var config: String?

  @OptionGroup var inputs: CatalogPaths<CatalogsHelp>

  func run() throws {
    let arguments = inputs.resolve()
    var status: Int32 = arguments.failed ? 2 : 0
    // A bad option fails every catalog's setup alike: said once.
    var said: Set<String> = []
    for catalog in arguments.catalogs {
      let setup: TranslateSetup
      do {
        setup = try TranslateSetup(command: self, catalog: catalog.path, environment: ProcessInfo.processInfo.environment)
      } catch {
        if said.insert(error.message).inserted { printError("glossa: \(error.message)") }
        status = 2
        continue
      }
      if dryRun {
        if arguments.isSeveral { print("\(catalog.displayPath):") }
        setup.printDryRun()
        continue
      }
      let outcome = TranslateRun.runBlocking(setup)
      status = max(status, outcome)
      // A stopped run (a refused key, an unreachable service) would stop every other one too.
      if outcome == 2 { break }
    }
    ProcessTeardown.exit(status)
  }
}
