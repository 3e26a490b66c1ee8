import Foundation
import PackagePlugin

/// Before every build of `glossa`: the commit of the git checkout the package is built from, as a
/// Swift file in the plugin's own work folder (never the source tree), so `glossa --version` says
/// `0.4.0 (a1b2c3d)`. A plain `swift build` gets it with nothing passed in. The file is rewritten
/// only when the commit changes, so an unchanged checkout rebuilds nothing. Outside a checkout of
/// this package (a source tarball, even one unpacked inside another repository) it holds `nil`.
@main
struct GitCommit: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
    return [
      .prebuildCommand(
        displayName: "Reading the git commit of \(context.package.directoryURL.path)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", Self.script, "git-commit", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output)
    ]
  }

  /// $1: the package folder; $2: the folder for BuildCommit.swift. Only a checkout whose top is
  /// the package folder counts; only lowercase hex gets into the source.
  static let script = #"""
    package=$(cd "$1" 2>/dev/null && pwd -P)
    top=$(git -C "$1" rev-parse --show-toplevel 2>/dev/null)
    top=$(cd "$top" 2>/dev/null && pwd -P)
    commit=""
    if [ -n "$package" ] && [ "$package" = "$top" ]; then
      commit=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null)
    fi
    case "$commit" in
      "" | *[!0-9a-f]*) value=nil ;;
      *) value="\"$commit\"" ;;
    esac
    text="/// The git commit this binary was built from (written by the GitCommit plugin).
    let buildCommit: String? = $value"
    mkdir -p "$2" || exit 1
    file="$2/BuildCommit.swift"
    if [ ! -f "$file" ] || [ "$(cat "$file")" != "$text" ]; then
      printf '%s\n' "$text" > "$file"
    fi
    """#
}
