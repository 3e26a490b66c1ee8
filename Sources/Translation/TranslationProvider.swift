import StringCatalog

/// Something that translates a batch: a chat model, DeepL, a program, or the pseudo-localizer.
package protocol TranslationProvider: Sendable {
  func translate(_ batch: TranslationBatch) async throws(TranslationProviderError) -> TranslationReply
}

package enum TranslationProviderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The service refused the key (401/403), or there is none: stop at once. The message names
  /// the environment variable to set.
  case authentication(String)
  /// The reply could not be read as a reply document: worth one more try, told what was wrong.
  case badReply(String)
  /// The service cannot be used at all (nothing answers at the address, or it redirects
  /// elsewhere): stop at once, with one message, instead of failing every batch alike.
  case unusable(String)
  /// This batch failed (network, a service error, the command's exit status); others go on.
  case batchFailed(String)

  package var description: String {
    switch self {
    case .authentication(let message), .unusable(let message), .badReply(let message), .batchFailed(let message):
      return message
    }
  }

  /// True for the errors that end the whole run.
  package var stopsRun: Bool {
    switch self {
    case .authentication, .unusable: return true
    case .badReply, .batchFailed: return false
    }
  }
}
