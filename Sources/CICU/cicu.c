// ICU lives only in this file; see include/cicu.h for why.
#include "cicu.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

struct cicu_plural_rules {
  UPluralRules *icu;
};

// Longest CLDR keyword is five letters ("other"); leave generous room anyway.
enum { KEYWORD_CAPACITY = 32 };

// More visible fraction digits than any catalog number needs; bounds the
// skeleton buffer below.
enum { MAX_FRACTION_DIGITS = 32 };

// Copies an ASCII-only keyword into a char buffer. ICU keywords are ASCII
// letters; anything else means ICU data we don't understand.
static int32_t copy_keyword(const UChar *keyword, int32_t length, char *buffer, int32_t capacity) {
  if (length + 1 > capacity) {
    return CICU_ERROR_BUFFER_TOO_SMALL;
  }
  for (int32_t i = 0; i < length; i++) {
    if (keyword[i] == 0 || keyword[i] > 0x7F) {
      return CICU_ERROR_ICU;
    }
    buffer[i] = (char)keyword[i];
  }
  buffer[length] = '\0';
  return length;
}

int32_t cicu_locale_id_from_language_tag(const char *tag, char *buffer, int32_t capacity) {
  if (tag == NULL || buffer == NULL || capacity <= 0) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  UErrorCode status = U_ZERO_ERROR;
  int32_t parsed = 0;
  int32_t length = uloc_forLanguageTag(tag, buffer, capacity, &parsed, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
    return CICU_ERROR_BUFFER_TOO_SMALL;
  }
  if (U_FAILURE(status)) {
    return CICU_ERROR_ICU;
  }
  return length;
}

cicu_plural_rules *cicu_plural_rules_open(const char *locale_id, int32_t *error_code) {
  if (error_code != NULL) {
    *error_code = 0;
  }
  if (locale_id == NULL) {
    if (error_code != NULL) {
      *error_code = CICU_ERROR_INVALID_ARGUMENT;
    }
    return NULL;
  }
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *icu = uplrules_openForType(locale_id, UPLURAL_TYPE_CARDINAL, &status);
  if (U_FAILURE(status) || icu == NULL) {
    if (icu != NULL) {
      uplrules_close(icu);
    }
    if (error_code != NULL) {
      *error_code = CICU_ERROR_ICU;
    }
    return NULL;
  }
  cicu_plural_rules *rules = malloc(sizeof *rules);
  if (rules == NULL) {
    uplrules_close(icu);
    if (error_code != NULL) {
      *error_code = CICU_ERROR_ICU;
    }
    return NULL;
  }
  rules->icu = icu;
  return rules;
}

void cicu_plural_rules_close(cicu_plural_rules *rules) {
  if (rules == NULL) {
    return;
  }
  uplrules_close(rules->icu);
  free(rules);
}

int32_t cicu_plural_rules_keywords(const cicu_plural_rules *rules, char *buffer, int32_t capacity) {
  if (rules == NULL || buffer == NULL || capacity <= 0) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  UErrorCode status = U_ZERO_ERROR;
  UEnumeration *keywords = uplrules_getKeywords(rules->icu, &status);
  if (U_FAILURE(status) || keywords == NULL) {
    uenum_close(keywords);
    return CICU_ERROR_ICU;
  }
  int32_t used = 0;
  int32_t result = 0;
  for (;;) {
    int32_t length = 0;
    const char *keyword = uenum_next(keywords, &length, &status);
    if (U_FAILURE(status)) {
      result = CICU_ERROR_ICU;
      break;
    }
    if (keyword == NULL) {
      break;
    }
    int32_t separator = used > 0 ? 1 : 0;
    if (used + separator + length + 1 > capacity) {
      result = CICU_ERROR_BUFFER_TOO_SMALL;
      break;
    }
    if (separator) {
      buffer[used++] = ',';
    }
    memcpy(buffer + used, keyword, (size_t)length);
    used += length;
  }
  uenum_close(keywords);
  if (result < 0) {
    buffer[0] = '\0';
    return result;
  }
  buffer[used] = '\0';
  return used;
}

