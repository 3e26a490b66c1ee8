import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

struct GitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "git",
    abstract: "Set glossa up as git's merge driver and diff text for .xcstrings files.",
    subcommands: [GitInstallCommand.self, GitUninstallCommand.self]
  )
}

/// Where the attributes line and the settings go.
struct GitSetupScope: ParsableArguments {
  @Flag(name: .long, help: "Your global git configuration and attributes file instead of this repository's.")
  var global = false

  func setup() throws -> GitSetup {
    let glossa = GlossaCommandName.forGitConfig()
    if global {
      return GitSetup(folder: nil, attributesPath: GlobalAttributesFile.path(), glossa: glossa)
    }
    guard let worktree = GitWorktree.containing(FileManager.default.currentDirectoryPath) else {
      printError("glossa: not in a git worktree (use --global to set up every repository)")
      throw ExitCode(2)
    }
    return GitSetup(folder: worktree.topLevel, attributesPath: worktree.topLevel + "/.gitattributes", glossa: glossa)
  }
}

struct GitInstallCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "install",
    abstract: "Add `*.xcstrings merge=xcstrings diff=xcstrings` to .gitattributes and the driver settings to git config.",
    discussion: """
      Sets merge.xcstrings.driver ('glossa merge %O %A %B %P'), merge.xcstrings.name and \
      diff.xcstrings.textconv ('glossa diff --textconv') in the repository's config (--global: \
      yours, with the line in your global attributes file). Running it again changes nothing; \
      `glossa git uninstall` removes exactly what it added.
      """
  )

  @OptionGroup var scope: GitSetupScope

  func run() throws {
    let setup = try scope.setup()
    do {
      let done = try setup.install()
      if done.isEmpty { print("glossa is already set up (\(setup.attributesPath))") }
      for line in done { print(line) }
    } catch {
      printError("glossa: \(error.description)")
      throw ExitCode(2)
    }
  }
}

struct GitUninstallCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "uninstall",
    abstract: "Remove what `glossa git install` added."
  )

  @OptionGroup var scope: GitSetupScope

  func run() throws {
    let setup = try scope.setup()
    do {
      let done = try setup.uninstall()
      if done.isEmpty { print("nothing to remove") }
      for line in done { print(line) }
    } catch {
      printError("glossa: \(error.description)")
      throw ExitCode(2)
    }
  }
}

/// The global attributes file git reads: core.attributesFile, else $XDG_CONFIG_HOME/git/attributes,
/// else ~/.config/git/attributes.
enum GlobalAttributesFile {
  static func path() -> String {
    if let configured = GitProcess.run(["config", "--global", "--get", "--path", "core.attributesFile"]), configured.succeeded {
      let text = configured.text.trimmingCharacters(in: .newlines)
      if !text.isEmpty { return text }
    }
    let environment = ProcessInfo.processInfo.environment
    if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty { return xdg + "/git/attributes" }
    return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/git/attributes"
  }
}

/// How git should call glossa: `glossa` when that is this executable on PATH, else its
/// absolute path (a build folder, a copy outside PATH).
enum GlossaCommandName {
  static func forGitConfig() -> String {
    guard let own = executablePath() else { return "glossa" }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/glossa"
      if let real = realPath(candidate), real == own { return "glossa" }
    }
    return "'" + own.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private static func executablePath() -> String? {
    realPath("/proc/self/exe") ?? Bundle.main.executablePath.flatMap(realPath)
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
