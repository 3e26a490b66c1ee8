#ifndef CHUNSPELL_H
#define CHUNSPELL_H

// Hunspell's C API, loaded at run time with dlopen: the package builds and runs on a machine
// without libhunspell, where spell checking is simply unavailable.

typedef struct chunspell_dictionary chunspell_dictionary;

// 1 when libhunspell could be loaded (tried once; later calls return the same answer).
int chunspell_available(void);

// A dictionary from its .aff and .dic files; NULL when the library is missing or the files do not load.
chunspell_dictionary *chunspell_open(const char *aff_path, const char *dic_path);

// 1 when the word (in the dictionary's encoding) is spelled correctly, else 0.
int chunspell_spell(chunspell_dictionary *dictionary, const char *word);

// The dictionary's SET encoding, e.g. "UTF-8" (owned by the dictionary).
const char *chunspell_encoding(chunspell_dictionary *dictionary);

void chunspell_close(chunspell_dictionary *dictionary);

#endif
