import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// The byte offset each finding of one entry points at: the places of `EntryPoints` (the
/// string's value, else the closest enclosing variation form, map or substitution, else the
/// localization's language key, else the entry's key), found in one walk over the entry that
/// compares member names as bytes and descends only where some finding's path leads. Lint
/// locates hundreds of thousands of findings: this makes no String or dictionary per entry.
package struct EntryFindingOffsets {
  /// A localization with more findings than this is walked into a dictionary of its points
  /// (`EntryPoints.LocalizationPoints`) instead: each point is compared with every finding's path.
  package static let comparedPathsLimit = 16

  /// A language that findings concern, and their targets (`targets[range]`).
  private struct Group {
    package var language: String
    package var bytes: Range<Int>
    package var targets: Range<Int> = 0..<0
    /// Its localization's language key, when the entry has that localization.
    package var offset: Int?
  }

  /// One finding's path, and the longest of its enclosing paths found so far.
  fileprivate struct Target {
    package var slot: Int
    package var path: Range<Int>
    package var foundLength = -1
    package var offset = 0
  }

  /// `(offset, slot)` for every finding of `findings[run]` without a location; the entry's key
  /// is at `keyOffset`, its value at `valueOffset`.
  package static func resolve(
    _ findings: [Finding], _ run: Range<Int>, bytes: UnsafeBufferPointer<UInt8>, keyOffset: Int, valueOffset: Int,
    work: CheckWork?
  ) -> [(offset: Int, slot: Int)] {
    var result: [(offset: Int, slot: Int)] = []
    result.reserveCapacity(run.count)
    var groups: [Group] = []
    var languageBytes: [UInt8] = []
    // Per finding with a language, its group; consecutive findings mostly share one.
    var groupOfSlot: [(slot: Int, group: Int)] = []
    groupOfSlot.reserveCapacity(run.count)
    var last = -1
    for slot in run where !findings[slot].hasLocation {
      guard let language = findings[slot].language else {
        result.append((keyOffset, slot))
        continue
      }
      if last < 0 || groups[last].language != language {
        last = groups.firstIndex { $0.language == language } ?? -1
        if last < 0 {
          let start = languageBytes.count
          languageBytes.append(contentsOf: language.utf8)
          groups.append(Group(language: language, bytes: start..<languageBytes.count))
          last = groups.count - 1
        }
      }
      groupOfSlot.append((slot, last))
    }
    guard !groups.isEmpty else { return result }
    // Targets grouped by language, in run order within each language.
    var counts = [Int](repeating: 0, count: groups.count)
    for (_, group) in groupOfSlot { counts[group] += 1 }
    var next = 0
    for group in groups.indices {
      groups[group].targets = next..<next + counts[group]
      counts[group] = next
      next += groups[group].targets.count
    }
    var targets = [Target](repeating: Target(slot: 0, path: 0..<0), count: groupOfSlot.count)
    var pathBytes: [UInt8] = []
    for (slot, group) in groupOfSlot {
      let start = pathBytes.count
      pathBytes.append(contentsOf: findings[slot].path.utf8)
      targets[counts[group]] = Target(slot: slot, path: start..<pathBytes.count)
      counts[group] += 1
    }
    var steps = 0
    languageBytes.withUnsafeBufferPointer { languages in
      pathBytes.withUnsafeBufferPointer { paths in
        var walk = PointWalk(scanner: MemberCursor(bytes: bytes), paths: paths)
        walk.scanner.position = valueOffset
        walk.entry(groups: &groups, languages: languages, targets: &targets, findings: findings)
        steps = walk.steps
      }
    }
    work?.add(steps + run.count)
    for group in groups {
      for target in targets[group.targets] {
        result.append((target.foundLength >= 0 ? target.offset : group.offset ?? keyOffset, target.slot))
      }
    }
    return result
  }

  /// The walk down one entry: the current path (dotted, as in `Finding.path`) is kept as bytes
  /// and compared with the targets' paths.
  private struct PointWalk {
    package var scanner: MemberCursor
    package let paths: UnsafeBufferPointer<UInt8>
    package var current: [UInt8] = []
    package var active: Range<Int> = 0..<0
    package var steps = 0

    package init(scanner: MemberCursor, paths: UnsafeBufferPointer<UInt8>) {
      self.scanner = scanner
      self.paths = paths
    }

    package mutating func entry(
      groups: inout [Group], languages: UnsafeBufferPointer<UInt8>, targets: inout [Target], findings: [Finding]
    ) {
      guard scanner.enterRawObject() else { return }
      while let member = scanner.nextRawMember() {
        steps += 1
        guard scanner.rawName(member, is: "localizations"), scanner.enterRawObject() else {
          scanner.skipValue()
          continue
        }
        var guess = 0
        while let name = scanner.nextRawMember() {
          steps += 1
          guard let group = matchingGroup(name, groups: groups, languages: languages, from: guess) else {
            scanner.skipValue()
            continue
          }
          guess = group + 1
          // A repeated language: the last one wins, as in the reader.
          groups[group].offset = name.quote
          active = groups[group].targets
          for index in active { targets[index].foundLength = -1 }
          if active.count > EntryFindingOffsets.comparedPathsLimit {
            byDictionary(language: groups[group].language, at: name.quote, targets: &targets, findings: findings)
          } else {
            current.removeAll(keepingCapacity: true)
            localization(&targets)
          }
        }
      }
    }

    private func matchingGroup(
      _ name: RawMemberName, groups: [Group], languages: UnsafeBufferPointer<UInt8>, from guess: Int
    ) -> Int? {
      // Findings come in the catalog's order of languages, which is the file's.
      // (Wrapped around by a comparison: a division per localization showed in profiles.)
      var group = guess < groups.count ? guess : 0
      for _ in 0..<groups.count {
        if scanner.rawName(name, is: UnsafeBufferPointer(rebasing: languages[groups[group].bytes])) { return group }
        group += 1
        if group == groups.count { group = 0 }
      }
      return nil
    }

    private mutating func byDictionary(language: String, at offset: Int, targets: inout [Target], findings: [Finding]) {
      let start = scanner.position
      var reader = JSONScanner(bytes: scanner.bytes)
      reader.position = start
      let points = EntryPoints.LocalizationPoints(language: language, offset: offset, scanner: &reader)
      scanner.position = reader.position
      if points == nil {
        scanner.position = start
        scanner.skipValue()
      }
      steps += points?.paths.count ?? 0
      let work = CheckWork()
      for index in active {
        if let found = points?.offset(for: findings[targets[index].slot].path, work: work) {
          targets[index].foundLength = 0
          targets[index].offset = found
        }
      }
      steps += work.steps
    }

    /// A localization or a variation form, at its value.
    private mutating func localization(_ targets: inout [Target]) {
      // Most are a lone string unit: its value is the point at the current path, and the only one.
      let start = scanner.position
      if let value = scanner.plainStringUnitValue() {
        steps += 3
        if leadsToTarget(targets) { point(at: value, &targets) }
        return
      }
      scanner.position = start
      guard scanner.enterRawObject() else {
        scanner.skipValue()
        return
      }
      let prefix = current.count
      while let member = scanner.nextRawMember() {
        steps += 1
        let isSet = scanner.rawName(member, is: "stringSet")
        if isSet || scanner.rawName(member, is: "stringUnit") {
          if isSet { push("stringSet") }
          if leadsToTarget(targets), scanner.enterRawObject() {
            while let field = scanner.nextRawMember() {
              steps += 1
              if scanner.rawName(field, is: "value") || scanner.rawName(field, is: "values") {
                point(at: scanner.position, &targets)
              }
              scanner.skipValue()
            }
          } else {
            scanner.skipValue()
          }
        } else if scanner.rawName(member, is: "variations") {
          variations(&targets)
        } else if scanner.rawName(member, is: "substitutions") {
          push("substitutions")
          if leadsToTarget(targets), scanner.enterRawObject() {
            substitutions(&targets)
          } else {
            scanner.skipValue()
          }
        } else {
          scanner.skipValue()
        }
        current.removeSubrange(prefix...)
      }
    }

    /// Inside a `substitutions` object.
    private mutating func substitutions(_ targets: inout [Target]) {
      let prefix = current.count
      while let name = scanner.nextRawMember() {
        steps += 1
        push(name)
        if leadsToTarget(targets) {
          point(at: name.quote, &targets)
          if scanner.enterRawObject() {
            while let field = scanner.nextRawMember() {
              steps += 1
              if scanner.rawName(field, is: "variations") { variations(&targets) } else { scanner.skipValue() }
            }
          } else {
            scanner.skipValue()
          }
        } else {
          scanner.skipValue()
        }
        current.removeSubrange(prefix...)
      }
    }

    /// A `variations` object, at its value.
    private mutating func variations(_ targets: inout [Target]) {
      guard scanner.enterRawObject() else {
        scanner.skipValue()
        return
      }
      let prefix = current.count
      while let kind = scanner.nextRawMember() {
        steps += 1
        guard scanner.rawName(kind, is: "plural") || scanner.rawName(kind, is: "device") else {
          scanner.skipValue()
          continue
        }
        push(kind)
        if leadsToTarget(targets) {
          point(at: kind.quote, &targets)
          if scanner.enterRawObject() {
            let map = current.count
            while let form = scanner.nextRawMember() {
              steps += 1
              push(form)
              if leadsToTarget(targets) {
                point(at: form.quote, &targets)
                localization(&targets)
              } else {
                scanner.skipValue()
              }
              current.removeSubrange(map...)
            }
          } else {
            scanner.skipValue()
          }
        } else {
          scanner.skipValue()
        }
        current.removeSubrange(prefix...)
      }
    }

    private mutating func push(_ literal: StaticString) {
      if !current.isEmpty { current.append(0x2E) }
      current.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private mutating func push(_ name: RawMemberName) {
      if !current.isEmpty { current.append(0x2E) }
      scanner.appendRawName(name, to: &current)
    }

    /// Whether the current path is a target's path or one of its enclosing paths (`plural` of
    /// `plural.one`): the lookup tries a path, then drops its last dotted part, again and again.
    private func encloses(_ target: Target) -> Bool {
      let length = current.count
      let path = target.path
      guard length <= path.count else { return false }
      if length < path.count && paths[path.lowerBound + length] != 0x2E { return false }
      return current.withUnsafeBufferPointer { mine in
        guard let base = paths.baseAddress, let own = mine.baseAddress else { return true }
        return memcmp(base + path.lowerBound, own, length) == 0
      }
    }

    /// Whether a point at or below the current path can be one a target looks up.
    private mutating func leadsToTarget(_ targets: [Target]) -> Bool {
      if current.isEmpty { return true }
      steps += active.count
      return active.contains { encloses(targets[$0]) }
    }

    /// A point at the current path: the targets it encloses take it unless they found a longer one.
    private mutating func point(at offset: Int, _ targets: inout [Target]) {
      steps += active.count
      let length = current.count
      for index in active where length >= targets[index].foundLength && encloses(targets[index]) {
        targets[index].foundLength = length
        targets[index].offset = offset
      }
    }
  }
}
