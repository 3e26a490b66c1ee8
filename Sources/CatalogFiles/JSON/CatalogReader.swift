import CatalogModel

/// A catalog as read, with what was odd about the file.
public struct CatalogReadResult: Sendable {
  public var catalog: Catalog
  public var warnings: [CatalogReadWarning]
  /// How the file was encoded, when it was not plain UTF-8 (Xcode always writes plain UTF-8).
  public var encodingNote: String?
  /// The bytes read, as a fingerprint, when the caller asked for it (to replace the file only
  /// if it still holds them).
  public var fingerprint: FileFingerprint?
  /// Where two threads split the file's strings, when they did and it was in catalog order.
  package var cut: CatalogCut?
  /// Where each entry is, in file order, when the caller asked (lint).
  package var entryPlaces: [EntryPlace]?
  /// How many keys the file holds out of Xcode's order: the writer sorts them, so a save moves
  /// that many (0 for a file Xcode wrote).
  public var misplacedKeys = 0
}

/// What `glossa stats` needs of a file.
public struct StatsReadResult: Sendable {
  public var sourceLanguage: String
  public var entryCount: Int
  public var languages: [LanguageStats]
  public var warnings: [CatalogReadWarning]

  public init(sourceLanguage: String, entryCount: Int, languages: [LanguageStats], warnings: [CatalogReadWarning]) {
    self.sourceLanguage = sourceLanguage
    self.entryCount = entryCount
    self.languages = languages
    self.warnings = warnings
  }

  public init(catalog: Catalog, warnings: [CatalogReadWarning]) {
    self.init(
      sourceLanguage: catalog.sourceLanguage, entryCount: catalog.strings.count, languages: catalog.stats(),
      warnings: warnings)
  }
}

/// Reads `.xcstrings` files with Glossa's own byte-level parser.
public enum CatalogReader {
  /// Larger files are refused with a message rather than exhausting memory.
  public static let maximumFileSize = 2 << 30

  /// Reads a file, a window ahead of the parser, giving parsed input back to the OS as it goes
  /// (see ReleasableFileBuffer). With `fingerprint`, the result also says which bytes were read.
  public static func read(path: String, fingerprint: Bool = false) throws(CatalogReadError) -> CatalogReadResult {
    try readFromFile(path: path, fingerprint: fingerprint, visitor: nil)
  }

  /// A progressive read first; if it failed or stopped short while part of the file was still
  /// unread (an entry longer than the read-ahead window), the whole file is read and parsed again,
  /// so what is reported is always about the whole file.
  private static func readFromFile(
    path: String, fingerprint: Bool, visitor: JSONScanner.EntryVisitor?
  ) throws(CatalogReadError) -> CatalogReadResult {
    for progressive in [true, false] {
      let buffer: ReleasableFileBuffer
      do {
        buffer = try ReleasableFileBuffer(
          path: path, limit: maximumFileSize, progressive: progressive, fingerprint: fingerprint)
      } catch {
        throw error.readError(path: path)
      }
      var input = FileInput(complete: buffer.isComplete, fingerprint: buffer.fingerprint)
      let outcome: Result<CatalogReadResult, CatalogReadError>
      do {
        outcome = .success(try read(buffer, path: path, visitor: visitor, input: &input))
      } catch {
        outcome = .failure(error)
      }
      if progressive && !input.complete {
        visitor?.restart()
        continue
      }
      var result = try outcome.get()
      result.fingerprint = input.fingerprint
      return result
    }
    throw CatalogReadError(path: path, line: 1, column: 1, message: "the file could not be read", hasPosition: false)
  }

  /// Per-language stats of a file, counted one entry at a time without keeping the catalog
  /// (memory stays near the process's own); the same counts and warnings as reading it whole.
  public static func readStats(path: String) throws(CatalogReadError) -> StatsReadResult {
    var accumulator: StatsAccumulator?
    let visitor = JSONScanner.EntryVisitor(
      { sourceLanguage, key, entry in
        if accumulator == nil { accumulator = StatsAccumulator(sourceLanguage: sourceLanguage) }
        accumulator?.add(entry, key: key)
      }, forget: { accumulator = nil })
    let streamed = try readFromFile(path: path, fingerprint: false, visitor: visitor)
    guard !visitor.declined else {
      // Rare shapes (strings before sourceLanguage, a repeated key): read it whole.
      let whole = try read(path: path)
      return StatsReadResult(catalog: whole.catalog, warnings: whole.warnings)
    }
    let counted = accumulator ?? StatsAccumulator(sourceLanguage: streamed.catalog.sourceLanguage)
    return StatsReadResult(
      sourceLanguage: counted.sourceLanguage, entryCount: counted.entryCount, languages: counted.stats,
      warnings: streamed.warnings)
  }

