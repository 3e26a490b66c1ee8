#!/usr/bin/env bash
# Builds one libFuzzer target and runs it, seeded from the shared corpus.
#   Tests/Fuzz/run.sh catalog|strings|stringsdict [libFuzzer options, e.g. -runs=1000000 -jobs=2]
# Build output, the working corpus and crash files go to .build/fuzz/<target>/.
set -euo pipefail

target="${1:-}"
if [[ $# -gt 0 ]]; then shift; fi
root="$(cd "$(dirname "$0")/../.." && pwd)"
corpus_source="${FUZZ_SEED_CORPUS:-$root/../shared/corpus}"
work="$root/.build/fuzz/$target"
sanitize="-sanitize=fuzzer,address"

case "$target" in
  catalog) harness=FuzzCatalogReader.swift; seeds=xcstrings ;;
  strings) harness=FuzzStringsReader.swift; seeds=strings ;;
  stringsdict) harness=FuzzStringsDictReader.swift; seeds=strings ;;
  *)
    echo "usage: $0 catalog|strings|stringsdict [libFuzzer options]" >&2
    exit 2
    ;;
esac

mkdir -p "$work/modules" "$work/corpus" "$work/artifacts"
cd "$work"

if [[ "$target" == catalog ]]; then
  # StringCatalog needs PluralRules (over the C shim CICU), LegacyFormats and CTempFiles:
  # build each as its own module so the `import`s in the sources resolve as under SwiftPM.
  for c in CICU CTempFiles; do
    clang -c -fsanitize=fuzzer-no-link,address -I "$root/Sources/$c/include" \
      "$root/Sources/$c"/*.c -o "$work/$c.o"
    header="$(ls "$root/Sources/$c/include"/*.h)"
    mkdir -p "$work/modules/$c"
    printf 'module %s {\n  header "%s"\n  export *\n}\n' "$c" "$header" >"$work/modules/$c/module.modulemap"
  done
  swiftc -parse-as-library -module-name LegacyFormats -emit-module -emit-module-path modules/LegacyFormats.swiftmodule \
    $sanitize -c -wmo -o LegacyFormats.o \
    "$root/Sources/LegacyFormats"/*.swift
  swiftc -parse-as-library -module-name PluralRules -emit-module -emit-module-path modules/PluralRules.swiftmodule \
    $sanitize -c -wmo -o PluralRules.o -I modules/CICU \
    "$root/Sources/PluralRules"/*.swift
  swiftc -parse-as-library -module-name StringCatalog -O $sanitize -I modules -I modules/CICU -I modules/CTempFiles \
    "$root/Tests/Fuzz/$harness" $(find "$root/Sources/StringCatalog" -name '*.swift') \
    LegacyFormats.o PluralRules.o CICU.o CTempFiles.o -licui18n -licuuc -licudata -o fuzz-"$target"
else
  swiftc -parse-as-library -module-name LegacyFormats -O $sanitize \
    "$root/Tests/Fuzz/$harness" "$root/Sources/LegacyFormats"/*.swift -o fuzz-"$target"
fi

# Seeds are copied in each run and never committed.
if [[ -d "$corpus_source/$seeds" ]]; then
  case "$target" in
    strings) find "$corpus_source/$seeds" -name '*.strings' -exec cp {} corpus/ \; ;;
    stringsdict) find "$corpus_source/$seeds" -name '*.stringsdict' -exec cp {} corpus/ \; ;;
    *) cp -r "$corpus_source/$seeds"/. corpus/ ;;
  esac
fi

exec ./fuzz-"$target" -artifact_prefix="$work/artifacts/" -timeout=10 -rss_limit_mb=4096 "$@" corpus
