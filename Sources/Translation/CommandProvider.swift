import Foundation
import StringCatalog

/// The `command` provider: runs `/bin/sh -c COMMAND` once per batch with the batch document on
/// standard input; its standard output must be the reply document. A non-zero exit fails that
/// batch only. Input and output go through temporary files, so neither side can block the other.
public struct CommandProvider: TranslationProvider {
  public let command: String

  public init(command: String) {
    self.command = command
  }

  public func translate(_ batch: TranslationBatch) async throws(TranslationProviderError) -> TranslationReply {
    let document = batch.document
    let command = self.command
    let result = await Task.detached { CommandProvider.run(command, input: document) }.value
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

  private static func run(_ command: String, input: String) -> Result<String, TranslationProviderError> {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-command-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let inputURL = folder.appendingPathComponent("batch.json")
      let outputURL = folder.appendingPathComponent("reply.json")
      let errorURL = folder.appendingPathComponent("stderr")
      try Data(input.utf8).write(to: inputURL)
      try Data().write(to: outputURL)
      try Data().write(to: errorURL)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", command]
      process.standardInput = try FileHandle(forReadingFrom: inputURL)
      process.standardOutput = try FileHandle(forWritingTo: outputURL)
      process.standardError = try FileHandle(forWritingTo: errorURL)
      try process.run()
      process.waitUntilExit()
      let output = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        let errors = String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        let firstLine = errors.split(separator: "\n").first.map { ": " + $0 } ?? ""
        let how = process.terminationReason == .exit ? "exited with status" : "was ended by signal"
        return .failure(.batchFailed("the command \(how) \(process.terminationStatus)\(firstLine)"))
      }
      return .success(output)
    } catch {
      return .failure(.batchFailed("the command could not be run: \(error.localizedDescription)"))
    }
  }
}
