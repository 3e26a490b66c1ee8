import CatalogModel

/// The typed half of the reader: builds the catalog model straight from the bytes, keeping every
/// member it does not know in `extra`.
extension JSONScanner {
  /// Receives each entry instead of the catalog keeping it (see `CatalogReader.readStats`).
  package final class EntryVisitor {
    package let visit: (_ sourceLanguage: String, _ key: String, _ entry: Entry) -> Void
    /// Set when the file cannot be read one entry at a time after all (its `sourceLanguage`
    /// comes after its strings, or a key is repeated): the caller reads it whole instead.
    fileprivate(set) var declined = false
    fileprivate var seen: Set<LiteralKey> = []
    /// After this many entries the read stops (`stopped`): a file's first entries, without the rest.
    package var limit = Int.max
    fileprivate(set) var stopped = false

    private let forget: () -> Void

    /// `forget` drops what was visited, for when the file is read again from the start.
    package init(
      _ visit: @escaping (_ sourceLanguage: String, _ key: String, _ entry: Entry) -> Void,
      forget: @escaping () -> Void
    ) {
      self.visit = visit
      self.forget = forget
    }

    package func restart() {
      seen = []
      declined = false
      stopped = false
      forget()
    }
  }

  /// With a visitor, entries that arrive after `sourceLanguage` go to it and are not kept.
  package mutating func readCatalog(visitor: EntryVisitor? = nil) throws(ScanError) -> Catalog {
    skipWhitespace()
    let start = position
    guard position < bytes.count, bytes[position] == 0x7B else {
      if isAtEnd { throw fail("the file is empty: expected a String Catalog (a JSON object)") }
      throw fail("expected a String Catalog (a JSON object starting with '{'), found \(describeNext())")
    }
    var sourceLanguage: String?
    var strings: KeyedList<Entry>?
    var version: String?
    var extra: [JSONMember] = []
    var seen = SeenMembers(objectStart: start)
    try readMembers(of: "the catalog") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "sourceLanguage":
        scanner.noteKnown(0, key, offset, &seen)
        sourceLanguage = try scanner.readTypedString(key)
      case "strings":
        scanner.noteKnown(1, key, offset, &seen)
        if let visitor {
          guard let sourceLanguage, strings == nil else {
            visitor.declined = true
            throw scanner.fail("the strings come before sourceLanguage, or twice")
          }
          strings = try scanner.readStrings { (scanner, key, _, entry) throws(ScanError) in
            guard visitor.seen.insert(LiteralKey(key)).inserted else {
              visitor.declined = true
              throw scanner.fail("a repeated key")
            }
            visitor.visit(sourceLanguage, key, entry)
            if visitor.seen.count >= visitor.limit {
              visitor.stopped = true
              throw scanner.fail("stopped after the first \(visitor.limit) entries")
            }
          }
          return
        }
        let objectStart = scanner.position
        var map = OrderedMapBuilder<Entry>()
        _ = try scanner.readStrings { (scanner, key, offset, entry) throws(ScanError) in
          if !map.add(key, entry) { scanner.noteDuplicate(key, secondOffset: offset, objectStart: objectStart) }
        }
        strings = map.finish()
        // Writing in two halves needs the file's order to be the catalog's.
        if !map.isInOrder {
          scanner.cut = nil
          scanner.misplacedKeys = CatalogOrder.misplacedCount(map.keys)
        }
      case "version":
        scanner.noteKnown(2, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          version = nil
          return
        }
        version = try scanner.readTypedString(key)
      default:
        try scanner.readExtra(key, offset, into: &extra, objectStart: start)
      }
    }
    skipWhitespace()
    if !isAtEnd { throw fail("unexpected \(describeNext()) after the end of the catalog") }
    guard let strings else {
      throw fail("not a String Catalog: the top-level object has no \"strings\" member", at: start)
    }
    guard let sourceLanguage else {
      throw fail("not a String Catalog: the top-level object has no \"sourceLanguage\" member", at: start)
    }
    return Catalog(sourceLanguage: sourceLanguage, version: version, strings: strings, extra: extra)
  }

  package mutating func readEntry() throws(ScanError) -> Entry {
    let start = position
    var entry = Entry()
    var seen = SeenMembers(objectStart: start)
    try readMembers(of: "a string entry") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "comment":
        scanner.noteKnown(0, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          entry.comment = nil
          return
        }
        entry.comment = try scanner.readTypedString(key)
      case "extractionState":
        scanner.noteKnown(1, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          entry.extractionState = nil
          return
        }
        entry.extractionState = try scanner.readTypedString(key)
      case "isCommentAutoGenerated":
        scanner.noteKnown(2, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          entry.isCommentAutoGenerated = nil
          return
        }
        entry.isCommentAutoGenerated = try scanner.readBool(key)
      case "localizations":
        scanner.noteKnown(3, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          entry.localizations = nil
          return
        }
        entry.localizations = try scanner.readMap(of: "\"localizations\"") { (scanner) throws(ScanError) in
          try scanner.readLocalization()
        }
      case "shouldTranslate":
        scanner.noteKnown(4, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          entry.shouldTranslate = nil
          return
        }
        entry.shouldTranslate = try scanner.readBool(key)
      default:
        try scanner.readExtra(key, offset, into: &entry.extra, objectStart: start)
      }
    }
    return entry
  }

  package mutating func readLocalization() throws(ScanError) -> Localization {
    if let plain = try readPlainLocalization() { return plain }
    if let plain = try readPlainVariations() { return plain }
    let start = position
    var stringUnit: StringUnit?
    var stringSet: StringSet?
    var substitutions: KeyedList<Substitution>?
    var variations: Variations?
    var extra: [JSONMember] = []
    var seen = SeenMembers(objectStart: start)
    try readMembers(of: "a localization") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "stringUnit":
        scanner.noteKnown(0, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          stringUnit = nil
          return
        }
        stringUnit = try scanner.readStringUnit()
      case "stringSet":
        scanner.noteKnown(1, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          stringSet = nil
          return
        }
        stringSet = try scanner.readStringSet()
      case "substitutions":
        scanner.noteKnown(2, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          substitutions = nil
          return
        }
        substitutions = try scanner.readMap(of: "\"substitutions\"") { (scanner) throws(ScanError) in
          try scanner.readSubstitution()
        }
      case "variations":
        scanner.noteKnown(3, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          variations = nil
          return
        }
        variations = try scanner.readVariations()
      default:
        try scanner.readExtra(key, offset, into: &extra, objectStart: start)
      }
    }
    return Localization(
      stringUnit: stringUnit, stringSet: stringSet, substitutions: substitutions, variations: variations, extra: extra)
  }

  package mutating func readStringUnit() throws(ScanError) -> StringUnit {
    if let plain = try readPlainStringUnit() { return plain }
    skipWhitespace()
    let start = position
    var state: String?
    var value: String?
    var extra: [JSONMember] = []
    var seen = SeenMembers(objectStart: start)
    try readMembers(of: "a stringUnit") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "state":
        scanner.noteKnown(0, key, offset, &seen)
        state = try scanner.readTypedString(key, repeating: true)
      case "value":
        scanner.noteKnown(1, key, offset, &seen)
        value = try scanner.readTypedString(key)
      default:
        try scanner.readExtra(key, offset, into: &extra, objectStart: start)
      }
    }
    guard let state else { throw fail("this stringUnit has no \"state\" member", at: start) }
    guard let value else { throw fail("this stringUnit has no \"value\" member", at: start) }
    return StringUnit(state: TranslationState(state), value: value, extra: extra)
  }

  package mutating func readStringSet() throws(ScanError) -> StringSet {
    skipWhitespace()
    let start = position
    var state: String?
    var values: [String]?
    var extra: [JSONMember] = []
    var seen = SeenMembers(objectStart: start)
    try readMembers(of: "a stringSet") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "state":
        scanner.noteKnown(0, key, offset, &seen)
        state = try scanner.readTypedString(key, repeating: true)
      case "values":
        scanner.noteKnown(1, key, offset, &seen)
        values = try scanner.readStringArray(key)
      default:
        try scanner.readExtra(key, offset, into: &extra, objectStart: start)
      }
    }
    guard let state else { throw fail("this stringSet has no \"state\" member", at: start) }
    guard let values else { throw fail("this stringSet has no \"values\" member", at: start) }
    return StringSet(state: TranslationState(state), values: values, extra: extra)
  }

  package mutating func readVariations() throws(ScanError) -> Variations {
    skipWhitespace()
    let start = position
    var variations = Variations()
    var seen = SeenMembers(objectStart: start)
    try readMembers(of: "\"variations\"") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "device":
        scanner.noteKnown(0, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          variations.device = nil
          return
        }
        variations.device = try scanner.readMap(of: "\"device\"") { (scanner) throws(ScanError) in
          try scanner.readLocalization()
        }
      case "plural":
        scanner.noteKnown(1, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          variations.plural = nil
          return
        }
        variations.plural = try scanner.readMap(of: "\"plural\"") { (scanner) throws(ScanError) in
          try scanner.readLocalization()
        }
      default:
        try scanner.readExtra(key, offset, into: &variations.extra, objectStart: start)
      }
    }
    return variations
  }

  package mutating func readSubstitution() throws(ScanError) -> Substitution {
    skipWhitespace()
    let start = position
    var substitution = Substitution()
    var seen = SeenMembers(objectStart: start)
    try readMembers(of: "a substitution") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "argNum":
        scanner.noteKnown(0, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          substitution.argNum = nil
          return
        }
        substitution.argNum = try scanner.readInteger(key)
      case "formatSpecifier":
        scanner.noteKnown(1, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          substitution.formatSpecifier = nil
          return
        }
        substitution.formatSpecifier = try scanner.readTypedString(key)
      case "variations":
        scanner.noteKnown(2, key, offset, &seen)
        if scanner.consumeNull(for: key) {
          substitution.variations = nil
          return
        }
        substitution.variations = try scanner.readVariations()
      default:
        try scanner.readExtra(key, offset, into: &substitution.extra, objectStart: start)
      }
    }
    return substitution
  }

  // MARK: Typed scalars

  package mutating func readTypedString(_ member: String, repeating: Bool = false) throws(ScanError) -> String {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == 0x22 else {
      try failWrongType(of: member, expected: "a string")
    }
    return try readString(repeating: repeating)
  }

  package mutating func readBool(_ member: String) throws(ScanError) -> Bool {
    skipWhitespace()
    let start = position
    guard case .bool(let flag) = try readValue() else {
      position = start
      try failWrongType(of: member, expected: "true or false")
    }
    return flag
  }

  package mutating func readInteger(_ member: String) throws(ScanError) -> Int {
    skipWhitespace()
    let start = position
    guard position < bytes.count, bytes[position] == 0x2D || (0x30...0x39).contains(bytes[position]) else {
      try failWrongType(of: member, expected: "an integer")
    }
    let text = try readNumberText()
    guard let number = Int(text) else {
      throw fail("\"\(member)\" must be an integer, found \(text)", at: start)
    }
    return number
  }

  package mutating func readStringArray(_ member: String) throws(ScanError) -> [String] {
    skipWhitespace()
    let start = position
    guard case .array(let items) = try readValue() else {
      throw fail("\"\(member)\" must be an array of strings", at: start)
    }
    var strings: [String] = []
    for item in items {
      guard case .string(let text) = item else { throw fail("\"\(member)\" must be an array of strings", at: start) }
      strings.append(text)
    }
    return strings
  }

  /// A member of the wrong type: a value that is not even valid JSON (`tru`) is reported as the
  /// syntax error it is; a valid value of another type as a type error at its start.
  package mutating func failWrongType(of member: String, expected: String) throws(ScanError) -> Never {
    let start = position
    let kind = describeValueKind()
    if !isAtEnd { _ = try readValue() }
    position = start
    throw fail("\"\(member)\" must be \(expected), found \(kind)")
  }

  package func describeValueKind() -> String {
    guard position < bytes.count else { return "the end of the file" }
    switch bytes[position] {
    case 0x22: return "a string"
    case 0x7B: return "an object"
    case 0x5B: return "an array"
    case 0x74, 0x66: return "a boolean"
    case 0x6E: return "null"
    case 0x2D, 0x30...0x39: return "a number"
    default: return describeNext()
    }
  }
}
