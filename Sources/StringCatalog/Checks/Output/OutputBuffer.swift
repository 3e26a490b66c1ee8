/// Bytes of output being assembled: lint may print hundreds of thousands of findings, and
/// appending to one byte buffer is several times faster than building a String per line.
public struct OutputBuffer: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  public var count: Int { bytes.count }

  public mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  public mutating func append(bytes utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: utf8)
  }

  public mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  public mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  public mutating func append(_ number: Int) {
    if number < 0 {
      bytes.append(0x2D)
      append(-number)
      return
    }
    if number < 10 {
      bytes.append(0x30 + UInt8(number))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var value = number
    withUnsafeMutableBytes(of: &digits) { buffer in
      while value > 0 {
        buffer[count] = 0x30 + UInt8(value % 10)
        value /= 10
        count += 1
      }
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// Hands the bytes over and starts empty again.
  public mutating func take() -> [UInt8] {
    let taken = bytes
    bytes = []
    return taken
  }

  public var string: String { String(decoding: bytes, as: UTF8.self) }
}
