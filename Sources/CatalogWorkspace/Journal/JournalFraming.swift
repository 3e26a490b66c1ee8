import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// How records sit in a journal file: each is its payload's length (4 bytes, little-endian), the
/// payload's CRC-32 (4 bytes, little-endian) and the payload. A process killed in the middle of a
/// `write` leaves a last record that is short or fails its checksum: reading stops there, and
/// everything before it is intact (SQLite's WAL frames work the same way).
package enum JournalFraming {
  package static let headerSize = 8
  /// A record longer than this is taken as damage, not as a record (a catalog entry is far
  /// smaller; a snapshot writes one record per key).
  package static let maximumPayload = 64 << 20

  package static func frame(_ payload: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(payload.count + headerSize)
    appendLittleEndian(UInt32(payload.count), to: &bytes)
    appendLittleEndian(CRC32.checksum(payload), to: &bytes)
    bytes.append(contentsOf: payload)
    return bytes
  }

  /// The intact records of `bytes`, and how many bytes at the end were not (a torn record).
  package static func payloads(in bytes: [UInt8]) -> (payloads: [ArraySlice<UInt8>], tornBytes: Int) {
    var payloads: [ArraySlice<UInt8>] = []
    var offset = 0
    while bytes.count - offset >= headerSize {
      let length = Int(readLittleEndian(bytes, at: offset))
      let checksum = readLittleEndian(bytes, at: offset + 4)
      let start = offset + headerSize
      guard length <= maximumPayload, bytes.count - start >= length else { break }
      let payload = bytes[start..<(start + length)]
      guard CRC32.checksum(payload) == checksum else { break }
      payloads.append(payload)
      offset = start + length
    }
    return (payloads, bytes.count - offset)
  }

  private static func appendLittleEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
  }

  private static func readLittleEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << UInt32(8 * $1) }
  }
}

/// CRC-32 (IEEE 802.3, the one zlib and PNG use), table-driven.
package enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  package static func checksum<Bytes: Collection>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
