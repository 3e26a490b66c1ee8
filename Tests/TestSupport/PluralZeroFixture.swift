/// Issue 33 item 1's case (CotEditor's `CommandBar.xcstrings`): an en plural with a `zero` form,
/// and a ja translation with `zero` and `other` — ja's only CLDR category is `other`, yet Apple
/// uses the `zero` form for 0. Shared by the editor's screen tests and the command tests.
public enum PluralZeroFixture {
  public static let commands = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld commands found" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld command found" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld commands found" } },
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "No commands found" } }
                }
              }
            },
            "ja" : {
              "variations" : {
                "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のコマンド" } },
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "コマンドなし" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
}
