/// Counted nouns for every message Glossa prints ("1 key", "2 keys", "1 catalog changed"), so no
/// message says "1 keys".
public enum Plural {
  /// "1 key", "3 keys"; `plural` for nouns whose plural is not noun + "s" ("1 entry", "2 entries").
  public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? Plural.regular(noun))"
  }

  /// The noun alone, for "in 3 languages"-style phrases built around the number.
  public static func noun(_ noun: String, for count: Int, plural: String? = nil) -> String {
    count == 1 ? noun : plural ?? regular(noun)
  }

  private static func regular(_ noun: String) -> String {
    if noun.hasSuffix("y"), let last = noun.dropLast().last, !"aeiou".contains(last) { return noun.dropLast() + "ies" }
    if noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") || noun.hasSuffix("sh") { return noun + "es" }
    return noun + "s"
  }
}
