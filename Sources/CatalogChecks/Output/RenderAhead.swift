import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Renders chunks of findings on a helper thread ahead of the thread that writes them, which
/// renders too whenever the next chunk is not taken yet, or is being rendered by the helper
/// (then it renders a later one instead of waiting): writing 100 MB of output is a tenth of
/// a second in the kernel, and rendering a pair of chunks and then writing both kept one core
/// idle through every write.
package final class RenderAhead: @unchecked Sendable {
  private let findings: [Finding]
  private let format: FindingOutput.Format
  private let chunkSize: Int
  package let chunkCount: Int
  /// How many rendered chunks may wait to be written (their bytes are held in memory).
  private let lookahead = 4
  // Guarded by `condition`.
  private let condition = NSCondition()
  private var nextToRender = 0
  private var taken = 0
  private var rendered: [Int: [UInt8]] = [:]
  private var helperDone = false

  package init(_ findings: [Finding], format: FindingOutput.Format, chunkSize: Int) {
    self.findings = findings
    self.format = format
    self.chunkSize = chunkSize
    chunkCount = (findings.count + chunkSize - 1) / chunkSize
  }

  /// Calls `emit` with every chunk in order, on the calling thread.
  package func run(_ emit: ([UInt8]) -> Void) {
    DispatchQueue.global().async { self.help() }
    for index in 0..<chunkCount { emit(take(index)) }
    condition.lock()
    while !helperDone { condition.wait() }
    condition.unlock()
  }

  private func render(_ index: Int) -> [UInt8] {
    let start = index * chunkSize
    return FindingOutput.renderChunk(findings, start..<min(findings.count, start + chunkSize), format: format)
  }

  /// Takes the next chunk and renders it outside the lock; called and returns with it held.
  private func renderNext() {
    let index = nextToRender
    nextToRender += 1
    condition.unlock()
    let bytes = render(index)
    condition.lock()
    rendered[index] = bytes
    condition.broadcast()
  }

  /// The helper's loop: the next chunk not taken, while fewer than `lookahead` wait.
  private func help() {
    condition.lock()
    while true {
      while nextToRender < chunkCount && nextToRender - taken >= lookahead { condition.wait() }
      guard nextToRender < chunkCount else { break }
      renderNext()
    }
    helperDone = true
    condition.broadcast()
    condition.unlock()
  }

  /// Chunk `index`: rendered by the helper (waiting for it if it is at it), else here.
  private func take(_ index: Int) -> [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let bytes = rendered.removeValue(forKey: index) {
        taken = index + 1
        condition.broadcast()
        return bytes
      }
      if nextToRender <= index {
        // Not started: this thread renders it (the helper may take the one after).
        renderNext()
        continue
      }
      if nextToRender < chunkCount && nextToRender - taken < lookahead {
        // The helper is at this one: render a later one meanwhile rather than wait idle.
        renderNext()
        continue
      }
      condition.wait()
    }
  }
}
