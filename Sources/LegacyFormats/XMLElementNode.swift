/// An element of a parsed XML document, reduced to what a property list
/// needs: its name, where it starts, its child elements and its text.
struct XMLElementNode {
  var name: String
  /// The position of the element's `<`.
  var position: SourcePosition
  var children: [XMLElementNode] = []
  /// Character data directly inside this element, entities resolved.
  var text = ""
  /// Where the first non-whitespace character data starts, if there is any;
  /// a `<dict>` must not contain any.
  var firstTextPosition: SourcePosition?
}
