import Foundation

/// Places input so that its last byte is the last byte that may be read, for tests of the
/// reader's word and vector loads near the end of the input. Two placements:
/// - at the end of a page followed by a page that cannot be read, so a read past the end
///   crashes the test with or without a sanitizer (an `Array` usually has spare capacity after
///   its last element, where such a read goes unnoticed);
/// - in a heap block of exactly the input's size, where AddressSanitizer reports the read
///   (`swift test --sanitize=address`).
package final class ExactEndBuffer {
  private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
  private let readablePages: Int
  private let mapping: UnsafeMutableRawPointer

  /// Room for inputs of up to `capacity` bytes.
  package init(capacity: Int) {
    readablePages = max(1, (capacity + pageSize - 1) / pageSize)
    let length = (readablePages + 1) * pageSize
    let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED, mprotect(memory + readablePages * pageSize, pageSize, PROT_NONE) == 0 else {
      preconditionFailure("cannot map a guarded test buffer: \(String(cString: strerror(errno)))")
    }
    mapping = memory
  }

  deinit {
    munmap(mapping, (readablePages + 1) * pageSize)
  }

  /// Calls `body` with `bytes` in each placement, returning the two results (they must agree).
  package func withEachPlacement<Result>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> [Result] {
    precondition(bytes.count <= readablePages * pageSize, "input larger than the buffer's capacity")
    let guardPage = mapping + readablePages * pageSize
    let start = (guardPage - bytes.count).assumingMemoryBound(to: UInt8.self)
    start.update(from: bytes, count: bytes.count)
    let beforeGuard = body(UnsafeBufferPointer(start: start, count: bytes.count))
    let exact = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
    defer { exact.deallocate() }
    exact.copyBytes(from: bytes)
    let onHeap = body(UnsafeBufferPointer(exact.bindMemory(to: UInt8.self)))
    return [beforeGuard, onHeap]
  }
}
