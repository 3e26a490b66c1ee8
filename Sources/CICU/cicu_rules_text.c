// Rule text and available locales: what GlossaRuntime's tests compare its own
// CLDR rule evaluator against. ICU's C API has no uplrules_getRules, so the
// text is read from ICU's "plurals" resource, resolved the way ICU's
// PluralRules::forLocale resolves it (locale, its parents, then root).
#include "cicu.h"

#include <string.h>

#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

// ICU locale ids are short; ULOC_FULLNAME_CAPACITY is 157.
enum { LOCALE_CAPACITY = ULOC_FULLNAME_CAPACITY };

// Finds the rule-set name ("set12") for the locale or its nearest parent.
// Returns 0 and leaves `set_name` empty when only root applies.
static int32_t rule_set_name(const char *locale_id, UResourceBundle *locales, char *set_name, int32_t capacity) {
  char current[LOCALE_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  // Canonicalizes the same way ICU's Locale::getBaseName does for plain ids.
  int32_t length = uloc_getBaseName(locale_id, current, LOCALE_CAPACITY, &status);
  if (U_FAILURE(status) || length >= LOCALE_CAPACITY) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  for (;;) {
    UErrorCode lookup = U_ZERO_ERROR;
    int32_t set_length = 0;
    const UChar *set = ures_getStringByKey(locales, current, &set_length, &lookup);
    if (U_SUCCESS(lookup) && set != NULL) {
      if (set_length + 1 > capacity) {
        return CICU_ERROR_BUFFER_TOO_SMALL;
      }
      u_UCharsToChars(set, set_name, set_length);
      set_name[set_length] = '\0';
      return set_length;
    }
    UErrorCode parent_status = U_ZERO_ERROR;
    int32_t parent_length = uloc_getParent(current, current, LOCALE_CAPACITY, &parent_status);
    if (U_FAILURE(parent_status) || parent_length <= 0) {
      set_name[0] = '\0';
      return 0;
    }
  }
}

// Copies `text` without its samples (from the first '@') and surrounding spaces.
static int32_t copy_rule(const UChar *text, int32_t length, char *buffer, int32_t capacity) {
  int32_t end = 0;
  while (end < length && text[end] != (UChar)'@') {
    end++;
  }
  int32_t start = 0;
  while (start < end && text[start] == (UChar)' ') {
    start++;
  }
  while (end > start && text[end - 1] == (UChar)' ') {
    end--;
  }
  int32_t written = 0;
  UErrorCode status = U_ZERO_ERROR;
  u_strToUTF8(buffer, capacity, &written, text + start, end - start, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
    return CICU_ERROR_BUFFER_TOO_SMALL;
  }
  if (U_FAILURE(status)) {
    return CICU_ERROR_ICU;
  }
  return written;
}

int32_t cicu_plural_rules_text(const char *locale_id, const char *keyword, char *buffer, int32_t capacity) {
  if (locale_id == NULL || keyword == NULL || buffer == NULL || capacity <= 0) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  buffer[0] = '\0';
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *plurals = ures_openDirect(NULL, "plurals", &status);
  UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, &status);
  UResourceBundle *rules = ures_getByKey(plurals, "rules", NULL, &status);
  int32_t result = CICU_ERROR_ICU;
  char set_name[64];
  int32_t set_length = U_SUCCESS(status) ? rule_set_name(locale_id, locales, set_name, sizeof set_name) : CICU_ERROR_ICU;
  if (set_length < 0) {
    result = set_length;
  } else if (set_length == 0) {
    // Root: only "other", with no condition.
    result = strcmp(keyword, "other") == 0 ? 0 : CICU_ERROR_INVALID_ARGUMENT;
  } else {
    UErrorCode lookup = U_ZERO_ERROR;
    UResourceBundle *set = ures_getByKey(rules, set_name, NULL, &lookup);
    int32_t text_length = 0;
    const UChar *text = ures_getStringByKey(set, keyword, &text_length, &lookup);
    if (U_SUCCESS(lookup) && text != NULL) {
      result = copy_rule(text, text_length, buffer, capacity);
    } else if (strcmp(keyword, "other") == 0) {
      result = 0;
    } else {
      result = CICU_ERROR_INVALID_ARGUMENT;
    }
    ures_close(set);
  }
  ures_close(rules);
  ures_close(locales);
  ures_close(plurals);
  return result;
}

int32_t cicu_available_locale_count(void) { return uloc_countAvailable(); }

int32_t cicu_available_locale(int32_t index, char *buffer, int32_t capacity) {
  if (buffer == NULL || capacity <= 0 || index < 0 || index >= uloc_countAvailable()) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  const char *id = uloc_getAvailable(index);
  if (id == NULL) {
    return CICU_ERROR_ICU;
  }
  size_t length = strlen(id);
  if ((int32_t)length + 1 > capacity) {
    return CICU_ERROR_BUFFER_TOO_SMALL;
  }
  memcpy(buffer, id, length + 1);
  return (int32_t)length;
}