int32_t cicu_plural_rules_select_double(const cicu_plural_rules *rules, double number,
                                        char *buffer, int32_t capacity) {
  if (rules == NULL || buffer == NULL || capacity <= 0) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  UChar keyword[KEYWORD_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uplrules_select(rules->icu, number, keyword, KEYWORD_CAPACITY, &status);
  if (U_FAILURE(status) || length < 0 || length >= KEYWORD_CAPACITY) {
    return CICU_ERROR_ICU;
  }
  return copy_keyword(keyword, length, buffer, capacity);
}

// Returns the number of digits after '.', or -1 when `decimal` is not
// -?[0-9]+(\.[0-9]+)? (ICU's decimal parser would accept more, e.g.
// exponents, which catalogs never need and which would blur the contract).
static int32_t visible_fraction_digits(const char *decimal) {
  const char *p = decimal;
  if (*p == '-') {
    p++;
  }
  const char *integer_start = p;
  while (*p >= '0' && *p <= '9') {
    p++;
  }
  if (p == integer_start) {
    return -1;
  }
  if (*p == '\0') {
    return 0;
  }
  if (*p != '.') {
    return -1;
  }
  p++;
  const char *fraction_start = p;
  while (*p >= '0' && *p <= '9') {
    p++;
  }
  if (p == fraction_start || *p != '\0') {
    return -1;
  }
  return (int32_t)(p - fraction_start);
}

// A skeleton fixing exactly `digits` fraction digits (".00" for two), so the
// formatted number keeps the trailing zeros that the plural operand v counts.
static void fraction_skeleton(int32_t digits, UChar *skeleton, int32_t *length) {
  static const char integer_skeleton[] = "precision-integer";
  if (digits == 0) {
    int32_t n = (int32_t)strlen(integer_skeleton);
    for (int32_t i = 0; i < n; i++) {
      skeleton[i] = (UChar)integer_skeleton[i];
    }
    *length = n;
    return;
  }
  skeleton[0] = (UChar)'.';
  for (int32_t i = 1; i <= digits; i++) {
    skeleton[i] = (UChar)'0';
  }
  *length = digits + 1;
}

// Selects the keyword of `decimal` formatted by `formatter` (one that keeps exactly the
// decimal's visible fraction digits).
static int32_t select_formatted_decimal(const cicu_plural_rules *rules, const UNumberFormatter *formatter,
                                        const char *decimal, char *buffer, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UFormattedNumber *formatted = unumf_openResult(&status);
  int32_t result = CICU_ERROR_ICU;
  if (U_SUCCESS(status)) {
    unumf_formatDecimal(formatter, decimal, -1, formatted, &status);
  }
  if (U_SUCCESS(status)) {
    UChar keyword[KEYWORD_CAPACITY];
    int32_t length = uplrules_selectFormatted(rules->icu, formatted, keyword, KEYWORD_CAPACITY, &status);
    if (U_SUCCESS(status) && length >= 0 && length < KEYWORD_CAPACITY) {
      result = copy_keyword(keyword, length, buffer, capacity);
    }
  }
  // The close function accepts NULL, so a partial failure above cleans up too.
  unumf_closeResult(formatted);
  return result;
}

// Opens a formatter fixing `digits` fraction digits. Root locale: only the numeric value and
// its fraction digits matter for plural selection, not the locale's digits or separators.
static UNumberFormatter *open_fraction_formatter(int32_t digits) {
  UChar skeleton[MAX_FRACTION_DIGITS + 32];
  int32_t skeleton_length = 0;
  fraction_skeleton(digits, skeleton, &skeleton_length);
  UErrorCode status = U_ZERO_ERROR;
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, skeleton_length, "", &status);
  if (U_FAILURE(status)) {
    unumf_close(formatter);
    return NULL;
  }
  return formatter;
}

// One formatter per count of fraction digits, opened on first use and kept for the process:
// opening one parses its skeleton and loads number symbols, tens of microseconds, and the
// example scan of each language selects some 300 decimals (lint warms up 30 languages before
// its checks start). ICU formatters may be shared between threads; two threads opening the
// same one at once keep the first and close the other.
static _Atomic(UNumberFormatter *) fraction_formatters[MAX_FRACTION_DIGITS + 1];

static const UNumberFormatter *fraction_formatter(int32_t digits) {
  UNumberFormatter *known = atomic_load_explicit(&fraction_formatters[digits], memory_order_acquire);
  if (known != NULL) {
    return known;
  }
  UNumberFormatter *opened = open_fraction_formatter(digits);
  if (opened == NULL) {
    return NULL;
  }
  UNumberFormatter *expected = NULL;
  if (atomic_compare_exchange_strong_explicit(&fraction_formatters[digits], &expected, opened, memory_order_acq_rel,
                                              memory_order_acquire)) {
    return opened;
  }
  unumf_close(opened);
  return expected;
}

// The visible fraction digits of a select's decimal, or CICU_ERROR_INVALID_ARGUMENT for a call
// or a decimal the selects refuse.
static int32_t checked_fraction_digits(const cicu_plural_rules *rules, const char *decimal, const char *buffer,
                                       int32_t capacity) {
  if (rules == NULL || decimal == NULL || buffer == NULL || capacity <= 0) {
    return CICU_ERROR_INVALID_ARGUMENT;
  }
  int32_t digits = visible_fraction_digits(decimal);
  return digits < 0 || digits > MAX_FRACTION_DIGITS ? CICU_ERROR_INVALID_ARGUMENT : digits;
}

int32_t cicu_plural_rules_select_decimal(const cicu_plural_rules *rules, const char *decimal,
                                         char *buffer, int32_t capacity) {
  int32_t digits = checked_fraction_digits(rules, decimal, buffer, capacity);
  if (digits < 0) {
    return digits;
  }
  const UNumberFormatter *formatter = fraction_formatter(digits);
  if (formatter == NULL) {
    return CICU_ERROR_ICU;
  }
  return select_formatted_decimal(rules, formatter, decimal, buffer, capacity);
}

int32_t cicu_plural_rules_select_decimal_uncached(const cicu_plural_rules *rules, const char *decimal,
                                                  char *buffer, int32_t capacity) {
  int32_t digits = checked_fraction_digits(rules, decimal, buffer, capacity);
  if (digits < 0) {
    return digits;
  }
  UNumberFormatter *formatter = open_fraction_formatter(digits);
  if (formatter == NULL) {
    return CICU_ERROR_ICU;
  }
  int32_t result = select_formatted_decimal(rules, formatter, decimal, buffer, capacity);
  unumf_close(formatter);
  return result;
}
