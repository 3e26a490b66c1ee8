/// A shell-style pattern for `--keys`: `*` any run of characters, `?` one character, anything
/// else itself (compared by Unicode scalar, case-sensitively, as keys are).
public struct GlobPattern: Sendable, Equatable {
  public let text: String
  private let scalars: [Unicode.Scalar]

  public init(_ text: String) {
    self.text = text
    scalars = Array(text.unicodeScalars)
  }

  /// Linear in pattern × key length (the classic backtrack to the last `*`), never exponential.
  public func matches(_ key: String) -> Bool {
    let name = Array(key.unicodeScalars)
    var p = 0
    var n = 0
    var star: Int?
    var resume = 0
    while n < name.count {
      if p < scalars.count && (scalars[p] == "?" || (scalars[p] != "*" && scalars[p] == name[n])) {
        p += 1
        n += 1
      } else if p < scalars.count && scalars[p] == "*" {
        star = p
        resume = n
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        n = resume
      } else {
        return false
      }
    }
    while p < scalars.count && scalars[p] == "*" { p += 1 }
    return p == scalars.count
  }
}
