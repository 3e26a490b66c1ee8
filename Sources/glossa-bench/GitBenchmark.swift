import Foundation
import StringCatalog

/// `glossa diff HEAD~1` and `glossa lint --since HEAD~1` over an app of 55 catalogs in nested
/// folders, in a real git repository (issue 33: one git process per catalog made them wait
/// 5.8 s and 11.7 s on CotEditor's 55; goals < 0.3 s and < 0.5 s), and how many git processes
/// each starts (a logging `git` first on PATH).
enum GitBenchmark {
  static let catalogs = 55

  static func run(folder: String) {
    let repository = folder + "/git-app"
    guard generate(in: repository) else {
      print("git: the repository could not be set up (is git installed?)")
      return
    }
    let log = folder + "/git-processes.log"
    let wrapper = folder + "/git-wrapper"
    guard writeWrapper(in: wrapper, log: log) else { return }
    let commands: [(name: String, arguments: [String], goal: String)] = [
      ("diff HEAD~1", ["diff", "HEAD~1"], "< 300 ms"),
      ("lint --since HEAD~1 --enable-only source-changed .", ["lint", "--since", "HEAD~1", "--enable-only", "source-changed", "."], "< 500 ms"),
    ]
    // glossa runs in the repository (`env --chdir`, which execs it: the figures are glossa's).
    let glossa = URL(fileURLWithPath: glossaExecutable()).standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: glossa) else {
      print("(\(glossa) not built: run `swift build -c release` first for process figures)")
      return
    }
    let inRepository = ["/usr/bin/env", "--chdir=" + repository]
    for command in commands {
      let runs = (0..<3).compactMap { _ in ChildProcess.measure(arguments: inRepository + [glossa] + command.arguments) }
      guard let median = FormatBenchmark.median(runs) else { continue }
      try? FileManager.default.removeItem(atPath: log)
      _ = shell(inRepository + ["PATH=\(wrapper):" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"), glossa] + command.arguments)
      let started = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
      print("glossa \(command.name) over \(catalogs) catalogs: \(milliseconds(median.seconds)) ms (goal \(command.goal)), \(started) git processes")
    }
  }

  /// 55 catalogs of 300 keys × 10 languages under nested folders, committed; then the source
  /// text of one key changed in 20 of them, committed again.
  private static func generate(in repository: String) -> Bool {
    let bytes = BenchmarkCatalog.generate(keys: 300, languages: 10)
    guard var catalog = try? CatalogReader.read(bytes: bytes).catalog else { return false }
    var paths: [String] = []
    for index in 0..<catalogs {
      paths.append(catalogPath(index, in: repository))
      let folder = (paths[index] as NSString).deletingLastPathComponent
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      guard FormatBenchmark.write(bytes, to: paths[index]) else { return false }
    }
    guard git(["init", "-q", "-b", "main"], in: repository), commit(in: repository, "base") else { return false }
    let key = catalog.strings.keys[0]
    catalog.strings[key]?.setLocalization(Localization(value: "changed source", state: .translated), for: catalog.sourceLanguage)
    let changed = CatalogWriter.bytes(catalog)
    for path in paths.prefix(20) where !FormatBenchmark.write(changed, to: path) { return false }
    return commit(in: repository, "change")
  }

  private static func catalogPath(_ index: Int, in repository: String) -> String {
    repository + "/Module\(index % 7)/Sub\(index % 3)/Resources\(index)/Catalog\(index).xcstrings"
  }

  /// The catalogs are dated a minute back first, as a developer's are older than the index a
  /// commit writes: files written in the same second as the index are "racily clean" to git,
  /// which then re-reads every one of them (45 MB here) in each command until the index is
  /// written again (by `git status`, say). The generated repository would otherwise measure that.
  private static func commit(in repository: String, _ message: String) -> Bool {
    let earlier = Date().addingTimeInterval(-60)
    for index in 0..<catalogs {
      try? FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: catalogPath(index, in: repository))
    }
    return git(["add", "-A"], in: repository)
      && git(["-c", "user.email=bench@glossa.invalid", "-c", "user.name=bench", "commit", "-q", "-m", message], in: repository)
  }

  private static func git(_ arguments: [String], in folder: String) -> Bool {
    shell(["git", "-C", folder] + arguments)
  }

  private static func writeWrapper(in folder: String, log: String) -> Bool {
    guard let git = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
      .map({ $0 + "/git" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return false }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log)'\nexec '\(git)' \"$@\"\n"
    guard FileManager.default.createFile(atPath: folder + "/git", contents: Data(script.utf8)) else { return false }
    return chmod(folder + "/git", 0o755) == 0
  }

  @discardableResult
  private static func shell(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0].hasPrefix("/") ? arguments[0] : "/usr/bin/env")
    process.arguments = arguments[0].hasPrefix("/") ? Array(arguments.dropFirst()) : arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0 || arguments.contains("diff")
  }
}
