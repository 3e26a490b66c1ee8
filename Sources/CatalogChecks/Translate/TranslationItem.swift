import CatalogModel
import CatalogFiles
import CatalogEditing

/// One (key, language) cell chosen for machine translation.
package struct TranslationCell: Sendable, Hashable, CustomStringConvertible {
  package var key: String
  package var language: String

  package init(key: String, language: String) {
    self.key = key
    self.language = language
  }

  package var description: String { "\(language) of \"\(key)\"" }
}

/// A text sent for translation or received back: one string, or one string per plural category.
package enum TranslationText: Sendable, Equatable {
  case single(String)
  /// Forms in CLDR order (zero, one, two, few, many, other).
  case plural([PluralForm])

  /// Every string in it, in order (one for `single`).
  package var strings: [String] {
    switch self {
    case .single(let text): return [text]
    case .plural(let forms): return forms.map(\.text)
    }
  }
}

package struct PluralForm: Sendable, Equatable {
  package var category: String
  package var text: String

  package init(category: String, text: String) {
    self.category = category
    self.text = text
  }
}

/// A glossary term that occurs in a source string, with its translation in the target language.
package struct GlossaryTerm: Sendable, Equatable {
  package var term: String
  package var translation: String

  package init(term: String, translation: String) {
    self.term = term
    self.translation = translation
  }
}

/// An existing translation of the same key in another language, given as context.
package struct TranslationReference: Sendable, Equatable {
  package var language: String
  package var text: String

  package init(language: String, text: String) {
    self.language = language
    self.text = text
  }
}

/// One string (or one plural string) of a cell: what goes into a batch document as an item.
///
/// A cell gives one item for a plain string, one per device form, and for a string with
/// substitutions one for the string around the tokens plus one per substitution's plural forms.
package struct TranslationItem: Sendable, Equatable {
  /// Unique within its batch ("1", "2"…).
  package var id: String
  package var cell: TranslationCell
  /// Where the translation goes in the target localization: the form (root, `device.iphone`) for
  /// a single string; the owner of the plural forms (root, `device.mac`, `substitutions.count`)
  /// for a plural one.
  package var path: FormPath
  package var source: TranslationText
  /// The target language's forms for a plural source (`CatalogPluralForms`: its CLDR categories,
  /// plus `zero` where the source has one); empty otherwise.
  package var categories: [String]
  package var comment: String?
  package var references: [TranslationReference]
  /// The `do-not-translate` terms the source holds: each must be kept verbatim.
  package var keptTerms: [String]
  package var glossary: [GlossaryTerm]
  /// What was wrong with the previous reply, when the item is sent again.
  package var retryReason: String?
  /// The key's length limit: a longer reply is refused.
  package var lengthLimit: LengthLimit? = nil
  /// The source localization's substitutions, resolving `%#@name@` tokens when comparing
  /// placeholders.
  package var sourceSubstitutions: KeyedList<Substitution>?
  /// The plural categories of the target that select a single number (they may spell it out).
  package var singleNumberCategories: [String]

  /// The device name when the item is a device form.
  package var device: String? {
    for step in path.steps { if case .device(let name) = step { return name } }
    return nil
  }

  /// The substitution name when the item is a substitution's plural forms.
  package var substitution: String? {
    if case .substitution(let name)? = path.steps.first { return name }
    return nil
  }
}
