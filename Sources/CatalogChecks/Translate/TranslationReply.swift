import CatalogModel
import CatalogFiles
import CatalogEditing

/// A reply document: `{"translations":[{"id":"1","value":"…"},{"id":"2","value":{"one":"…"}}]}`.
package struct TranslationReply: Sendable, Equatable {
  /// Values by item id; an id given twice keeps the last.
  package var values: [String: TranslationText]

  package init(values: [String: TranslationText]) {
    self.values = values
  }

  package struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
  }

  /// Reads a reply. Chat models often wrap JSON in a Markdown code fence: one around the whole
  /// reply is removed first.
  package static func parse(_ text: String) throws(ParseError) -> TranslationReply {
    var bytes = Array(unfenced(text).utf8)
    let parsed: Result<JSONValue, ScanError> = bytes.withUnsafeMutableBufferPointer { buffer in
      var scanner = JSONScanner(bytes: UnsafeBufferPointer(buffer))
      return Result { () throws(ScanError) -> JSONValue in
        let value = try scanner.readValue()
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.fail("unexpected \(scanner.describeNext()) after the document") }
        return value
      }
    }
    let value: JSONValue
    switch parsed {
    case .success(let read): value = read
    case .failure(let error):
      throw ParseError(message: "the reply is not JSON (at byte \(error.offset + 1): \(error.message))")
    }
    guard case .object(let members) = value,
      case .array(let list)? = members.last(where: { $0.key == "translations" })?.value
    else { throw ParseError(message: "the reply has no \"translations\" array") }
    var values: [String: TranslationText] = [:]
    for element in list {
      guard case .object(let fields) = element, let id = Self.id(fields) else { continue }
      switch fields.last(where: { $0.key == "value" })?.value {
      case .string(let text)?:
        values[id] = .single(text)
      case .object(let forms)?:
        values[id] = .plural(
          forms.compactMap { form in
            guard case .string(let text) = form.value else { return nil }
            return PluralForm(category: form.key, text: text)
          })
      default:
        continue
      }
    }
    return TranslationReply(values: values)
  }

  /// The reply document for `values`, in the order given (what a command provider prints).
  package static func document(_ values: [(id: String, value: TranslationText)]) -> String {
    let list = values.map { JSONValue.object([JSONMember("id", .string($0.id)), JSONMember("value", $0.value.json)]) }
    return CompactJSON.text(.object([JSONMember("translations", .array(list))]))
  }

  /// An id is a string; a number is accepted too (models write `"id": 1`).
  private static func id(_ fields: [JSONMember]) -> String? {
    switch fields.last(where: { $0.key == "id" })?.value {
    case .string(let id)?: return id
    case .number(let id)?: return id
    default: return nil
    }
  }

  private static func unfenced(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace
    guard trimmed.hasPrefix("```"), trimmed.hasSuffix("```"), trimmed.count >= 6 else { return text }
    var body = trimmed.dropFirst(3).dropLast(3)
    if let newline = body.firstIndex(of: "\n") { body = body[body.index(after: newline)...] }
    return String(body)
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
