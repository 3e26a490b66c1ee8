import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
/// How records sit in a journal file: each is its payload's length (4 bytes, little-endian), the
/// payload's CRC-32 (4 bytes, little-endian) and the payload. A process killed in the middle of a
/// `write` leaves a last record that is short or fails its checksum (SQLite's WAL frames work the
/// same way). A damaged byte anywhere else costs only its own record: reading scans on from there
/// for the next frame whose length and checksum hold, and counts the bytes it could not read.
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

  /// What `payloads(in:)` found.
  package struct Reading {
    /// The intact records, in file order.
    package var payloads: [ArraySlice<UInt8>] = []
    /// Bytes that were not part of an intact record: damage, or a last record cut short.
    package var unreadableBytes = 0
    /// Bytes checksummed while looking for the next record after damage: the work a damaged
    /// (or hostile) file can cost, bounded by `resyncBudget`.
    package var resyncChecksummedBytes = 0
  }

  /// How many bytes of checksum work resynchronising may cost for a file of `size` bytes: a few
  /// passes over the file. Each candidate frame costs its claimed length, so a file full of
  /// plausible headers could otherwise cost its size squared.
  package static func resyncBudget(forSize size: Int) -> Int { 8 * size + (1 << 20) }

  /// The intact records of `bytes`, skipping damaged stretches.
  package static func payloads(in bytes: [UInt8]) -> Reading {
    var reading = Reading()
    var offset = 0
    var damagedFrom: Int?
    let budget = resyncBudget(forSize: bytes.count)
    while bytes.count - offset >= headerSize {
      let resyncing = damagedFrom != nil
      if resyncing && reading.resyncChecksummedBytes > budget { break }
      if let payload = intactPayload(in: bytes, at: offset, resyncing: resyncing, work: &reading.resyncChecksummedBytes) {
        if let start = damagedFrom { reading.unreadableBytes += offset - start }
        damagedFrom = nil
        reading.payloads.append(payload)
        offset = payload.endIndex
      } else {
        if damagedFrom == nil { damagedFrom = offset }
        offset += 1
      }
    }
    reading.unreadableBytes += bytes.count - (damagedFrom ?? offset)
    return reading
  }

  /// The payload of the frame at `offset` when its length fits, it looks like a record (a JSON
  /// object: `{` … `}`; so a block of zeros, which a crash can leave in a file, is not a run of
  /// empty records) and its checksum holds. While `resyncing`, the bytes checksummed are added
  /// to `work`.
  private static func intactPayload(
    in bytes: [UInt8], at offset: Int, resyncing: Bool, work: inout Int
  ) -> ArraySlice<UInt8>? {
    let length = Int(readLittleEndian(bytes, at: offset))
    let start = offset + headerSize
    guard length <= maximumPayload, bytes.count - start >= length else { return nil }
    let payload = bytes[start..<(start + length)]
    guard payload.first == UInt8(ascii: "{"), payload.last == UInt8(ascii: "}") else { return nil }
    if resyncing { work += length }
    guard CRC32.checksum(payload) == readLittleEndian(bytes, at: offset + 4) else { return nil }
    return payload
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
