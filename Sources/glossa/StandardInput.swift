import ArgumentParser
import Foundation
import StringCatalog

/// `-` as a path: the whole of standard input, named `<stdin>` in messages.
enum StandardInput {
  static let argument = "-"
  static let displayPath = "<stdin>"

  /// All of standard input; refuses a terminal, where reading would wait for typing.
  static func readAll() throws(CatalogReadError) -> [UInt8] {
    if isatty(STDIN_FILENO) == 1 {
      throw failure("standard input is a terminal; pipe a catalog into it (glossa COMMAND - < FILE)")
    }
    let data: Data?
    do {
      data = try FileHandle.standardInput.readToEnd()
    } catch {
      throw failure("cannot read: \(error.localizedDescription)")
    }
    let bytes = Array(data ?? Data())
    if bytes.count > CatalogReader.maximumFileSize {
      throw failure("the input is too large (\(bytes.count) bytes; the limit is \(CatalogReader.maximumFileSize) bytes)")
    }
    return bytes
  }

  /// A command reads standard input once: `-` may be given only once.
  static func requireAtMostOnce(_ paths: [String]) throws {
    if paths.filter({ $0 == argument }).count > 1 {
      throw ValidationError("'-' (standard input) can be given only once")
    }
  }

  private static func failure(_ message: String) -> CatalogReadError {
    CatalogReadError(path: displayPath, line: 1, column: 1, message: message, hasPosition: false)
  }
}
