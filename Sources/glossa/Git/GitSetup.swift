import Foundation
import StringCatalog

/// What `glossa git install` adds and `glossa git uninstall` takes away again: one attributes
/// line and the driver settings, in a repository or in the user's global git configuration.
struct GitSetup {
  static let attributesLine = "*.xcstrings merge=xcstrings diff=xcstrings"
  /// How the attributes line got there, so uninstall can undo exactly that: `created` (the file
  /// was made for it), `appended`, or `appended-newline` (a final newline was added first).
  static let markerKey = "glossa.attributes"

  /// `nil` folder: the global configuration.
  var folder: String?
  var attributesPath: String
  var glossa: String

  var scope: [String] { folder == nil ? ["--global"] : ["--local"] }

  var settings: [(key: String, value: String)] {
    [
      ("merge.xcstrings.name", "Glossa: merge String Catalogs leaf by leaf"),
      ("merge.xcstrings.driver", "\(glossa) merge %O %A %B %P"),
      ("diff.xcstrings.textconv", "\(glossa) diff --textconv"),
    ]
  }

  /// Lines telling what changed; empty when everything was already in place.
  func install() throws(GitSetupError) -> [String] {
    var done: [String] = []
    var text = try attributesText()
    if text?.split(separator: "\n", omittingEmptySubsequences: false).contains(Substring(GitSetup.attributesLine)) != true {
      let how: String
      if let existing = text, !existing.isEmpty {
        how = existing.hasSuffix("\n") ? "appended" : "appended-newline"
        text = existing + (existing.hasSuffix("\n") ? "" : "\n") + GitSetup.attributesLine + "\n"
      } else {
        how = text == nil ? "created" : "appended"
        text = GitSetup.attributesLine + "\n"
      }
      try writeAttributes(text ?? "")
      try set(GitSetup.markerKey, how)
      done.append("added `\(GitSetup.attributesLine)` to \(attributesPath)")
    }
    for setting in settings where try get(setting.key) != setting.value {
      try set(setting.key, setting.value)
      done.append("set \(setting.key) = \(setting.value)")
    }
    return done
  }

  /// Removes the line and the settings install added; a setting someone changed since is left,
  /// and said so.
  func uninstall() throws(GitSetupError) -> [String] {
    var done: [String] = []
    let marker = try get(GitSetup.markerKey)
    if var lines = try attributesText()?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      let index = lines.firstIndex(of: GitSetup.attributesLine)
    {
      lines.remove(at: index)
      var text = lines.joined(separator: "\n")
      if marker == "appended-newline", text.hasSuffix("\n") { text.removeLast() }
      if marker == "created" && text.isEmpty {
        unlink(attributesPath)
      } else {
        try writeAttributes(text)
      }
      done.append("removed `\(GitSetup.attributesLine)` from \(attributesPath)")
    }
    if marker != nil { try unset(GitSetup.markerKey) }
    for setting in settings {
      guard let value = try get(setting.key) else { continue }
      if value == setting.value {
        try unset(setting.key)
        done.append("unset \(setting.key)")
      } else {
        done.append("left \(setting.key) = \(value) (not what glossa git install sets)")
      }
    }
    for section in ["merge.xcstrings", "diff.xcstrings", "glossa"] { removeSectionIfEmpty(section) }
    return done
  }

  // MARK: - Files and git config

  private func attributesText() throws(GitSetupError) -> String? {
    guard FileManager.default.fileExists(atPath: attributesPath) else { return nil }
    guard let data = FileManager.default.contents(atPath: attributesPath) else {
      throw GitSetupError("cannot read \(attributesPath)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  private func writeAttributes(_ text: String) throws(GitSetupError) {
    let folder = (attributesPath as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: attributesPath), options: .atomic)
    } catch {
      throw GitSetupError("cannot write \(attributesPath): \(error.localizedDescription)")
    }
  }

  private func get(_ key: String) throws(GitSetupError) -> String? {
    guard let result = GitProcess.run(["config"] + scope + ["--get", key], in: folder) else {
      throw GitSetupError("cannot run git")
    }
    // Status 1: the key is not set.
    guard result.succeeded else { return nil }
    return result.text.hasSuffix("\n") ? String(result.text.dropLast()) : result.text
  }

  private func set(_ key: String, _ value: String) throws(GitSetupError) {
    try config([key, value])
  }

  private func unset(_ key: String) throws(GitSetupError) {
    try config(["--unset", key])
  }

  private func config(_ arguments: [String]) throws(GitSetupError) {
    guard let result = GitProcess.run(["config"] + scope + arguments, in: folder), result.succeeded else {
      throw GitSetupError("git config \((scope + arguments).joined(separator: " ")) failed")
    }
  }

  /// `git config --unset` leaves an empty `[merge "xcstrings"]` header behind.
  private func removeSectionIfEmpty(_ section: String) {
    let pattern = "^" + NSRegularExpression.escapedPattern(for: section) + "\\."
    if let listed = GitProcess.run(["config"] + scope + ["--get-regexp", pattern], in: folder), listed.succeeded { return }
    _ = GitProcess.run(["config"] + scope + ["--remove-section", section], in: folder)
  }
}

struct GitSetupError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
