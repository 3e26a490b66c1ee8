import Foundation
import StringCatalog

/// Whether a stopped editor left edits to offer: a journal no editor holds, or a recovery file.
/// The offer needs every catalog whole, so nothing opens early while one waits.
package enum RecoveryWaiting {
  package static func anything(environment: [String: String]) -> Bool {
    guard RecoveryJournal.abandoned(environment: environment).isEmpty else { return true }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: RecoveryFile.folder(environment: environment))) ?? []
    return names.contains { $0.hasSuffix(".recovery.json") }
  }
}
