import StringCatalog

/// What a yes (or a picked number) does in questions the variation editor asks.
enum VariationChoice: Equatable {
  case collapse(key: String, language: String, owner: FormPath)
  case addForm(key: String, language: String, path: FormPath)
  /// Offered after a value gains a `%#@name@` token that has no substitution yet.
  case createSubstitution(key: String, language: String, name: String)
}

/// What a yes does in questions review mode asks.
enum ReviewChoice: Equatable {
  /// Accept the current item although it has a check error.
  case accept(ReviewItem)
  /// `A`: every item not decided yet that still needs review, and the skipped ones too or not;
  /// in every catalog of the queue, or only in `catalog`.
  case acceptAll(includingSkipped: Bool, catalog: Int? = nil)
}