  /// Whether a parse saw the whole file, and the fingerprint of what it saw.
  private struct FileInput {
    package var complete: Bool
    package var fingerprint: FileFingerprint?
  }

  private static func read(
    _ buffer: ReleasableFileBuffer, path: String, visitor: JSONScanner.EntryVisitor?, input: inout FileInput
  ) throws(CatalogReadError) -> CatalogReadResult {
    let raw = buffer.bytes
    let layout: TextDecoding.Layout
    do throws(TextDecoding.Failure) {
      layout = try TextDecoding.layout(of: raw.prefix(6))
    } catch {
      throw CatalogReadError(path: path, line: error.line, column: error.column, message: error.message)
    }
    // Rare: UTF-16 is transcoded through the in-memory path.
    guard case .utf8(let skip) = layout else { return try read(bytes: Array(raw), path: path) }
    let hasBOM = skip > 0
    let half =
      hasBOM || buffer.isComplete
      ? nil : LaterPart.begin(path: path, size: buffer.count, fingerprint: buffer.contentHash != nil)
    let parsed = parse(
      UnsafeBufferPointer(rebasing: raw[skip...]), releaser: buffer, releaseOffset: skip, visitor: visitor,
      laterPart: half)
    input = parsed.input ?? input
    if visitor?.declined == true { return CatalogReadResult(catalog: Catalog(sourceLanguage: ""), warnings: []) }
    // Locations need the bytes the parse gave back: read the file again, only when reporting.
    func freshBytes() -> [UInt8] {
      guard let bytes = try? FileBytes.read(path: path, limit: maximumFileSize),
        let decoded = try? TextDecoding.utf8(from: bytes)
      else { return [] }
      return decoded.bytes
    }
    return try report(parsed, bytes: freshBytes, path: path, encodingNote: hasBOM ? "UTF-8 with a byte-order mark" : nil)
  }

  /// `parallel`: a large catalog may be parsed by two threads (false: one, for measuring it).
  public static func read(bytes input: [UInt8], path: String? = nil, parallel: Bool = true) throws(CatalogReadError) -> CatalogReadResult {
    let decoded: TextDecoding.Result
    do {
      decoded = try TextDecoding.utf8(from: input)
    } catch {
      throw CatalogReadError(path: path, line: error.line, column: error.column, message: error.message)
    }
    return try read(utf8: decoded.bytes, path: path, encodingNote: decoded.note, parallel: parallel)
  }

  /// Reads bytes `TextDecoding` already turned into UTF-8 (decoding twice would accept a second
  /// byte-order mark).
  /// `recordingPlaces`: the result says where each entry is (`entryPlaces`).
  package static func read(
    utf8 bytes: [UInt8], path: String?, encodingNote: String?, parallel: Bool = true, recordingPlaces: Bool = false
  ) throws(CatalogReadError) -> CatalogReadResult {
    let parsed = bytes.withUnsafeBufferPointer { buffer in
      parse(
        buffer, releaser: nil, releaseOffset: 0, laterPart: parallel ? LaterPart.begin(bytes: buffer) : nil,
        recordingPlaces: recordingPlaces)
    }
    var result = try report(parsed, bytes: { bytes }, path: path, encodingNote: encodingNote)
    result.entryPlaces = parsed.entryPlaces
    return result
  }

