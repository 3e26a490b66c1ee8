import CatalogModel
import CatalogFiles
import CatalogEditing

/// How a translation's placeholders differ from its source's.
package struct FormatComparison {
  package var severity: Severity?
  package var problems: [String] = []
  /// "the source", or "the key" when the source language is compared with its key.
  private let sourceName: String

  package var isEmpty: Bool { problems.isEmpty }

  package mutating func add(_ problem: String, _ problemSeverity: Severity) {
    problems.append(problem)
    severity = max(severity ?? problemSeverity, problemSeverity)
  }

  /// Compares `translation` with `source`. `mayOmitNumbers`: the form is a plural category that
  /// selects a single number (en `one`), which may be spelled out ("One photo") instead of read
  /// from the argument, so a missing integer or `%arg` is not a problem there.
  package init(
    translation: FormatSignature, source: FormatSignature, mayOmitNumbers: Bool, sourceName: String = "the source",
    work: CheckWork? = nil
  ) {
    self.sourceName = sourceName
    work?.add(translation.arguments.count + source.arguments.count)
    compareArguments(translation, source, mayOmitNumbers: mayOmitNumbers)
    if !translation.tokens.isEmpty && !source.tokens.isEmpty {
      // Sets, since a string may hold thousands of tokens; the messages keep the strings' order.
      work?.add(2 * (translation.tokens.count + source.tokens.count))
      let translated = Set(translation.tokens)
      let original = Set(source.tokens)
      for name in source.tokens where !translated.contains(name) {
        add("%#@\(name)@ is missing", .error)
      }
      for name in translation.tokens where !original.contains(name) {
        add("%#@\(name)@ is not in \(sourceName)", .error)
      }
    }
    if source.substitutionArguments > 0 && translation.substitutionArguments == 0 && !mayOmitNumbers {
      add("%arg is missing", .error)
    }
    if translation.substitutionArguments > 0 && source.substitutionArguments == 0 {
      add("%arg is not in \(sourceName)", .error)
    }
    if translation.mixesNumbering && !source.mixesNumbering {
      add("numbered (%1$@) and unnumbered placeholders are mixed", .error)
    }
    if let lone = translation.lonePercent, source.isFormatString, source.lonePercent == nil {
      add("a lone “\(lone)”: write %% for a percent sign", .error)
    }
    if translation.percentLiterals != source.percentLiterals && translation.lonePercent == nil {
      add("%% appears \(translation.percentLiterals) times, \(source.percentLiterals) in \(sourceName)", .warning)
    }
  }

  private mutating func compareArguments(_ translation: FormatSignature, _ source: FormatSignature, mayOmitNumbers: Bool) {
    var t = 0
    var s = 0
    let ts = translation.arguments
    let ss = source.arguments
    while t < ts.count || s < ss.count {
      if s >= ss.count || (t < ts.count && ts[t].position < ss[s].position) {
        add("\(ts[t].text) (argument \(ts[t].position)) is not in \(sourceName)", .error)
        t += 1
      } else if t >= ts.count || ss[s].position < ts[t].position {
        let omittable = mayOmitNumbers && (ss[s].kind == .integer || ss[s].kind == nil)
        if !omittable { add("\(ss[s].text) (argument \(ss[s].position)) is missing", .error) }
        s += 1
      } else {
        compare(ts[t], ss[s])
        t += 1
        s += 1
      }
    }
  }

  private mutating func compare(_ translation: FormatSignature.Argument, _ source: FormatSignature.Argument) {
    guard let translated = translation.kind, let original = source.kind else { return }
    let position = translation.position
    if translated != original {
      add("argument \(position) is \(translation.text) but \(source.text) in \(sourceName)", .error)
    } else if translated == .integer && translation.isWide != source.isWide {
      add("argument \(position) is \(translation.text) but \(source.text) in \(sourceName) (32- vs 64-bit integer)", .warning)
    } else if translated == .integer && translation.radix != source.radix {
      add("argument \(position) is \(translation.text) but \(source.text) in \(sourceName) (another number base)", .warning)
    }
  }

  package var message: String { problems.joined(separator: "; ") }
}
