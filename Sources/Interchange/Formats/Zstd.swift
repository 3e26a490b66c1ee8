import CZstd

/// zstd frames through the system libzstd.
public enum Zstd {
  public static func compress(_ bytes: [UInt8], level: Int32 = 19) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: czstd_bound(bytes.count))
    let capacity = out.count
    let written = bytes.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { czstd_compress(input.baseAddress, input.count, $0.baseAddress, capacity, level) }
    }
    guard written >= 0 else { return nil }
    return Array(out.prefix(Int(written)))
  }

  /// nil for anything that is not one complete frame with a declared size (at most `limit` bytes).
  public static func decompress(_ frame: [UInt8], limit: Int = 1 << 30) -> [UInt8]? {
    let declared = frame.withUnsafeBytes { czstd_frame_content_size($0.baseAddress, $0.count) }
    guard declared >= 0, declared <= limit else { return nil }
    var out = [UInt8](repeating: 0, count: max(1, Int(declared)))
    let capacity = out.count
    let written = frame.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { czstd_decompress(input.baseAddress, input.count, $0.baseAddress, capacity) }
    }
    guard written == declared else { return nil }
    return Array(out.prefix(Int(written)))
  }
}
