#include "chunspell.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>

typedef void *(*create_fn)(const char *, const char *);
typedef void (*destroy_fn)(void *);
typedef int (*spell_fn)(void *, const char *);
typedef char *(*encoding_fn)(void *);

struct chunspell_dictionary {
  void *handle;
};

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static create_fn hunspell_create;
static destroy_fn hunspell_destroy;
static spell_fn hunspell_spell;
static encoding_fn hunspell_encoding;

// Debian/Ubuntu's soname first, then the unversioned name, then Homebrew's (Apple silicon, Intel).
static const char *const library_names[] = {
  "libhunspell-1.7.so.0",
  "libhunspell-1.7.so",
  "libhunspell.so",
  "libhunspell-1.7.0.dylib",
  "/opt/homebrew/lib/libhunspell-1.7.0.dylib",
  "/usr/local/lib/libhunspell-1.7.0.dylib",
};

static void load(void) {
  for (size_t i = 0; i < sizeof library_names / sizeof library_names[0]; i++) {
    void *library = dlopen(library_names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) continue;
    create_fn create = (create_fn)dlsym(library, "Hunspell_create");
    destroy_fn destroy = (destroy_fn)dlsym(library, "Hunspell_destroy");
    spell_fn spell = (spell_fn)dlsym(library, "Hunspell_spell");
    encoding_fn encoding = (encoding_fn)dlsym(library, "Hunspell_get_dic_encoding");
    if (create && destroy && spell && encoding) {
      hunspell_create = create;
      hunspell_destroy = destroy;
      hunspell_spell = spell;
      hunspell_encoding = encoding;
      return;
    }
    dlclose(library);
  }
}

int chunspell_available(void) {
  pthread_once(&load_once, load);
  return hunspell_create != NULL;
}

chunspell_dictionary *chunspell_open(const char *aff_path, const char *dic_path) {
  if (!chunspell_available()) return NULL;
  void *handle = hunspell_create(aff_path, dic_path);
  if (!handle) return NULL;
  chunspell_dictionary *dictionary = malloc(sizeof *dictionary);
  if (!dictionary) {
    hunspell_destroy(handle);
    return NULL;
  }
  dictionary->handle = handle;
  return dictionary;
}

int chunspell_spell(chunspell_dictionary *dictionary, const char *word) {
  return hunspell_spell(dictionary->handle, word) != 0;
}

const char *chunspell_encoding(chunspell_dictionary *dictionary) {
  const char *encoding = hunspell_encoding(dictionary->handle);
  return encoding ? encoding : "";
}

void chunspell_close(chunspell_dictionary *dictionary) {
  if (!dictionary) return;
  hunspell_destroy(dictionary->handle);
  free(dictionary);
}
