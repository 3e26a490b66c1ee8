/// A JSON object whose members Glossa models as a map (`strings`, `localizations`, `plural`…).
///
/// Members are always kept in the catalog's sort order (see `CatalogOrder`), which is the order
/// Xcode writes them in, so writing never has to sort and lookups can binary-search.
public struct KeyedList<Value> {
  public private(set) var keys: [String]
  public private(set) var values: [Value]

  public init() {
    keys = []
    values = []
  }

  /// Builds a list from pairs, sorting them with the catalog comparator; a later duplicate wins.
  public init(_ pairs: [(String, Value)]) {
    self.init()
    for (key, value) in pairs { self[key] = value }
  }

  /// Trusts the caller that `keys` are unique and already in catalog order.
  package init(sortedKeys keys: [String], values: [Value]) {
    self.keys = keys
    self.values = values
  }

  public var count: Int { keys.count }
  public var isEmpty: Bool { keys.isEmpty }

  public func index(of key: String) -> Int? {
    // Short maps (languages, plural forms) are faster to scan than to binary-search.
    if keys.count <= 24 {
      return keys.firstIndex { $0.isLiterally(key) }
    }
    let slot = insertionIndex(for: key)
    return slot < keys.count && keys[slot].isLiterally(key) ? slot : nil
  }

  /// Where `key` belongs in catalog order.
  public func insertionIndex(for key: String) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let mid = (low + high) / 2
      if CatalogOrder.precedes(keys[mid], key) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  public subscript(key: String) -> Value? {
    get { index(of: key).map { values[$0] } }
    set {
      if let slot = index(of: key) {
        if let newValue { values[slot] = newValue } else {
          keys.remove(at: slot)
          values.remove(at: slot)
        }
      } else if let newValue {
        let slot = insertionIndex(for: key)
        keys.insert(key, at: slot)
        values.insert(newValue, at: slot)
      }
    }
  }

  /// Adds members whose keys the list does not have, in one merge (n + m log m) instead of an
  /// insert (n) each. The caller makes sure no key is already in the list or given twice.
  public mutating func insertNew(_ pairs: [(String, Value)]) {
    guard !pairs.isEmpty else { return }
    let added = pairs.sorted { CatalogOrder.precedes($0.0, $1.0) }
    var mergedKeys: [String] = []
    var mergedValues: [Value] = []
    mergedKeys.reserveCapacity(keys.count + added.count)
    mergedValues.reserveCapacity(keys.count + added.count)
    var old = 0
    for (key, value) in added {
      while old < keys.count && CatalogOrder.precedes(keys[old], key) {
        mergedKeys.append(keys[old])
        mergedValues.append(values[old])
        old += 1
      }
      mergedKeys.append(key)
      mergedValues.append(value)
    }
    mergedKeys += keys[old...]
    mergedValues += values[old...]
    keys = mergedKeys
    values = mergedValues
  }

  /// Replaces the value at a known position (keeps the key).
  public mutating func setValue(_ value: Value, at index: Int) {
    values[index] = value
  }

  public var pairs: Zip2Sequence<[String], [Value]> { zip(keys, values) }
}

extension KeyedList: Equatable where Value: Equatable {}
extension KeyedList: Sendable where Value: Sendable {}
