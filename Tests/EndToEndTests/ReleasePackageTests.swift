import Foundation
import XCTest

/// The release binary and the Debian package `make deb` builds (see `ReleaseArtifacts` for when
/// these run): the binary needs only the system's libraries, not the Swift toolchain; the package
/// names those libraries' packages, holds each file where it belongs, installs into a temporary
/// root and runs from there; `make uninstall` removes what `make install` put in.
final class ReleasePackageTests: XCTestCase {
  /// The system's libraries a static-stdlib build may still need: libc and its parts, the C++
  /// runtime, ncurses, ICU, and libcurl (with zlib) for FoundationNetworking.
  static let systemLibraries = [
    #"^libc\.so\.6$"#, #"^libm\.so\.6$"#, #"^libdl\.so\.2$"#, #"^libpthread\.so\.0$"#, #"^librt\.so\.1$"#,
    #"^libutil\.so\.1$"#, #"^ld-linux[-a-z0-9_.]*\.so\.[0-9]+$"#, #"^libstdc\+\+\.so\.6$"#, #"^libgcc_s\.so\.1$"#,
    #"^libncursesw\.so\.6$"#, #"^libtinfo\.so\.6$"#, #"^libicu(uc|i18n|data)\.so\.[0-9]+$"#, #"^libcurl\.so\.4$"#,
    #"^libz\.so\.1$"#,
  ]

  static func isSystemLibrary(_ name: String) -> Bool {
    systemLibraries.contains { name.range(of: $0, options: .regularExpression) != nil }
  }

  private func assertOnlySystemLibraries(_ binary: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let section = try ReleaseArtifacts.dynamicSection(of: binary)
    XCTAssertFalse(section.needed.isEmpty, section.text, file: file, line: line)
    for library in section.needed {
      XCTAssertTrue(Self.isSystemLibrary(library), "\(binary) needs \(library)\n\(section.text)", file: file, line: line)
    }
    // $ORIGIN is the binary's own folder; any other path is a folder the binary depends on.
    for path in section.runpaths {
      XCTAssertEqual(path, "$ORIGIN", "\(binary) searches \(path) for libraries\n\(section.text)", file: file, line: line)
    }
  }

  func testTheLibraryListTellsTheSystemsFromTheToolchains() {
    for name in ["libc.so.6", "libstdc++.so.6", "libicuuc.so.72", "libncursesw.so.6", "libcurl.so.4", "ld-linux-x86-64.so.2"] {
      XCTAssertTrue(Self.isSystemLibrary(name), name)
    }
    for name in ["libswiftCore.so", "libFoundation.so", "libdispatch.so", "libFoundationNetworking.so", "libBlocksRuntime.so"] {
      XCTAssertFalse(Self.isSystemLibrary(name), name)
    }
  }

  func testTheReleaseBinaryNeedsOnlyTheSystemsLibraries() throws {
    try assertOnlySystemLibraries(try ReleaseArtifacts.requireBinary().path)
  }

  private func deb() throws -> (url: URL, number: String) {
    let number = try VersionCLITests.binaryVersion().number
    return (try ReleaseArtifacts.requireDeb(number: number), number)
  }

