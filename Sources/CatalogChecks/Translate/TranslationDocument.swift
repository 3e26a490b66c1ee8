import CatalogModel
import CatalogFiles
import CatalogEditing

/// The batch document as JSON (the user message for chat models, standard input for a
/// command). Members in a fixed order and no whitespace, so the same batch always gives the
/// same bytes.
extension TranslationBatch {
  package var document: String {
    var members: [JSONMember] = [
      JSONMember("sourceLanguage", .string(sourceLanguage)),
      JSONMember("targetLanguage", .string(targetLanguage)),
    ]
    if let appDescription { members.append(JSONMember("appDescription", .string(appDescription))) }
    if let style { members.append(JSONMember("style", .string(style))) }
    members.append(JSONMember("doNotTranslate", .array(doNotTranslate.map { .string($0) })))
    members.append(JSONMember("glossary", .object(glossary.map { JSONMember($0.term, .string($0.translation)) })))
    members.append(JSONMember("items", .array(items.map(\.json))))
    return CompactJSON.text(.object(members))
  }

  /// Characters ÷ 4, the usual rough measure of tokens for English-like text, plus the
  /// instructions a provider adds: what `--dry-run` reports.
  package var estimatedInputTokens: Int {
    (document.unicodeScalars.count + TranslationInstructions.system.unicodeScalars.count + 3) / 4
  }
}

extension TranslationItem {
  package var json: JSONValue {
    var members: [JSONMember] = [JSONMember("id", .string(id)), JSONMember("key", .string(cell.key))]
    if let comment { members.append(JSONMember("comment", .string(comment))) }
    if let device { members.append(JSONMember("device", .string(device))) }
    if let substitution { members.append(JSONMember("substitution", .string(substitution))) }
    members.append(JSONMember("source", source.json))
    if !categories.isEmpty { members.append(JSONMember("categories", .array(categories.map { .string($0) }))) }
    if !references.isEmpty {
      members.append(JSONMember("references", .object(references.map { JSONMember($0.language, .string($0.text)) })))
    }
    if let retryReason { members.append(JSONMember("error", .string(retryReason))) }
    return .object(members)
  }
}

extension TranslationText {
  package var json: JSONValue {
    switch self {
    case .single(let text): return .string(text)
    case .plural(let forms): return .object(forms.map { JSONMember($0.category, .string($0.text)) })
    }
  }
}

/// What a chat model is told about the documents (the system message); also the reference the
/// README quotes.
package enum TranslationInstructions {
  package static let system = """
    You translate user-interface strings of an app. The user message is a JSON batch document: \
    translate each item's "source" from "sourceLanguage" into "targetLanguage", using the app \
    description, the style, the key, the comment and the "references" (the same string in other \
    languages) as context. Keep every format placeholder (%@, %lld, %1$@, %%, %#@name@, %arg) \
    exactly as written, and keep each term in "doNotTranslate" verbatim. Use the "glossary" \
    translations for its terms. When "source" is an object of plural forms, reply with an object \
    holding exactly the categories listed in "categories". An item with "error" was translated \
    before and the reply was wrong for that reason: fix it. Reply with JSON only, in this form: \
    {"translations":[{"id":"1","value":"…"},{"id":"2","value":{"one":"…","other":"…"}}]}
    """
}

/// Writes a `JSONValue` on one line, members in their given order.
package enum CompactJSON {
  package static func text(_ value: JSONValue) -> String {
    String(decoding: JSONOutput.collect(capacity: 256) { output in write(value, to: &output) }, as: UTF8.self)
  }

  private static func write(_ value: JSONValue, to output: inout JSONOutput) {
    switch value {
    case .string(let text): output.string(text)
    case .number(let text): output.raw(text)
    case .bool(let flag): output.bool(flag)
    case .null: output.raw("null")
    case .array(let items):
      output.raw("[")
      for (index, item) in items.enumerated() {
        if index > 0 { output.raw(",") }
        write(item, to: &output)
      }
      output.raw("]")
    case .object(let members):
      output.raw("{")
      for (index, member) in members.enumerated() {
        if index > 0 { output.raw(",") }
        output.string(member.key)
        output.raw(":")
        write(member.value, to: &output)
      }
      output.raw("}")
    }
  }
}
