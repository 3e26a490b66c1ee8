import CatalogModel
import Foundation
import Synchronization

/// `glossa format`: read, write in Xcode's form, and replace the file only if that changes it.
public enum CatalogFormatter {
  public struct Outcome: Sendable {
    public var changed: Bool
    public var warnings: [CatalogReadWarning]
    /// The catalog as read, for a caller that would rather not spend time releasing it (a
    /// command about to exit).
    public var catalog: Catalog
  }

  /// Why a file was not formatted; it is left exactly as it was.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    case read(CatalogReadError)
    case write(path: String, FileWriteError)

    public var description: String {
      switch self {
      case .read(let error): error.description
      case .write(let path, let error): error.commandMessage(path: path, activity: "formatted")
      }
    }
  }

  /// Formats one file; with `write` false only says whether it would change. A change made to
  /// the file while it is formatted is kept: the file is then not written.
  ///
  /// The output is never held whole. It is first compared with the file block by block, up to
  /// the first difference: a file already in form (the common case, in CI) is neither written
  /// nor copied. Otherwise it is written again, straight into the temporary file that replaces
  /// the original. The input is given back to the OS as it is parsed, so memory stays near the
  /// size of the model.
  public static func format(path: String, write: Bool) throws(Failure) -> Outcome {
    let result: CatalogReadResult
    do {
      result = try CatalogReader.read(path: path, fingerprint: write)
    } catch {
      throw .read(error)
    }
    guard differs(result.catalog, from: path, cut: result.cut) else { return Outcome(changed: false, warnings: result.warnings, catalog: result.catalog) }
    guard write else { return Outcome(changed: true, warnings: result.warnings, catalog: result.catalog) }
    guard let fingerprint = result.fingerprint else {
      throw .write(path: path, .failed("cannot tell which bytes were read; nothing written"))
    }
    let catalog = result.catalog
    var partFailure: FileWriteError?
    do throws(FileWriteError) {
      let replaced = try FileBytes.replace(path, expecting: .fingerprint(fingerprint)) { emit, descriptor in
        // A large catalog is written in two halves at once (see `LaterPartFile`).
        let cut = catalog.strings.count / 2
        guard fingerprint.size >= LaterPart.minimumFileSize, cut > 0, ProcessInfo.processInfo.activeProcessorCount >= 2,
          let later = LaterPartFile(beside: path, { emit in
            CatalogWriter.stream(catalog, part: .from(cut)) { block, _ in emit(block) }
          })
        else {
          CatalogWriter.stream(catalog) { block, _ in emit(block) }
          return true
        }
        var firstPart = 0
        CatalogWriter.stream(catalog, part: .before(cut)) { block, _ in
          emit(block)
          firstPart += block.count
        }
        partFailure = later.append(into: descriptor, at: firstPart)
        return partFailure == nil
      }
      if !replaced, let partFailure { throw partFailure }
    } catch {
      throw .write(path: path, error)
    }
    return Outcome(changed: true, warnings: result.warnings, catalog: result.catalog)
  }

  /// Whether the file's bytes differ from the catalog written in Xcode's form; stops writing at
  /// the first difference. Where the reader cut the file for two threads, the two parts are
  /// written and compared at once: the first must be exactly the file up to the ',' before the
  /// cut's entry, the second exactly the rest.
  private static func differs(_ catalog: Catalog, from path: String, cut: CatalogCut? = nil) -> Bool {
    guard let cut, cut.entriesBefore > 0, cut.entriesBefore < catalog.strings.count else {
      let comparison = FileComparison(path: path)
      CatalogWriter.stream(catalog) { block, stop in stop = !comparison.feed(block) }
      return !comparison.finish()
    }
    // In Xcode's layout the cut's key follows `,\n    ` (a comma, a line break, four spaces).
    let boundary = cut.offset - 6
    let later = LaterPartComparison(catalog: catalog, path: path, cut: cut.entriesBefore, from: boundary)
    let first = FileComparison(path: path)
    CatalogWriter.stream(catalog, part: .before(cut.entriesBefore)) { block, stop in
      stop = !first.feed(block) || later.failed
    }
    let firstMatches = first.matches && first.compared == boundary
    if !firstMatches { later.cancel() }
    return !(firstMatches && later.waitForMatch())
  }
}

/// The second part of a two-part comparison, written and compared on another thread.
private final class LaterPartComparison: @unchecked Sendable {
  // Unchecked: the catalog is only read; `matched` is written before `done` is signalled and
  // read after waiting for it; the flags are atomics.
  private let done = DispatchSemaphore(value: 0)
  private let stopped = Atomic<Bool>(false)
  private let mismatch = Atomic<Bool>(false)
  private var matched = false

  package init(catalog: Catalog, path: String, cut: Int, from offset: Int) {
    let thread = Thread { [self] in
      defer { done.signal() }
      let comparison = FileComparison(path: path, from: offset)
      CatalogWriter.stream(catalog, part: .from(cut)) { block, stop in
        if !comparison.feed(block) { mismatch.store(true, ordering: .relaxed) }
        stop = mismatch.load(ordering: .relaxed) || stopped.load(ordering: .relaxed)
      }
      matched = !stopped.load(ordering: .relaxed) && comparison.finish()
      if !matched { mismatch.store(true, ordering: .relaxed) }
    }
    thread.stackSize = 16 << 20
    thread.start()
  }

  /// A difference was already found: the first part can stop too.
  package var failed: Bool { mismatch.load(ordering: .relaxed) }

  package func cancel() {
    stopped.store(true, ordering: .relaxed)
  }

  package func waitForMatch() -> Bool {
    done.wait()
    return matched
  }
}
