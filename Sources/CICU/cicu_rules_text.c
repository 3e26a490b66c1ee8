// The CLDR rule text behind a locale's cardinal plural rules.
//
// ICU's C API selects categories but does not expose the rules themselves
// (only C++ PluralRules::getRules does). The text lives in ICU's "plurals"
// resource bundle, which the C resource API reads: locales/<id> names a rule
// set, rules/<set>/<keyword> holds "condition @integer … @decimal …". The
// locale lookup walks uloc_getParent exactly as ICU's own
// PluralRules::getRuleFromResource does, so the text matches what
// uplrules_select evaluates.
#include "cicu.h"

#include <string.h>

#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

// Appends `length` bytes; returns false when the buffer is full.
static int append(char *buffer, int32_t capacity, int32_t *used, const char *text, int32_t length) {
  if (*used + length + 1 > capacity) {
    return 0;
  }
  memcpy(buffer + *used, text, (size_t)length);
  *used += length;
  buffer[*used] = '\0';
  return 1;
}

// Appends an ASCII rule condition: the text before the first '@' (the samples), trimmed.
static int append_condition(char *buffer, int32_t capacity, int32_t *used, const UChar *rule, int32_t length) {
  int32_t end = 0;
  while (end < length && rule[end] != (UChar)'@') {
    end++;
  }
  int32_t start = 0;
  while (start < end && rule[start] == (UChar)' ') {
    start++;
  }
  while (end > start && rule[end - 1] == (UChar)' ') {
    end--;
  }
  for (int32_t i = start; i < end; i++) {
    if (rule[i] > 0x7F) {
      return 0;
    }
    char c = (char)rule[i];
    if (!append(buffer, capacity, used, &c, 1)) {
      return 0;
    }
  }
  return 1;
}

int32_t cicu_plural_rules_text(const char *locale_id, char *buffer, int32_t capacity) {
  if (locale_id == NULL || buffer == NULL || capacity <= 0) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  buffer[0] = '\0';
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_openDirect(NULL, "plurals", &status);
  UResourceBundle *locales = ures_getByKey(bundle, "locales", NULL, &status);
  if (U_FAILURE(status)) {
    ures_close(locales);
    ures_close(bundle);
    return CICU_ERROR_ICU;
  }
  char name[ULOC_FULLNAME_CAPACITY];
  UErrorCode nameStatus = U_ZERO_ERROR;
  uloc_getBaseName(locale_id, name, ULOC_FULLNAME_CAPACITY, &nameStatus);
  if (U_FAILURE(nameStatus)) {
    name[0] = '\0';
  }
  char setKey[64];
  setKey[0] = '\0';
  for (;;) {
    UErrorCode lookup = U_ZERO_ERROR;
    int32_t setLength = 0;
    const UChar *set = name[0] != '\0' ? ures_getStringByKey(locales, name, &setLength, &lookup) : NULL;
    if (set != NULL && U_SUCCESS(lookup) && setLength < (int32_t)sizeof setKey) {
      u_UCharsToChars(set, setKey, setLength);
      setKey[setLength] = '\0';
      break;
    }
    UErrorCode parentStatus = U_ZERO_ERROR;
    char parent[ULOC_FULLNAME_CAPACITY];
    int32_t parentLength = uloc_getParent(name, parent, ULOC_FULLNAME_CAPACITY, &parentStatus);
    if (U_FAILURE(parentStatus) || parentLength <= 0) {
      break;
    }
    memcpy(name, parent, (size_t)parentLength + 1);
  }
  ures_close(locales);
  int32_t used = 0;
  if (setKey[0] == '\0') {
    // No rule set (root or an unknown language): ICU's default, everything is "other".
    ures_close(bundle);
    return append(buffer, capacity, &used, "other:", 6) ? used : CICU_ERROR_BUFFER_TOO_SMALL;
  }
  UResourceBundle *rules = ures_getByKey(bundle, "rules", NULL, &status);
  UResourceBundle *set = ures_getByKey(rules, setKey, NULL, &status);
  int32_t result = U_SUCCESS(status) ? 0 : CICU_ERROR_ICU;
  while (result == 0 && U_SUCCESS(status) && ures_hasNext(set)) {
    const char *keyword = NULL;
    int32_t length = 0;
    const UChar *rule = ures_getNextString(set, &length, &keyword, &status);
    if (U_FAILURE(status) || keyword == NULL) {
      result = CICU_ERROR_ICU;
      break;
    }
    if (!append(buffer, capacity, &used, keyword, (int32_t)strlen(keyword)) || !append(buffer, capacity, &used, ":", 1)
        || !append_condition(buffer, capacity, &used, rule, length) || !append(buffer, capacity, &used, "\n", 1)) {
      result = CICU_ERROR_BUFFER_TOO_SMALL;
    }
  }
  ures_close(set);
  ures_close(rules);
  ures_close(bundle);
  return result < 0 ? result : used;
}
