import CatalogModel
import Foundation

/// Process-wide allocator settings for reading large catalogs; called once by each executable
/// before it does any work.
public enum AllocatorTuning {
  /// glibc grows the heap of a thread's own arena one page at a time, each step an `mprotect`
  /// that takes the address-space lock for writing. While the second thread parses half of a
  /// 170 MB catalog that is some 20,000 calls, and each one stalls the other thread's page
  /// faults. Asking for 64 MiB of headroom per growth makes it a few dozen calls. Untouched
  /// headroom is only reserved address space: resident memory does not change.
  ///
  /// `mallopt` is looked up at run time because <malloc.h> is not part of Swift's Glibc module,
  /// and so that other C libraries (musl, Darwin), which have no such knob, are left alone.
  public static func apply() {
    #if os(Linux)
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      _ = mallopt(topPadOption, 64 << 20)
    #endif
  }

  /// glibc's `M_TOP_PAD` (part of its ABI since 1996).
  private static let topPadOption: Int32 = -2
}
