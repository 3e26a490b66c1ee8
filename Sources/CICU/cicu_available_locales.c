// The locales ICU has data for: what GlossaRuntime's tests walk to compare
// its own CLDR rule evaluator with ICU, language by language.
#include "cicu.h"

#include <string.h>

#include <unicode/uloc.h>

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
