import CatalogModel
import CatalogFiles
import CatalogEditing

// Checks are classes (immutable, shared by the entries of one thread): the runner calls each
// for every entry, localization and string, and a class-bound existential is passed as one
// reference, where a struct's was copied into a box and destroyed again for every call.

/// A check that looks at a whole entry (e.g. `missing`, `stale`).
package protocol EntryCheck: AnyObject, Sendable {
  func check(_ entry: EntryUnderCheck, into findings: inout [Finding])
}

/// A check that looks at one language of an entry (e.g. `plural-categories`, `substitutions`).
package protocol LocalizationCheck: AnyObject, Sendable {
  /// Whether it also runs on the source language's localization.
  var checksSource: Bool { get }
  func check(_ localization: LocalizationUnderCheck, into findings: inout [Finding])
}

/// A check that compares one string unit with its source (e.g. `whitespace`, `format-specifiers`).
package protocol LeafCheck: AnyObject, Sendable {
  /// Whether it also runs on the source language's strings (compared with the key).
  var checksSource: Bool { get }
  func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding])
}

/// One entry being checked.
package struct EntryUnderCheck {
  package let key: String
  package let entry: Entry
  package let context: CheckContext
  /// Per checked language (by context slot): the entry has a localization with some string.
  package let present: [Bool]

  package func finding(_ id: CheckID, severity: Severity? = nil, language: String? = nil, path: String = "", _ message: String) -> Finding {
    Finding(check: id, severity: severity ?? CheckRegistry.severity(id), key: key, language: language, path: path, message: message)
  }
}

/// What every language of one entry shares while it is checked: made once per entry, so that
/// each localization under check holds one reference to it rather than retaining each part.
package final class EntryScope {
  package let key: String
  package let isManual: Bool
  /// Every localization of the entry (`unchanged` compares the languages).
  package let siblings: KeyedList<Localization>
  package let source: SourceSide
  package let context: CheckContext
  /// Where the checks count their steps.
  package let work: CheckWork
  /// The entry's length limit (`length`), when that check runs and one applies.
  package let lengthLimit: LengthLimit?

  package init(
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
package struct LocalizationUnderCheck {
  package let entry: EntryScope
  package let language: String
  package let facts: LanguageFacts
  /// The localization where it lies in its entry (valid while the checks of it run): copying
  /// it would retain and release its strings and boxes.
  private let pointer: UnsafePointer<Localization>
  package var localization: Localization { _read { yield pointer.pointee } }
  /// Its string units with their facts, in catalog order.
  package let units: [LeafUnderCheck]

  package var key: String { entry.key }
  package var isManual: Bool { entry.isManual }
  /// Every localization of the entry, this one included.
  package var siblings: KeyedList<Localization> { entry.siblings }
  package var source: SourceSide { entry.source }
  package var context: CheckContext { entry.context }
  package var work: CheckWork { entry.work }
  package var lengthLimit: LengthLimit? { entry.lengthLimit }
  package var isSource: Bool { facts.isSource }

  package init(entry: EntryScope, language: String, facts: LanguageFacts, pointer: UnsafePointer<Localization>, units: [LeafUnderCheck]) {
    self.entry = entry
    self.language = language
    self.facts = facts
    self.pointer = pointer
    self.units = units
  }

  package func finding(_ id: CheckID, _ severity: Severity? = nil, path: String, _ message: String) -> Finding {
    Finding(check: id, severity: severity ?? CheckRegistry.severity(id), key: key, language: language, path: path, message: message)
  }
}

/// One string unit of a localization, with the source string it is compared with.
package struct LeafUnderCheck {
  package let path: LeafPath
  package let value: String
  package let state: TranslationState
  package let facts: TextFacts
  /// nil when the source has nothing to compare with (e.g. a substitution the source lacks).
  package let reference: SourceSide.Reference?
}
