/// An element of a parsed XML document, reduced to what a property list
/// or an XLIFF file needs: its name, where it starts, its attributes, its
/// child elements and its text.
public struct XMLElementNode: Sendable {
  public var name: String
  /// The position of the element's `<`.
  public var position: SourcePosition
  /// Attribute values with references resolved and literal tabs and line breaks made spaces
  /// (XML 1.0 §3.3.3).
  public var attributes: [String: String] = [:]
  public var children: [XMLElementNode] = []
  /// Character data directly inside this element, entities resolved and CDATA sections included.
  public var text = ""
  /// How many scalars `text` has.
  var textLength = 0
  /// How many scalars of its parent's `text` come before this element.
  var offsetInParent = 0
  /// Where the first non-whitespace character data starts, if there is any;
  /// a `<dict>` must not contain any.
  var firstTextPosition: SourcePosition?

  init(name: String, position: SourcePosition) {
    self.name = name
    self.position = position
  }

  /// All the character data inside, the children's in document order (`a<b>c</b>d` → `acd`).
  public var allText: String {
    guard !children.isEmpty else { return text }
    let own = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var used = 0
    for child in children {
      let upTo = min(child.offsetInParent, own.count)
      result.append(contentsOf: own[used..<upTo])
      used = upTo
      result.append(contentsOf: child.allText.unicodeScalars)
    }
    result.append(contentsOf: own[used...])
    return String(result)
  }

  /// The child elements named `name`.
  public func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }
}

/// Reads a whole XML document (UTF-8, or UTF-16 with a byte order mark) with Glossa's own parser:
/// every malformed document is an error with its line and column, never a crash.
public enum XMLDocumentReader {
  public static func root(of bytes: [UInt8]) throws(LegacyParseError) -> XMLElementNode {
    var parser = XMLTreeParser(try TextDecoder.decode(bytes).scalars)
    return try parser.parseDocument()
  }
}
