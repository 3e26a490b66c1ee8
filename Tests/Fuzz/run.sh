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

# compile_c NAME DIR [clang flags]: one object per .c file of DIR, into objects/NAME/ and onto $objects.
objects=()
compile_c() {
  local name="$1" dir="$2" source object
  shift 2
  mkdir -p "$work/objects/$name"
  for source in "$dir"/*.c; do
    object="$work/objects/$name/$(basename "$source" .c).o"
    clang -c -O1 "$@" "$source" -o "$object"
    objects+=("$object")
  done
}

if [[ "$target" == catalog ]]; then
  # StringCatalog's dependencies (Package.swift): PluralRules (over the C shim CICU), LegacyFormats,
  # CTempFiles, CFileSystem, CHunspell and the Yams package. Each is built as its own module so the `import`s in
  # the sources resolve as under SwiftPM.
  for c in CICU CTempFiles CFileSystem CHunspell; do
    compile_c "$c" "$root/Sources/$c" -fsanitize=fuzzer-no-link,address -I "$root/Sources/$c/include"
    header="$(ls "$root/Sources/$c/include"/*.h)"
    mkdir -p "$work/modules/$c"
    printf 'module %s {\n  header "%s"\n  export *\n}\n' "$c" "$header" >"$work/modules/$c/module.modulemap"
  done

  # Yams (and its libyaml copy, CYaml) from SwiftPM's checkout, without sanitizer or coverage:
  # the harness never reaches the YAML code. CYaml is imported @_implementationOnly, so
  # StringCatalog needs only Yams.swiftmodule.
  yams="$root/.build/checkouts/Yams"
  if [[ ! -d "$yams" ]]; then (cd "$root" && swift package resolve); fi
  compile_c CYaml "$yams/Sources/CYaml/src" -DYAML_DECLARE_EXPORT -I "$yams/Sources/CYaml/include"
  swiftc -parse-as-library -module-name Yams -emit-module -emit-module-path modules/Yams.swiftmodule \
    -O -c -wmo -o Yams.o -D SWIFT_PACKAGE -I "$yams/Sources/CYaml/include" \
    "$yams/Sources/Yams"/*.swift

  swiftc -parse-as-library -module-name LegacyFormats -emit-module -emit-module-path modules/LegacyFormats.swiftmodule \
    $sanitize -c -wmo -o LegacyFormats.o \
    "$root/Sources/LegacyFormats"/*.swift
  swiftc -parse-as-library -module-name PluralRules -emit-module -emit-module-path modules/PluralRules.swiftmodule \
    $sanitize -c -wmo -o PluralRules.o -I modules/CICU \
    "$root/Sources/PluralRules"/*.swift
  swiftc -parse-as-library -module-name StringCatalog -O $sanitize \
    -I modules -I modules/CICU -I modules/CTempFiles -I modules/CFileSystem -I modules/CHunspell \
    "$root/Tests/Fuzz/$harness" $(find "$root/Sources/StringCatalog" -name '*.swift') \
    LegacyFormats.o PluralRules.o Yams.o "${objects[@]}" \
    -licui18n -licuuc -licudata -ldl -o fuzz-"$target"
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
