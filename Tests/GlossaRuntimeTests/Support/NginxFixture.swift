import FakeHTTPServer
import Foundation
import GlossaRuntime
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NginxServer {
  /// A started nginx, or the calling test skips with the one reason (under CI, where `.ci/run`
  /// installs nginx, it fails instead).
  static func startOrSkip(locationDirectives: String = "") throws -> NginxServer {
    guard executable != nil else {
      throw Requirement.missing(skipReason)
    }
    return try NginxServer(locationDirectives: locationDirectives)
  }

  /// The access log's requests after the first `count`, once nginx has logged `expected` of
  /// them (it writes a line when an answer is finished, which can be just after the client has it).
  func requests(after count: Int, expecting expected: Int) -> [LoggedRequest] {
    for _ in 0..<100 {
      let all = requests()
      if all.count >= count + expected { return Array(all.dropFirst(count)) }
      usleep(20_000)
    }
    return Array(requests().dropFirst(count))
  }
}

/// A json pack `plans` (en, de, fr) as `glossa export --format json [--hashes]` writes it.
enum PlansPack {
  static func manifest(hashes: [String: String]? = nil) -> String {
    let entries = [("en", ["en"]), ("de", ["de", "en"]), ("fr", ["fr", "en"])].map { code, chain in
      var entry = Manifests.entry(code, fallback: chain)
      if let hash = hashes?[code] { entry = String(entry.dropLast()) + #", "sha256": "\#(hash)"}"# }
      return entry
    }
    return Manifests.languages(layout: "json", name: "plans", entries: entries)
  }

  static let values = [
    "en": #"{"title": "Plans", "extra": "Extra"}"#, "de": #"{"title": "Pläne"}"#, "fr": #"{"title": "Plans (fr)"}"#,
  ]

  static func hashes(_ values: [String: String]) -> [String: String] {
    values.mapValues { PackDigest.sha256(Data($0.utf8)) }
  }

  /// Serves the pack; every file dated `modified`.
  static func serve(on nginx: NginxServer, values: [String: String] = values, hashed: Bool, modified: Date) throws {
    try nginx.write("plans-languages.json", manifest(hashes: hashed ? hashes(values) : nil), modified: modified)
    for (code, text) in values { try nginx.write("plans-\(code).json", text, modified: modified) }
  }
}