  private struct Parsed {
    package var outcome: Result<Catalog, ScanError>
    package var duplicates: [DuplicateMember]
    package var leniencies: [Leniency]
    /// For a parse from a file: what of it the parse saw.
    package var input: FileInput?
    package var cut: CatalogCut?
    package var entryPlaces: [EntryPlace]?
    package var misplacedKeys = 0
  }

  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, releaser: ReleasableFileBuffer?, releaseOffset: Int,
    visitor: JSONScanner.EntryVisitor? = nil, laterPart: LaterPart? = nil, recordingPlaces: Bool = false
  ) -> Parsed {
    var scanner = JSONScanner(bytes: buffer, releaser: releaser, releaseOffset: releaseOffset)
    scanner.laterPart = laterPart
    if recordingPlaces { scanner.entryPlaces = [] }
    defer { laterPart?.finish() }
    let outcome: Result<Catalog, ScanError>
    do throws(ScanError) {
      outcome = .success(try scanner.readCatalog(visitor: visitor))
    } catch {
      outcome = .failure(error)
    }
    return Parsed(
      outcome: outcome, duplicates: scanner.duplicates, leniencies: scanner.leniencies,
      input: releaser.map { input(first: $0, joined: scanner.joinedBuffers) }, cut: scanner.cut,
      entryPlaces: scanner.entryPlaces, misplacedKeys: scanner.misplacedKeys)
  }

  /// With parts joined, the file was read by several buffers: each up to the block where the
  /// next started.
  private static func input(first: ReleasableFileBuffer, joined: [ReleasableFileBuffer]) -> FileInput {
    guard let last = joined.last else { return FileInput(complete: first.isComplete, fingerprint: first.fingerprint) }
    let complete = last.isComplete
    guard complete else { return FileInput(complete: false, fingerprint: nil) }
    let buffers = [first] + joined
    var whole: ContentHash?
    for (index, buffer) in buffers.enumerated() {
      let isLast = index == buffers.count - 1
      let ownBlocks = isLast ? nil : (buffers[index + 1].origin - buffer.origin) / ContentHash.blockSize
      guard let hash = buffer.contentHash, let part = ownBlocks.map({ hash.prefix(blocks: $0) }) ?? hash else {
        return FileInput(complete: true, fingerprint: nil)
      }
      guard let sofar = whole else {
        whole = part
        continue
      }
      guard let longer = sofar.joined(with: part) else { return FileInput(complete: true, fingerprint: nil) }
      whole = longer
    }
    return FileInput(complete: true, fingerprint: whole.map(FileFingerprint.init))
  }

  private static func report(
    _ parsed: Parsed, bytes: () -> [UInt8], path: String?, encodingNote: String?
  ) throws(CatalogReadError) -> CatalogReadResult {
    switch parsed.outcome {
    case .failure(let error):
      let (line, column) = SourceLocator(bytes: bytes()).location(of: error.offset)
      throw CatalogReadError(path: path, line: line, column: column, message: error.message)
    case .success(let catalog):
      guard !parsed.duplicates.isEmpty || !parsed.leniencies.isEmpty else {
        var result = CatalogReadResult(catalog: catalog, warnings: [], encodingNote: encodingNote)
        result.cut = parsed.cut
        result.misplacedKeys = parsed.misplacedKeys
        return result
      }
      let source = bytes()
      let warnings = duplicateWarnings(parsed.duplicates, bytes: source, path: path)
        + lenientWarnings(parsed.leniencies, bytes: source, path: path)
      let ordered = warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
      var result = CatalogReadResult(catalog: catalog, warnings: ordered, encodingNote: encodingNote)
      result.misplacedKeys = parsed.misplacedKeys
      return result
    }
  }

  private static func lenientWarnings(_ leniencies: [Leniency], bytes: [UInt8], path: String?) -> [CatalogReadWarning] {
    let locator = SourceLocator(bytes: bytes)
    return leniencies.map { leniency in
      let (line, column) = locator.location(of: leniency.offset)
      return CatalogReadWarning(path: path, line: line, column: column, message: leniency.message)
    }
  }

  private static func duplicateWarnings(_ duplicates: [DuplicateMember], bytes: [UInt8], path: String?) -> [CatalogReadWarning] {
    let locator = SourceLocator(bytes: bytes)
    return bytes.withUnsafeBufferPointer { buffer in
      let scanner = JSONScanner(bytes: buffer)
      return duplicates.map { duplicate in
        let (line, column) = locator.location(of: duplicate.secondOffset)
        let first = scanner.firstOffset(of: duplicate.key, inObjectAt: duplicate.objectStart).map { locator.location(of: $0).line }
        let earlier = first.map { " (first on line \($0))" } ?? ""
        return CatalogReadWarning(
          path: path, line: line, column: column,
          message: "duplicate member \"\(duplicate.key)\"\(earlier); the last one wins, as in Xcode",
          relatedLine: first, duplicateKey: duplicate.key)
      }
    }
  }
}
