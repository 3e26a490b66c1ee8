import CZstd

/// zstd frames through the system libzstd, loaded at run time.
package enum Zstd {
  /// False when no libzstd could be loaded: `--compress zstd` then says so instead of writing.
  package static var isAvailable: Bool { czstd_available() != 0 }

  package static func compress(_ bytes: [UInt8], level: Int32 = 19) -> [UInt8]? {
    guard isAvailable else { return nil }
    var out = [UInt8](repeating: 0, count: czstd_bound(bytes.count))
    let capacity = out.count
    let written = bytes.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { czstd_compress(input.baseAddress, input.count, $0.baseAddress, capacity, level) }
    }
    guard written >= 0 else { return nil }
    return Array(out.prefix(Int(written)))
  }
}
