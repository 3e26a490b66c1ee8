// Checks are classes (immutable, shared by the entries of one thread): the runner calls each
// for every entry, localization and string, and a class-bound existential is passed as one
// reference, where a struct's was copied into a box and destroyed again for every call.

/// A check that looks at a whole entry (e.g. `missing`, `stale`).
protocol EntryCheck: AnyObject, Sendable {
  func check(_ entry: EntryUnderCheck, into findings: inout [Finding])
}

/// A check that looks at one language of an entry (e.g. `plural-categories`, `substitutions`).
protocol LocalizationCheck: AnyObject, Sendable {
  /// Whether it also runs on the source language's localization.
  var checksSource: Bool { get }
  func check(_ localization: LocalizationUnderCheck, into findings: inout [Finding])
}

/// A check that compares one string unit with its source (e.g. `whitespace`, `format-specifiers`).
protocol LeafCheck: AnyObject, Sendable {
  /// Whether it also runs on the source language's strings (compared with the key).
  var checksSource: Bool { get }
  func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding])
}

/// One entry being checked.
struct EntryUnderCheck {
  let key: String
  let entry: Entry
  let context: CheckContext
  /// Per checked language (by context slot): the entry has a localization with some string.
  let present: [Bool]

  func finding(_ id: CheckID, severity: Severity? = nil, language: String? = nil, path: String = "", _ message: String) -> Finding {
    Finding(check: id, severity: severity ?? CheckRegistry.severity(id), key: key, language: language, path: path, message: message)
  }
}

/// What every language of one entry shares while it is checked: made once per entry, so that
/// each localization under check holds one reference to it rather than retaining each part.
final class EntryScope {
  let key: String
  let isManual: Bool
  /// Every localization of the entry (`unchanged` compares the languages).
  let siblings: KeyedList<Localization>
  let source: SourceSide
  let context: CheckContext
  /// Where the checks count their steps.
  let work: CheckWork
  /// The entry's length limit (`length`), when that check runs and one applies.
  let lengthLimit: LengthLimit?

  init(
    key: String, isManual: Bool, siblings: KeyedList<Localization>, source: SourceSide, context: CheckContext, work: CheckWork,
    lengthLimit: LengthLimit?
  ) {
    self.key = key
    self.isManual = isManual
    self.siblings = siblings
    self.source = source
    self.context = context
    self.work = work
    self.lengthLimit = lengthLimit
  }
}

/// One language of an entry being checked. Holds references only (classes, the strings and the
/// localization), since one is made for each of the hundreds of thousands of localizations.
struct LocalizationUnderCheck {
  let entry: EntryScope
  let language: String
  let facts: LanguageFacts
  /// The localization where it lies in its entry (valid while the checks of it run): copying
  /// it would retain and release its strings and boxes.
  private let pointer: UnsafePointer<Localization>
  var localization: Localization { _read { yield pointer.pointee } }
  /// Its string units with their facts, in catalog order.
  let units: [LeafUnderCheck]

  var key: String { entry.key }
  var isManual: Bool { entry.isManual }
  /// Every localization of the entry, this one included.
  var siblings: KeyedList<Localization> { entry.siblings }
  var source: SourceSide { entry.source }
  var context: CheckContext { entry.context }
  var work: CheckWork { entry.work }
  var lengthLimit: LengthLimit? { entry.lengthLimit }
  var isSource: Bool { facts.isSource }

  init(entry: EntryScope, language: String, facts: LanguageFacts, pointer: UnsafePointer<Localization>, units: [LeafUnderCheck]) {
    self.entry = entry
    self.language = language
    self.facts = facts
    self.pointer = pointer
    self.units = units
  }

  func finding(_ id: CheckID, _ severity: Severity? = nil, path: String, _ message: String) -> Finding {
    Finding(check: id, severity: severity ?? CheckRegistry.severity(id), key: key, language: language, path: path, message: message)
  }
}

/// One string unit of a localization, with the source string it is compared with.
struct LeafUnderCheck {
  let path: LeafPath
  let value: String
  let state: TranslationState
  let facts: TextFacts
  /// nil when the source has nothing to compare with (e.g. a substitution the source lacks).
  let reference: SourceSide.Reference?
}
