import CatalogModel

/// Writes valid JSON text again in another layout, strings and scalars byte for byte: the
/// layouts other tools write (Python's `json.dump(indent=4)`, tabs, one line, CRLF), for the
/// benchmark and for tests that the reader does not depend on Xcode's.
public struct JSONRelayout: Sendable {
  /// One level of indentation; nil writes everything on one line.
  public var indent: String?
  public var lineBreak: String
  /// Between a member's name and its value.
  public var colon: String
  public var finalLineBreak: Bool

  public init(indent: String?, lineBreak: String = "\n", colon: String = ": ", finalLineBreak: Bool = false) {
    self.indent = indent
    self.lineBreak = lineBreak
    self.colon = colon
    self.finalLineBreak = finalLineBreak
  }

  /// Python's `json.dump(indent=4, ensure_ascii=False)`.
  public static let python = JSONRelayout(indent: "    ")
  public static let tabs = JSONRelayout(indent: "\t")
  public static let minified = JSONRelayout(indent: nil, colon: ":")
  /// Xcode's spacing with Windows line ends.
  public static let crlf = JSONRelayout(indent: "  ", lineBreak: "\r\n", colon: " : ", finalLineBreak: true)

  public func apply(to bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 4)
    let indentBytes = indent.map { Array($0.utf8) }
    let lineBytes = Array(lineBreak.utf8)
    let colonBytes = Array(colon.utf8)
    var depth = 0
    func newLine() {
      guard let indentBytes else { return }
      output += lineBytes
      for _ in 0..<depth { output += indentBytes }
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x22:
        let start = index
        index += 1
        while index < bytes.count && bytes[index] != 0x22 { index += bytes[index] == 0x5C ? 2 : 1 }
        index += 1
        output += bytes[start..<min(index, bytes.count)]
        continue
      case 0x7B, 0x5B:
        output.append(byte)
        var next = index + 1
        while next < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[next]) { next += 1 }
        if next < bytes.count && (bytes[next] == 0x7D || bytes[next] == 0x5D) {
          output.append(bytes[next])
          index = next + 1
          continue
        }
        depth += 1
        newLine()
      case 0x7D, 0x5D:
        depth -= 1
        newLine()
        output.append(byte)
      case 0x2C:
        output.append(byte)
        newLine()
      case 0x3A:
        output += colonBytes
      case 0x20, 0x0A, 0x0D, 0x09:
        break
      default:
        output.append(byte)
      }
      index += 1
    }
    if finalLineBreak { output += lineBytes }
    return output
  }
}
