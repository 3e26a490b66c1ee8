import CatalogModel

/// Collects an object's members as a map in catalog order. Files Xcode wrote are already in
/// order, so each key is only compared with the one before; anything else is sorted exactly as
/// Xcode would, and a repeated key keeps its last value (reported as a duplicate).
package struct OrderedMapBuilder<Value> {
  package private(set) var keys: [String] = []
  private var values: [Value] = []
  private var indexByKey: [LiteralKey: Int]?
  /// The keys of an earlier map known to be in order (an entry's languages are most often the
  /// last entry's, or those with a few missing): a key that is the very same string as one of
  /// them, found a little after the one the last key was, is known to come after it.
  private let precedent: [String]
  /// Where in `precedent` the next key is looked for: after the last one found there.
  private var nextInPrecedent = 0
  /// Whether the last key added was found in `precedent`.
  private var lastWasInPrecedent = false
  /// How many pairs of keys were compared in catalog order (for tests: the work a precedent saves).
  package private(set) var orderComparisons = 0

  package init(expectedCount: Int = 0, precedent: [String] = []) {
    // Sizing the values too reads 7% faster; it raised `format`'s peak memory from 1.27× to
    // 1.31× the file until a state took one word instead of two (`TranslationState`).
    if expectedCount > 0 {
      keys.reserveCapacity(expectedCount)
      values.reserveCapacity(expectedCount)
    }
    self.precedent = precedent
  }

  /// Adds a member; returns false when the key was already there (its value is replaced).
  package mutating func add(_ key: String, _ value: consuming Value) -> Bool {
    let count = keys.count
    var found = false
    for index in nextInPrecedent..<min(nextInPrecedent + MapSizeHints.lookAhead, precedent.count)
    where Self.isSameString(precedent[index], key) {
      nextInPrecedent = index + 1
      found = true
      break
    }
    // Both this key and the last one are in the precedent, this one further on.
    let knownInOrder = found && lastWasInPrecedent
    lastWasInPrecedent = found
    if !knownInOrder, indexByKey == nil, count > 0 {
      orderComparisons += 1
      if !CatalogOrder.precedes(keys[count - 1], key) {
        // Out of order or repeated: from here on, look every key up.
        var index: [LiteralKey: Int] = [:]
        for (position, existing) in keys.enumerated() { index[LiteralKey(existing)] = position }
        indexByKey = index
      }
    }
    if indexByKey != nil {
      if let existing = indexByKey?[LiteralKey(key)] {
        values[existing] = value
        return false
      }
      indexByKey?[LiteralKey(key)] = keys.count
    }
    keys.append(key)
    values.append(value)
    return true
  }

  /// The same string value bit for bit: the same short string, or the same storage. (Equal
  /// strings may differ in bits; those are then compared.)
  @inline(__always)
  private static func isSameString(_ a: String, _ b: String) -> Bool {
    unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
  }

  package var count: Int { keys.count }

  /// The key that most likely comes next: the precedent's next one.
  package var predictedKey: String? {
    nextInPrecedent < precedent.count ? precedent[nextInPrecedent] : nil
  }

  /// True while every key came after the one before (nothing to sort, no repeats).
  package var isInOrder: Bool { indexByKey == nil }

  package func finish() -> KeyedList<Value> {
    guard indexByKey != nil else { return KeyedList(sortedKeys: keys, values: values) }
    let order = keys.indices.sorted { CatalogOrder.precedes(keys[$0], keys[$1]) }
    return KeyedList(sortedKeys: order.map { keys[$0] }, values: order.map { values[$0] })
  }
}

package enum MapSizeHints {
  package static let depths = 8
  /// A hint never reserves more than this (one odd map must not make every later one large).
  package static let largest = 64
  /// How far ahead in a precedent a key is looked for (keys missing from a map; see
  /// `OrderedMapBuilder.precedent`).
  package static let lookAhead = 4
}
