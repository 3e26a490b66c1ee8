import Foundation
import StringCatalog

/// The provider `glossa translate` and the editor's `T` use: the option, else `.glossa.yml`'s
/// `translate: provider:`, else `openai`.
package enum TranslationProviderChoice {
  package struct Failure: Error {
    package var message: String
  }

  /// `timeout`: seconds per request (HTTP) or per batch (command).
  package static func make(
    name: String, baseURL: String?, model: String?, command: String?, environment: [String: String],
    timeout: Double = 120
  ) throws(Failure) -> any TranslationProvider {
    let policy = HTTPRetryPolicy(requestTimeout: timeout)
    switch name {
    case "openai":
      do {
        return try OpenAIProvider(baseURL: baseURL, model: model, environment: environment, policy: policy)
      } catch {
        throw Failure(message: error.description)
      }
    case "deepl":
      do {
        return try DeepLProvider(baseURL: baseURL, environment: environment, policy: policy)
      } catch {
        throw Failure(message: error.description)
      }
    case "command":
      guard let command, !command.isEmpty else {
        throw Failure(message: "the command provider needs --command 'PROGRAM ARGS' (or command: in .glossa.yml)")
      }
      return CommandProvider(command: command, timeLimit: timeout)
    case "pseudo":
      return PseudoProvider()
    default:
      throw Failure(message: "--provider: “\(name)” is not one of openai, deepl, command, pseudo")
    }
  }

  /// The configuration for a catalog: `--config`, else the nearest `.glossa.yml`, else none.
  package static func config(_ option: String?, catalog: String?) throws(Failure) -> GlossaConfig {
    guard let path = option ?? catalog.flatMap(GlossaConfig.find(forCatalogAt:)) else { return GlossaConfig() }
    do {
      return try GlossaConfig.load(path: path)
    } catch {
      throw Failure(message: error.description)
    }
  }
}
