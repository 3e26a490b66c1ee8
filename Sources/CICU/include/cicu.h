#ifndef CICU_H
#define CICU_H

// Plain-C facade over ICU's plural rules.
//
// Why only plain C types here: Swift imports this header as the CICU module.
// If it pulled in <unicode/*.h>, Swift would see ICU's module map next to the
// one Foundation brings along on Linux and the import fails with module
// clashes. So every ICU type stays inside cicu.c and callers see an opaque
// handle, char buffers and int32_t results.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Results >= 0 are lengths (bytes written, without the terminating NUL).
// Negative results are one of these codes; no function aborts on bad input.
enum {
  CICU_ERROR_ICU = -1,              // ICU reported a failure status
  CICU_ERROR_BUFFER_TOO_SMALL = -2, // the caller's buffer cannot hold the answer
  CICU_ERROR_INVALID_ARGUMENT = -3, // NULL handle/buffer, or a malformed number string
};

// Opaque: wraps an ICU UPluralRules for cardinal numbers.
typedef struct cicu_plural_rules cicu_plural_rules;

// Converts a BCP-47 tag ("pt-BR", "zh-Hant", "es-419") into an ICU locale id
// ("pt_BR", "zh_Hant", "es_419") in `buffer`, NUL-terminated.
int32_t cicu_locale_id_from_language_tag(const char *tag, char *buffer, int32_t capacity);

// ICU's available locales (uloc_countAvailable / uloc_getAvailable): the
// languages ICU knows. Writes the locale id at `index` ("de", "pt_BR").
int32_t cicu_available_locale_count(void);
int32_t cicu_available_locale(int32_t index, char *buffer, int32_t capacity);

// Opens cardinal plural rules for an ICU locale id. Unknown locales get ICU's
// root rules (only "other"). Returns NULL and sets *error_code (if non-NULL)
// when ICU cannot open rules at all.
cicu_plural_rules *cicu_plural_rules_open(const char *locale_id, int32_t *error_code);

// Releases the handle; NULL is ignored. Pointer must not be used afterwards.
void cicu_plural_rules_close(cicu_plural_rules *rules);

// Writes the language's cardinal keywords, comma-separated (e.g. "one,other";
// ICU's order, not CLDR order), into `buffer`, NUL-terminated.
int32_t cicu_plural_rules_keywords(const cicu_plural_rules *rules, char *buffer, int32_t capacity);

// Writes the keyword a double selects. A double carries no trailing zeros, so
// 1.0 is treated as the integer 1 (visible fraction digits v = 0).
int32_t cicu_plural_rules_select_double(const cicu_plural_rules *rules, double number,
                                        char *buffer, int32_t capacity);

// Writes the keyword a plain decimal string selects, keeping its visible
// fraction digits: "1.0" has v = 1 and may select differently from "1".
// Accepted syntax: optional '-', one or more ASCII digits, optionally '.'
// followed by one or more digits. Anything else is CICU_ERROR_INVALID_ARGUMENT.
int32_t cicu_plural_rules_select_decimal(const cicu_plural_rules *rules, const char *decimal,
                                         char *buffer, int32_t capacity);

// The same with a number formatter opened for this call alone (the select above keeps one per
// count of fraction digits): the plain way, for tests comparing the two.
int32_t cicu_plural_rules_select_decimal_uncached(const cicu_plural_rules *rules, const char *decimal,
                                                  char *buffer, int32_t capacity);

// Writes the CLDR rule text of an ICU locale id's cardinal rules, one
// "keyword:condition\n" line per keyword (condition without the @integer /
// @decimal samples; "other" usually has an empty condition), found the way
// ICU's PluralRules finds them (locale, then its uloc_getParent chain; none:
// "other:"). Returns the length written or a negative CICU code.
int32_t cicu_plural_rules_text(const char *locale_id, char *buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
