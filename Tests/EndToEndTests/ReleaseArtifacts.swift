import Foundation
import TestSupport
import XCTest

/// What `make deb` leaves in `.build-release` (the release binary and the Debian package), for the
/// packaging tests. `swift test` never builds them: a release build takes many minutes. `.ci/run`
/// runs `make deb` before the tests, so under CI a missing one fails; on a clone without them the
/// tests skip and say how to make them.
enum ReleaseArtifacts {
  static let folder = CLIPaths.repositoryRoot.appendingPathComponent(".build-release")
  static let binary = folder.appendingPathComponent("release/glossa")
  static let debFolder = folder.appendingPathComponent("deb")

  static let skipReason = "no release build in .build-release (make deb builds it; .ci/run does): the packaging tests are skipped"

  /// Fails under CI (`Requirement`), skips elsewhere.
  static func missing(_ what: String) -> any Error {
    Requirement.missing("\(what) not found: \(skipReason)")
  }

  static func tool(_ name: String, package: String) throws -> String {
    for folder in ["/usr/bin", "/bin", "/usr/sbin", "/sbin"] where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
      return folder + "/" + name
    }
    throw Requirement.missing("\(name) is not installed (apt-get install \(package))")
  }

  static func requireBinary() throws -> URL {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw missing(binary.path) }
    return binary
  }

  /// `glossa_<number>_<arch>.deb` for the release the tests' binary is.
  static func requireDeb(number: String) throws -> URL {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: debFolder.path)) ?? []
    guard let name = names.sorted().first(where: { $0.hasPrefix("glossa_\(number)_") && $0.hasSuffix(".deb") }) else {
      throw missing(debFolder.path + "/glossa_\(number)_*.deb")
    }
    return debFolder.appendingPathComponent(name)
  }

  /// `readelf -d`'s NEEDED libraries and RUNPATH/RPATH entries.
  static func dynamicSection(of binary: String) throws -> (needed: [String], runpaths: [String], text: String) {
    let readelf = try tool("readelf", package: "binutils")
    let run = Shell.run([readelf, "-d", binary])
    XCTAssertEqual(run.status, 0, run.error)
    var needed: [String] = []
    var runpaths: [String] = []
    for line in run.output.split(separator: "\n") {
      guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]"), open < close else { continue }
      let value = String(line[line.index(after: open)..<close])
      if line.contains("(NEEDED)") { needed.append(value) }
      if line.contains("(RUNPATH)") || line.contains("(RPATH)") { runpaths += value.split(separator: ":").map(String.init) }
    }
    return (needed, runpaths, run.output)
  }
}
