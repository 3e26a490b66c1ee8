import MCP

/// The tools `glossa mcp` offers, with their input schemas. Names, argument names and result
/// members are a contract agents rely on.
enum AgentToolList {
  static var names: [String] { tools.map(\.name) }

  private static func object(_ properties: [String: Value], required: [String] = []) -> Value {
    .object([
      "type": .string("object"), "properties": .object(properties),
      "required": .array(required.map(Value.string)), "additionalProperties": .bool(false),
    ])
  }

  private static func string(_ description: String) -> Value {
    .object(["type": .string("string"), "description": .string(description)])
  }

  private static let paging: [String: Value] = [
    "limit": .object([
      "type": .string("integer"), "minimum": .int(1), "maximum": .int(Int(Page.maximumLimit)),
      "description": .string("Items per page (default \(Page.defaultLimit), at most \(Page.maximumLimit))."),
    ]),
    "cursor": string("The nextCursor of the previous page."),
  ]

  private static let catalog = string("A catalog's path as list_catalogs gives it (relative to the workspace).")
  private static let language = string("A BCP 47 language tag, e.g. de, pt-BR, zh-Hans.")
  private static let revision = string("The revision get_strings, get_context or get_review_queue gave for this string.")

  static let tools: [Tool] = [
    Tool(
      name: "list_catalogs",
      description: """
        Every String Catalog of the workspace: path, source language, languages, and per-language counts \
        (total, translated, needsReview, machineTranslated, new, missing, stale, doNotTranslate, percent) as \
        `glossa stats --format json` gives them; catalogs that cannot be read are listed under "broken" with \
        their file:line:col error.
        """,
      inputSchema: object(paging), annotations: .init(readOnlyHint: true)),
    Tool(
      name: "get_strings",
      description: """
        The strings of one language that match a filter (default: what needs work — missing, new, needs \
        review, machine-translated). Each item has catalog, key, source (value or forms), comment, target \
        (value or forms, with states), state, pluralCategories the language needs, placeholders, and the \
        revision to send back with a translation.
        """,
      inputSchema: object(
        paging.merging([
          "language": language,
          "filter": .object([
            "type": .string("string"), "enum": .array(StringFilter.allCases.map { .string($0.rawValue) }),
            "description": .string("Which strings: needs_work (default), missing, new, needs_review, machine_translated, stale, all."),
          ]),
          "catalog": catalog,
          "query": string("Only strings whose key, source or translation contains this text (any case)."),
        ]) { first, _ in first }, required: ["language"]),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: "get_context",
      description: """
        What a translator sees beside one string: where the code uses it, the comment, its values in every \
        language, similar strings of the app with their translation and state, glossary and do-not-translate \
        terms in the source, the length limit, the language's plural categories with example numbers, and the \
        app's TRANSLATION.md.
        """,
      inputSchema: object(["catalog": catalog, "key": string("The key."), "language": language], required: ["catalog", "key"]),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: "submit_translations",
      description: """
        Writes translations as drafts for a person to review: each lands as needs_review (or \
        machine_translated), never translated. Each item is checked like a machine translation (placeholders, \
        plural forms, control characters, length limit, do-not-translate terms) and refused, with a reason, if \
        the string changed since its revision was read. Plural and device forms go in "forms" by path: \
        plural.one, plural.other, device.iphone, device.mac.plural.other, substitutions.NAME.plural.one. \
        At most \(AgentWorkspace.maximumBatch) items; each catalog is saved once.
        """,
      inputSchema: object(
        [
          "items": .object([
            "type": .string("array"), "maxItems": .int(AgentWorkspace.maximumBatch),
            "items": object(
              [
                "catalog": catalog, "key": string("The key."), "language": language,
                "value": string("The translation of a plain string."),
                "forms": .object([
                  "type": .string("object"), "additionalProperties": .object(["type": .string("string")]),
                  "description": .string("Form path → text, for plural, device or substitution forms."),
                ]),
                "revision": revision,
              ], required: ["catalog", "key", "language", "revision"]),
          ]),
          "state": .object([
            "type": .string("string"), "enum": .array([.string("needs_review"), .string("machine_translated")]),
            "description": .string("The state the drafts get (default needs_review)."),
          ]),
        ], required: ["items"]),
      annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true)),
    Tool(
      name: "get_review_queue",
      description: "The strings awaiting review (needs_review or machine_translated), in the order review mode walks them.",
      inputSchema: object(paging.merging(["language": language, "catalog": catalog]) { first, _ in first }),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: "review_translations",
      description: """
        Decides reviewed strings as the editor's review mode does: accept (→ translated), reject (→ new, the \
        text kept for a translator) or reject_and_clear (the translation removed). Refused for a string that \
        changed since its revision was read.
        """,
      inputSchema: object(
        [
          "items": .object([
            "type": .string("array"), "maxItems": .int(AgentWorkspace.maximumBatch),
            "items": object(
              [
                "catalog": catalog, "key": string("The key."), "language": language, "revision": revision,
                "action": .object([
                  "type": .string("string"), "enum": .array(ReviewAction.allCases.map { .string($0.rawValue) }),
                ]),
              ], required: ["catalog", "key", "language", "revision", "action"]),
          ])
        ], required: ["items"]),
      annotations: .init(readOnlyHint: false, destructiveHint: false)),
    Tool(
      name: "lint",
      description: """
        The findings of `glossa lint --format json` (placeholders, plurals, glossary, lengths, spelling, …) for \
        the workspace or one catalog, optionally only one language or some keys.
        """,
      inputSchema: object(
        paging.merging([
          "catalog": catalog, "language": language,
          "keys": .object(["type": .string("array"), "items": .object(["type": .string("string")])]),
        ]) { first, _ in first }),
      annotations: .init(readOnlyHint: true)),
    Tool(
      name: "rename_key",
      description: """
        Renames a key in one catalog as `glossa rename` does: translations, states and comment kept, the entry \
        moved to where Xcode sorts the new key; refused when the new key exists.
        """,
      inputSchema: object(["catalog": catalog, "old": string("The key to rename."), "new": string("Its new name.")], required: ["catalog", "old", "new"]),
      annotations: .init(readOnlyHint: false, destructiveHint: true)),
  ]
}
