import CatalogModel
import Foundation

/// The first entries of a large catalog, read from the start of its file and nothing more: what
/// the editor's first screen shows while the whole file is read behind it (`BackgroundOpen`).
public struct CatalogHead: Sendable {
  /// The source language and the first entries (in catalog order among themselves); no version
  /// and no other top-level members, which come after the strings.
  public var catalog: Catalog
  /// How many bytes of the file were parsed to find them.
  public var bytesRead: Int
}

extension CatalogReader {
  /// The file's first `entries` entries, reading a growing prefix of it (from 1 MB up to
  /// `maximumHead`). Nil when that is not how the file can be shown early: it holds fewer entries
  /// (it is small: read it whole), its `sourceLanguage` comes after its strings, a key repeats,
  /// it is not UTF-8, or its start does not parse (the whole read reports the error).
  public static func readHead(path: String, entries: Int, maximumHead: Int = 32 << 20) -> CatalogHead? {
    guard entries > 0, let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    var bytes: [UInt8] = []
    var wanted = 1 << 20
    while true {
      guard let more = try? file.read(upToCount: wanted - bytes.count) else { return nil }
      let reachedEnd = more.count < wanted - bytes.count
      bytes += more
      switch headOutcome(bytes, entries: entries) {
      case .found(let catalog): return CatalogHead(catalog: catalog, bytesRead: bytes.count)
      case .unsuitable: return nil
      case .needsMore:
        guard !reachedEnd, wanted < maximumHead else { return nil }
        wanted = min(maximumHead, wanted * 2)
      }
    }
  }

  private enum HeadOutcome {
    case found(Catalog)
    case needsMore
    case unsuitable
  }

  private static func headOutcome(_ bytes: [UInt8], entries: Int) -> HeadOutcome {
    guard let layout = try? TextDecoding.layout(of: bytes.prefix(6)), case .utf8(let skip) = layout else {
      return .unsuitable
    }
    final class Collected {
      var sourceLanguage = ""
      var map = OrderedMapBuilder<Entry>()
    }
    let collected = Collected()
    let visitor = JSONScanner.EntryVisitor(
      { sourceLanguage, key, entry in
        collected.sourceLanguage = sourceLanguage
        _ = collected.map.add(key, entry)
      }, forget: {})
    visitor.limit = entries
    let finished: Bool = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: UnsafeBufferPointer(rebasing: buffer[skip...]))
      return (try? scanner.readCatalog(visitor: visitor)) != nil
    }
    if visitor.stopped {
      return .found(Catalog(sourceLanguage: collected.sourceLanguage, version: nil, strings: collected.map.finish()))
    }
    // A whole catalog before the limit is a small file; a refusal is about the file, not the prefix.
    if finished || visitor.declined { return .unsuitable }
    return .needsMore
  }
}
