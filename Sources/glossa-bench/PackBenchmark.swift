import FakeHTTPServer
import Foundation
import GlossaRuntime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `glossa-bench --packs`: what a pack's refreshes cost in body bytes, counted by nginx
/// (`$body_bytes_sent` in its access log) and by the loader (`PackTransferLog`). A json pack of
/// 2,000 keys × 20 languages exported with `--hashes` is served by nginx on 127.0.0.1 to 20
/// devices, one per language, each with its own cache, refreshing 50 times (1,000 refreshes):
/// first as the loader did before conditional requests (every refresh downloads its files),
/// then as it does now; then with `expires 1h`; then once after one language changed.
enum PackBenchmark {
  static let devices = 20
  static let rounds = 50

  static func run(folder: String) {
    guard NginxServer.executable != nil else {
      print("(skipped: \(NginxServer.skipReason))")
      return
    }
    print("== packs: 2,000 keys × \(devices) languages, json --hashes, nginx on 127.0.0.1, \(devices) devices × \(rounds) refreshes")
    let catalog = folder + "/app.xcstrings"
    guard (try? Data(BenchmarkCatalog.generate(keys: 2_000, languages: devices)).write(to: URL(fileURLWithPath: catalog))) != nil
    else { return print("(could not write the catalog)") }
    do {
      let nginx = try NginxServer()
      defer { nginx.stop() }
      guard export(catalog, to: nginx.root.path) else { return print("(glossa export failed: build glossa first)") }
      let codes = Array(BenchmarkCatalog.languageCodes.prefix(devices))
      let caches = codes.map { URL(fileURLWithPath: folder + "/cache-\($0)") }

      let before = measure(nginx, codes: codes, caches: caches, rounds: rounds, clearingCaches: true)
      print("before (every refresh downloads its files): \(before)")
      let after = measure(nginx, codes: codes, caches: caches, rounds: rounds, clearingCaches: false)
      print("after (conditional requests, 304):           \(after)")

      let expiring = try NginxServer(locationDirectives: "expires 1h;")
      defer { expiring.stop() }
      guard export(catalog, to: expiring.root.path) else { return }
      let fresh = codes.map { URL(fileURLWithPath: folder + "/fresh-\($0)") }
      _ = measure(expiring, codes: codes, caches: fresh, rounds: 1, clearingCaches: false)
      let held = measure(expiring, codes: codes, caches: fresh, rounds: rounds, clearingCaches: false)
      print("after, expires 1h (within the hour):        \(held)")

      // A translator changes one German value; the catalog is exported again (every file rewritten).
      guard changeOneValue(catalog: catalog, language: "de", folder: folder), export(catalog, to: nginx.root.path) else {
        return print("(could not change a value)")
      }
      let changed = measure(nginx, codes: codes, caches: caches, rounds: 1, clearingCaches: false)
      print("one language changed (de), re-exported:     \(changed)")
    } catch {
      print("(nginx: \(error))")
    }
  }

  struct Figures: CustomStringConvertible {
    var refreshes = 0
    var requests: [NginxServer.LoggedRequest] = []
    var clientBytes = 0

    var description: String {
      let bytes = requests.reduce(0) { $0 + $1.bodyBytes }
      let statuses = Dictionary(grouping: requests, by: \.status).sorted { $0.key < $1.key }
        .map { "\($0.value.count) × \($0.key)" }.joined(separator: ", ")
      let downloaded = Set(requests.filter { $0.status == 200 }.map { ($0.path as NSString).lastPathComponent }).sorted()
      let files = (1...3).contains(downloaded.count) ? " (\(downloaded.joined(separator: ", ")))" : ""
      return "\(refreshes) refreshes, \(requests.count) requests [\(statuses)], \(bytes) body bytes sent by nginx, "
        + "\(clientBytes) received by the loaders\(files)"
    }
  }

  /// `rounds` refreshes of every device; `clearingCaches`: each starts from an empty cache.
  static func measure(_ nginx: NginxServer, codes: [String], caches: [URL], rounds: Int, clearingCaches: Bool) -> Figures {
    let logged = nginx.requests().count
    let log = PackTransferLog()
    var figures = Figures()
    for _ in 0..<rounds {
      for (code, cache) in zip(codes, caches) {
        if clearingCaches { try? FileManager.default.removeItem(at: cache) }
        var loader = StringPackLoader(
          name: "app", remoteBaseURL: nginx.baseURL, cacheDirectory: cache, bundledDirectory: nil,
          preferredLanguages: [code], session: URLSession(configuration: .ephemeral))
        loader.transferLog = log
        let device = loader
        if !blocking({ try await device.refresh() }) { print("(refresh failed for \(code))") }
        figures.refreshes += 1
      }
    }
    // nginx logs a request once its answer is out, which can be just after the client has it.
    usleep(200_000)
    figures.requests = Array(nginx.requests().dropFirst(logged))
    figures.clientBytes = log.bodyBytes
    return figures
  }

  private static func export(_ catalog: String, to folder: String) -> Bool {
    _ = ChildProcess.measure(arguments: [glossaExecutable(), "export", "--format", "json", "--hashes", "--name", "app", "--out", folder, catalog])
    return FileManager.default.fileExists(atPath: folder + "/app-languages.json")
  }

  /// Edits one value of `language`'s exported file and imports it back into the catalog.
  private static func changeOneValue(catalog: String, language: String, folder: String) -> Bool {
    let edit = folder + "/edit"
    try? FileManager.default.createDirectory(atPath: edit, withIntermediateDirectories: true)
    let exported = folder + "/exported"
    guard export(catalog, to: exported),
      var text = try? String(contentsOfFile: exported + "/app-\(language).json", encoding: .utf8),
      let range = text.range(of: "\": \"")
    else { return false }
    text.replaceSubrange(range, with: "\": \"GEÄNDERT ")
    guard (try? text.write(toFile: edit + "/app-\(language).json", atomically: true, encoding: .utf8)) != nil else { return false }
    _ = ChildProcess.measure(arguments: [glossaExecutable(), "import", "--format", "json", "--to", catalog, edit])
    return (try? String(contentsOfFile: catalog, encoding: .utf8))?.contains("GEÄNDERT ") == true
  }

  /// Runs an async refresh from the benchmark's synchronous code.
  private static func blocking(_ work: @escaping @Sendable () async throws -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    Task.detached {
      do {
        try await work()
        outcome.succeeded = true
      } catch {
        outcome.succeeded = false
      }
      done.signal()
    }
    done.wait()
    return outcome.succeeded
  }

  private final class Outcome: @unchecked Sendable {
    // Unchecked: written by the task before the semaphore is signalled, read after.
    var succeeded = false
  }
}
