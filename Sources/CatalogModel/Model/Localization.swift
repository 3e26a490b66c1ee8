/// One language of an entry, and also one form of a variation: Xcode uses the same object
/// shape for both (`stringUnit`, optionally nested `variations`).
public struct Localization: Sendable, Equatable {
  public var stringUnit: StringUnit?
  /// The rarely present members live in one box so the common case (a lone string unit) stays
  /// small: a 20,000 × 30 catalog holds 600,000 of these.
  private var rare: RareMembers?

  public init(
    stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, substitutions: KeyedList<Substitution>? = nil,
    variations: Variations? = nil, extra: [JSONMember] = []
  ) {
    self.stringUnit = stringUnit
    // Only make the box when there is something to put in it: the reader builds 600,000 of these.
    if stringSet != nil || substitutions != nil || variations != nil || !extra.isEmpty {
      rare = RareMembers(stringSet: stringSet, substitutions: substitutions, variations: variations, extra: extra)
    }
  }

  /// A plain translated-or-not string.
  public init(value: String, state: TranslationState) {
    self.stringUnit = StringUnit(state: state, value: value)
  }

  public var stringSet: StringSet? {
    get { rare?.stringSet }
    set { updateRare { $0.stringSet = newValue } }
  }
  public var substitutions: KeyedList<Substitution>? {
    get { rare?.substitutions }
    set { updateRare { $0.substitutions = newValue } }
  }
  public var variations: Variations? {
    get { rare?.variations }
    set { updateRare { $0.variations = newValue } }
  }
  public var extra: [JSONMember] {
    get { rare?.extra ?? [] }
    set { updateRare { $0.extra = newValue } }
  }

  /// Nothing but a string unit, itself without unknown members: nearly every localization, which
  /// the writer handles without copying the unit.
  package var isPlainStringUnit: Bool {
    rare == nil && stringUnit?.extra.isEmpty == true
  }

  private mutating func updateRare(_ change: (inout RareMembers) -> Void) {
    var members = rare ?? RareMembers()
    change(&members)
    rare = members.isEmpty ? nil : members
  }
}

private struct RareMembers: Sendable, Equatable {
  package var stringSet: StringSet? {
    get { box.stringSet }
    set { mutate { $0.stringSet = newValue } }
  }
  package var substitutions: KeyedList<Substitution>? {
    get { box.substitutions }
    set { mutate { $0.substitutions = newValue } }
  }
  package var variations: Variations? {
    get { box.variations }
    set { mutate { $0.variations = newValue } }
  }
  package var extra: [JSONMember] {
    get { box.extra }
    set { mutate { $0.extra = newValue } }
  }

  private var box = Storage()

  package init() {}

  /// Filled in one go (the reader's way), rather than member by member through `mutate`.
  package init(stringSet: StringSet?, substitutions: KeyedList<Substitution>?, variations: Variations?, extra: [JSONMember]) {
    box.stringSet = stringSet
    box.substitutions = substitutions
    box.variations = variations
    box.extra = extra
  }

  package var isEmpty: Bool {
    box.stringSet == nil && box.substitutions == nil && box.variations == nil && box.extra.isEmpty
  }

  private mutating func mutate(_ change: (Storage) -> Void) {
    if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    change(box)
  }

  package static func == (lhs: RareMembers, rhs: RareMembers) -> Bool {
    lhs.box === rhs.box
      || (lhs.stringSet == rhs.stringSet && lhs.substitutions == rhs.substitutions
        && lhs.variations == rhs.variations && lhs.extra == rhs.extra)
  }

  /// Mutated only through `mutate`, after a uniqueness check, so sharing it is safe.
  private final class Storage: @unchecked Sendable {
    package var stringSet: StringSet?
    package var substitutions: KeyedList<Substitution>?
    package var variations: Variations?
    package var extra: [JSONMember] = []

    package func copy() -> Storage {
      let copy = Storage()
      copy.stringSet = stringSet
      copy.substitutions = substitutions
      copy.variations = variations
      copy.extra = extra
      return copy
    }
  }
}

/// `{"state": …, "value": …}`.
public struct StringUnit: Sendable, Equatable {
  public var state: TranslationState
  public var value: String
  public var extra: [JSONMember]

  public init(state: TranslationState, value: String, extra: [JSONMember] = []) {
    self.state = state
    self.value = value
    self.extra = extra
  }
}

/// `{"state": …, "values": […]}`: App Shortcuts phrases.
public struct StringSet: Sendable, Equatable {
  public var state: TranslationState
  public var values: [String]
  public var extra: [JSONMember]

  public init(state: TranslationState, values: [String], extra: [JSONMember] = []) {
    self.state = state
    self.values = values
    self.extra = extra
  }
}

/// `{"plural": {…}, "device": {…}}`; forms are `Localization`s so they can nest (device → plural).
public struct Variations: Sendable, Equatable {
  public var device: KeyedList<Localization>?
  public var plural: KeyedList<Localization>?
  public var extra: [JSONMember]

  public init(device: KeyedList<Localization>? = nil, plural: KeyedList<Localization>? = nil, extra: [JSONMember] = []) {
    self.device = device
    self.plural = plural
    self.extra = extra
  }
}

/// One `%#@name@` argument of a localization.
public struct Substitution: Sendable, Equatable {
  public var argNum: Int?
  public var formatSpecifier: String?
  public var variations: Variations?
  public var extra: [JSONMember]

  public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil, extra: [JSONMember] = []) {
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.variations = variations
    self.extra = extra
  }
}