  /// `Depends:` names, for every library the binary needs, the package that has it on this system.
  func testThePackageInfoNamesTheReleaseAndThePackagesOfItsLibraries() throws {
    let (deb, number) = try deb()
    let dpkgDeb = try ReleaseArtifacts.tool("dpkg-deb", package: "dpkg")
    let info = Shell.run([dpkgDeb, "--info", deb.path])
    XCTAssertEqual(info.status, 0, info.error)
    let fields = Dictionary(
      info.output.split(separator: "\n").compactMap { line -> (String, String)? in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("new Debian") else { return nil }
        return (String(trimmed[..<colon]), trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces))
      }, uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(fields["Package"], "glossa", info.output)
    XCTAssertEqual(fields["Version"], number, info.output)
    XCTAssertEqual(fields["Architecture"], Shell.run(["dpkg", "--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines))
    let depends = try XCTUnwrap(fields["Depends"], info.output)
    let dependedOn = Set(depends.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) })

    let extracted = try CLIFolder()
    XCTAssertEqual(Shell.run([dpkgDeb, "-x", deb.path, extracted.url.path]).status, 0)
    let section = try ReleaseArtifacts.dynamicSection(of: extracted.path("usr/bin/glossa"))
    for library in section.needed where !library.hasPrefix("ld-linux") {
      let search = Shell.run(["dpkg", "-S", "*/" + library])
      let owners = search.output.split(separator: "\n").compactMap { line -> String? in
        guard line.hasSuffix("/" + library), let colon = line.firstIndex(of: ":") else { return nil }
        return String(line[..<colon]).components(separatedBy: ":").first
      }
      XCTAssertFalse(owners.isEmpty, "no package has \(library): \(search.error)")
      XCTAssertTrue(owners.contains { dependedOn.contains($0) }, "Depends: \(depends) names none of \(owners), which have \(library)")
    }
  }

  /// Each file where Debian and the shells look for it, owned by root.
  func testThePackageHoldsTheBinarySampleManPageAndCompletions() throws {
    let (deb, _) = try deb()
    let contents = Shell.run([try ReleaseArtifacts.tool("dpkg-deb", package: "dpkg"), "--contents", deb.path])
    XCTAssertEqual(contents.status, 0, contents.error)
    var files: [String: (mode: String, owner: String)] = [:]
    for line in contents.output.split(separator: "\n") {
      let columns = line.split(separator: " ", omittingEmptySubsequences: true)
      guard columns.count >= 6, let path = columns.last, !path.hasSuffix("/") else { continue }
      files[String(path)] = (String(columns[0]), String(columns[1]))
    }
    let expected = [
      "./usr/bin/glossa": "-rwxr-xr-x",
      "./usr/share/glossa/Sample.xcstrings": "-rw-r--r--",
      "./usr/share/man/man1/glossa.1.gz": "-rw-r--r--",
      "./usr/share/bash-completion/completions/glossa": "-rw-r--r--",
      "./usr/share/zsh/site-functions/_glossa": "-rw-r--r--",
      "./usr/share/fish/vendor_completions.d/glossa.fish": "-rw-r--r--",
      "./usr/share/doc/glossa/copyright": "-rw-r--r--",
      "./usr/share/doc/glossa/changelog.gz": "-rw-r--r--",
    ]
    XCTAssertEqual(Set(files.keys), Set(expected.keys), contents.output)
    for (path, mode) in expected {
      XCTAssertEqual(files[path]?.mode, mode, path)
      XCTAssertEqual(files[path]?.owner, "root/root", path)
    }
  }

  /// `dpkg --root` into an empty folder (its own package database; the libraries come from this
  /// system, so `--force-depends`), then the installed binary runs: its version, the sample where
  /// it looks, stripped and needing only the system's libraries; then `dpkg --remove` leaves nothing.
  func testThePackageInstallsIntoATemporaryRootAndRunsFromThere() throws {
    let (deb, number) = try deb()
    let dpkg = try ReleaseArtifacts.tool("dpkg", package: "dpkg")
    let root = try CLIFolder()
    for folder in ["var/lib/dpkg/info", "var/lib/dpkg/updates", "var/log"] {
      try FileManager.default.createDirectory(atPath: root.path(folder), withIntermediateDirectories: true)
    }
    _ = try root.write("var/lib/dpkg/status", [])
    var options = ["--root=\(root.url.path)", "--force-depends", "--log=\(root.path("var/log/dpkg.log"))"]
    if getuid() != 0 { options.append("--force-not-root") }
    let install = Shell.run([dpkg] + options + ["--install", deb.path])
    XCTAssertEqual(install.status, 0, install.output + install.error)

    let installed = root.path("usr/bin/glossa")
    let version = Shell.run([installed, "--version"], environment: ["PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": ""])
    XCTAssertEqual(version.status, 0, version.error)
    XCTAssertEqual(VersionCLITests.parts(of: version.output)?.number, number, version.output)
    try assertOnlySystemLibraries(installed)
    let sections = Shell.run([try ReleaseArtifacts.tool("readelf", package: "binutils"), "-S", "-W", installed])
    XCTAssertEqual(sections.status, 0, sections.error)
    XCTAssertFalse(sections.output.contains(" .symtab "), "the installed binary is not stripped")
    XCTAssertEqual(
      try Data(contentsOf: URL(fileURLWithPath: root.path("usr/share/glossa/Sample.xcstrings"))),
      try Data(contentsOf: CLIPaths.sample))
    let stats = Shell.run([installed, "stats", root.path("usr/share/glossa/Sample.xcstrings")])
    XCTAssertEqual(stats.status, 0, stats.error)
    XCTAssertTrue(stats.output.contains("de"), stats.output)

    let remove = Shell.run([dpkg] + options + ["--remove", "glossa"])
    XCTAssertEqual(remove.status, 0, remove.output + remove.error)
    XCTAssertFalse(FileManager.default.fileExists(atPath: installed))
    XCTAssertFalse(FileManager.default.fileExists(atPath: root.path("usr/share/glossa")))
  }

  /// `make uninstall` (same PREFIX and DESTDIR) removes every file `make install` put in: the
  /// package's tree, which is `make install PREFIX=/usr`, less the two files the package adds.
  func testMakeUninstallRemovesWhatMakeInstallPutIn() throws {
    let (deb, _) = try deb()
    let make = try ReleaseArtifacts.tool("make", package: "make")
    let root = try CLIFolder()
    XCTAssertEqual(Shell.run([try ReleaseArtifacts.tool("dpkg-deb", package: "dpkg"), "-x", deb.path, root.url.path]).status, 0)
    // The package compresses the man page; `make install` writes it as is.
    XCTAssertEqual(Shell.run(["gunzip", root.path("usr/share/man/man1/glossa.1.gz")]).status, 0)
    let uninstall = Shell.run([
      make, "-C", CLIPaths.repositoryRoot.path, "uninstall", "DESTDIR=\(root.url.path)", "PREFIX=/usr",
    ])
    XCTAssertEqual(uninstall.status, 0, uninstall.output + uninstall.error)
    var left: [String] = []
    let walker = FileManager.default.enumerator(atPath: root.url.path)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root.path(path), isDirectory: &isFolder), !isFolder.boolValue {
        left.append(path)
      }
    }
    XCTAssertEqual(left.sorted(), ["usr/share/doc/glossa/changelog.gz", "usr/share/doc/glossa/copyright"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: root.path("usr/share/glossa")))
  }
}
