import Foundation
import StringCatalog

/// The `command` provider: runs `/bin/sh -c COMMAND` once per batch with the batch document on
/// standard input; its standard output must be the reply document. A non-zero exit fails that
/// batch only. Input and output go through temporary files (in a `glossa-command-*` folder), so
/// neither side can block the other.
///
/// Nothing of a batch outlives it: the command runs in its own process group, which is killed
/// when the batch takes longer than `timeLimit`, when the run is cancelled, when glossa is ended
/// by SIGINT, SIGTERM or SIGHUP, and once the command has exited (its leftover background
/// processes); the folder is removed on each of those paths.
package struct CommandProvider: TranslationProvider {
  package let command: String
  /// Seconds a batch may take.
  package let timeLimit: Double
  /// The largest reply read, in bytes.
  package let maximumReplyBytes: Int
  /// Where the batch folders go (the system's temporary folder).
  package let temporaryDirectory: URL

  package init(
    command: String, timeLimit: Double = 120, maximumReplyBytes: Int = 8 << 20,
    temporaryDirectory: URL = FileManager.default.temporaryDirectory
  ) {
    self.command = command
    self.timeLimit = timeLimit
    self.maximumReplyBytes = maximumReplyBytes
    self.temporaryDirectory = temporaryDirectory
  }

  package func translate(_ batch: TranslationBatch) async throws(TranslationProviderError) -> TranslationReply {
    let document = batch.document
    let child = CommandChild(command: command, timeLimit: timeLimit)
    let provider = self
    let result = await withTaskCancellationHandler {
      await Task.detached { provider.run(child, input: document) }.value
    } onCancel: {
      child.cancel()
    }
    switch result {
    case .failure(let error): throw error
    case .success(let output):
      do {
        return try TranslationReply.parse(output)
      } catch {
        throw .badReply(error.message)
      }
    }
  }

  private func run(_ child: CommandChild, input: String) -> Result<String, TranslationProviderError> {
    let folder: CommandFolder
    do {
      folder = try CommandFolder(in: temporaryDirectory, input: input)
    } catch {
      return .failure(.batchFailed("the command could not be run: \(error.localizedDescription)"))
    }
    defer { folder.remove() }
    let ending: CommandChild.Ending
    switch child.run(input: folder.input, output: folder.output, errors: folder.errors) {
    case .failure(let failure): return .failure(.batchFailed("the command could not be run: \(failure.message)"))
    case .success(let ended): ending = ended
    }
    switch ending {
    case .timedOut:
      return .failure(.batchFailed("the command timed out after \(Self.seconds(timeLimit)) s (its processes were ended)"))
    case .cancelled:
      return .failure(.batchFailed("cancelled"))
    case .exited(0):
      guard let output = folder.read(folder.output, limit: maximumReplyBytes) else {
        return .failure(.batchFailed("the command's output is larger than \(maximumReplyBytes) bytes"))
      }
      return .success(String(decoding: output, as: UTF8.self))
    case .exited(let status), .signalled(let status):
      let errors = String(decoding: folder.read(folder.errors, limit: 4096, cut: true) ?? [], as: UTF8.self)
      let firstLine = errors.split(separator: "\n").first.map { ": " + $0 } ?? ""
      let how = if case .exited = ending { "exited with status" } else { "was ended by signal" }
      return .failure(.batchFailed("the command \(how) \(status)\(firstLine)"))
    }
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
