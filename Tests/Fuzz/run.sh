#!/usr/bin/env bash
# Builds one libFuzzer target and runs it, seeded from the shared corpus.
#   Tests/Fuzz/run.sh TARGET [libFuzzer options, e.g. -runs=1000000 -jobs=2]
#   Tests/Fuzz/run.sh smoke
# TARGET: catalog, strings, stringsdict, xliff, po, config (.glossa.yml), baseline (lint
# baseline), records (json and plist records import, json export base), journal (the recovery
# journal), regions (knownRegions of project.pbxproj).
# smoke builds every target and runs each on its seeds plus 3,000 more inputs (FUZZ_SMOKE_RUNS
# sets how many), stopping at the first that fails: a check that every harness still builds and
# runs, not a search. FUZZ_OPTIMIZE sets the Swift optimization (default -O).
# Build output, the working corpus and crash files go to .build/fuzz/<target>/.
set -euo pipefail

targets=(catalog strings stringsdict xliff po config baseline records journal regions)
target="${1:-}"
if [[ $# -gt 0 ]]; then shift; fi
if [[ "$target" == smoke ]]; then
  for each in "${targets[@]}"; do
    echo "== $each" >&2
    FUZZ_SMOKE=1 "$0" "$each"
  done
  exit 0
fi
root="$(cd "$(dirname "$0")/../.." && pwd)"
corpus_source="${FUZZ_SEED_CORPUS:-$root/../shared/corpus}"
work="$root/.build/fuzz/$target"
sanitize="-sanitize=fuzzer,address"
# FUZZ_OPTIMIZE=-Onone builds in a fraction of the time and runs slower: for a check that every
# harness builds and runs its seeds (.ci/fuzz-seeds), not for a search.
optimize="${FUZZ_OPTIMIZE:--O}"
# The targets' `package` declarations are seen across modules only within one package name.
package="-package-name glossa"

case "$target" in
  catalog) harness=FuzzCatalogReader.swift; seeds=xcstrings ;;
  strings) harness=FuzzStringsReader.swift; seeds=strings ;;
  stringsdict) harness=FuzzStringsDictReader.swift; seeds=strings ;;
  xliff) harness=FuzzXLIFFImport.swift; seeds=xcstrings ;;
  po) harness=FuzzPOImport.swift; seeds=xcstrings ;;
  config) harness=FuzzGlossaConfig.swift; seeds=config ;;
  baseline) harness=FuzzLintBaseline.swift; seeds=xcstrings ;;
  records) harness=FuzzRecordsImport.swift; seeds=records ;;
  journal) harness=FuzzJournalReader.swift; seeds=journal ;;
  regions) harness=FuzzProjectRegions.swift; seeds=regions ;;
  *)
    echo "usage: $0 ${targets[*]// /|}|smoke [libFuzzer options]" >&2
    exit 2
    ;;
esac

mkdir -p "$work/modules" "$work/corpus" "$work/artifacts"
cd "$work"

# Builds shared by the targets (see below), each in a folder named by key_of its sources.
shared="$root/.build/fuzz/shared"
# key_of PATH...: a hash of the optimization and of every file under the paths.
key_of() {
  { echo "$optimize $package"; find "$@" -type f -print0 | sort -z | xargs -0 cat; } | md5sum | cut -c1-16
}

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

# Targets whose harness is compiled with the catalog's layers into one module (it reaches their
# package API).
in_string_catalog=(catalog config baseline journal regions)
if [[ " ${in_string_catalog[*]} xliff po records " == *" $target "* ]]; then
  yams="$root/.build/checkouts/Yams"
  if [[ ! -d "$yams" ]]; then (cd "$root" && swift package resolve); fi
  # The dependencies below are the same for every target: built once for a state of their sources
  # (and the optimization), kept in .build/fuzz/shared/, and copied by the next target (smoke built
  # them once per target).
  dependency_sources=("$root/Sources/"{CICU,CTempFiles,CFileSystem,CByteScan,CHunspell,LegacyFormats,PluralRules,TerminalScreen} "$yams/Sources")
  dependencies="$shared/dependencies-$(key_of "${dependency_sources[@]}")"
  if [[ -f "$dependencies/complete" ]]; then
    cp -a "$dependencies"/modules "$dependencies"/objects "$dependencies"/*.o .
    objects=("$work"/objects/*/*.o)
  else
  # The catalog layers' dependencies (Package.swift): PluralRules (over the C shim CICU), LegacyFormats,
  # TerminalScreen, CTempFiles, CFileSystem, CByteScan, CHunspell and the Yams package. Each is built as its own module so the `import`s in
  # the sources resolve as under SwiftPM.
  for c in CICU CTempFiles CFileSystem CByteScan CHunspell; do
    compile_c "$c" "$root/Sources/$c" -fsanitize=fuzzer-no-link,address -I "$root/Sources/$c/include"
    header="$(ls "$root/Sources/$c/include"/*.h)"
    mkdir -p "$work/modules/$c"
    printf 'module %s {\n  header "%s"\n  export *\n}\n' "$c" "$header" >"$work/modules/$c/module.modulemap"
  done

  # Yams (and its libyaml copy, CYaml) from SwiftPM's checkout, with the sanitizers: the config
  # harness runs it. CYaml is imported @_implementationOnly, so StringCatalog needs only
  # Yams.swiftmodule.
  compile_c CYaml "$yams/Sources/CYaml/src" -fsanitize=fuzzer-no-link,address -DYAML_DECLARE_EXPORT \
    -I "$yams/Sources/CYaml/include"
  swiftc -parse-as-library -module-name Yams -emit-module -emit-module-path modules/Yams.swiftmodule \
    $optimize $sanitize -c -wmo -o Yams.o -D SWIFT_PACKAGE -I "$yams/Sources/CYaml/include" \
    "$yams/Sources/Yams"/*.swift

  # -O as for the harness: unoptimized, the XML parser under ASan ran the xliff target 4 times slower.
  swiftc -parse-as-library -module-name LegacyFormats -emit-module -emit-module-path modules/LegacyFormats.swiftmodule \
    $optimize $sanitize $package -c -wmo -o LegacyFormats.o \
    "$root/Sources/LegacyFormats"/*.swift
  swiftc -parse-as-library -module-name PluralRules -emit-module -emit-module-path modules/PluralRules.swiftmodule \
    $optimize $sanitize $package -c -wmo -o PluralRules.o -I modules/CICU \
    "$root/Sources/PluralRules"/*.swift
  swiftc -parse-as-library -module-name TerminalScreen -emit-module -emit-module-path modules/TerminalScreen.swiftmodule \
    $optimize $sanitize $package -c -wmo -o TerminalScreen.o \
    "$root/Sources/TerminalScreen"/*.swift
  mkdir -p "$dependencies"
  cp -a modules objects LegacyFormats.o PluralRules.o TerminalScreen.o Yams.o "$dependencies"/
  touch "$dependencies/complete"
  fi

  # The five catalog layers (CatalogModel … CatalogWorkspace) are compiled here as one module named
  # StringCatalog, as the library product sees them; their imports of one another resolve to
  # empty stand-in modules.
  layers=(CatalogModel CatalogFiles CatalogEditing CatalogChecks CatalogWorkspace)
  : >empty.swift
  for layer in "${layers[@]}"; do
    swiftc -parse-as-library -module-name "$layer" -emit-module -emit-module-path "modules/$layer.swiftmodule" empty.swift
  done
  catalog_sources=$(for layer in "${layers[@]}"; do find "$root/Sources/$layer" -name '*.swift'; done)
  includes=($package -I modules -I modules/CICU -I modules/CTempFiles -I modules/CFileSystem -I modules/CByteScan -I modules/CHunspell)
  # StringCatalog as a module is the same for every target: built once, like the dependencies.
  string_catalog="$shared/string-catalog-$(key_of "${dependency_sources[@]}" "${layers[@]/#/$root/Sources/}")"
  if [[ -f "$string_catalog/complete" ]]; then
    cp -a "$string_catalog"/StringCatalog.o .
    cp -a "$string_catalog"/modules/. modules/
  else
    swiftc -parse-as-library -module-name StringCatalog -emit-module -emit-module-path modules/StringCatalog.swiftmodule \
      $optimize $sanitize -c -wmo -o StringCatalog.o "${includes[@]}" $catalog_sources
    mkdir -p "$string_catalog/modules"
    cp -a StringCatalog.o "$string_catalog"/
    cp -a modules/StringCatalog.* "$string_catalog"/modules/
    touch "$string_catalog/complete"
  fi
  if [[ " ${in_string_catalog[*]} " == *" $target "* ]]; then
    # The harness as a module of its own over StringCatalog (it reaches the package API), so the
    # catalog layers are compiled once for all targets rather than once per harness.
    { echo "import StringCatalog"; cat "$root/Tests/Fuzz/$harness"; } >harness.swift
    swiftc -parse-as-library -module-name "Fuzz_$target" $optimize $sanitize "${includes[@]}" harness.swift \
      StringCatalog.o LegacyFormats.o PluralRules.o TerminalScreen.o Yams.o "${objects[@]}" \
      -licui18n -licuuc -licudata -ldl -o fuzz-"$target"
  else
    # The importers: Interchange (with the harness) over StringCatalog as a module, and CZstd.
    compile_c CZstd "$root/Sources/CZstd" -fsanitize=fuzzer-no-link,address -I "$root/Sources/CZstd/include"
    mkdir -p "$work/modules/CZstd"
    printf 'module CZstd {\n  header "%s"\n  export *\n}\n' "$root/Sources/CZstd/include/czstd.h" \
      >"$work/modules/CZstd/module.modulemap"
    swiftc -parse-as-library -module-name Interchange $optimize $sanitize "${includes[@]}" -I modules/CZstd \
      "$root/Tests/Fuzz/$harness" "$root/Tests/Fuzz/FuzzImport.swift" $(find "$root/Sources/Interchange" -name '*.swift') \
      StringCatalog.o LegacyFormats.o PluralRules.o TerminalScreen.o Yams.o "${objects[@]}" \
      -licui18n -licuuc -licudata -ldl -o fuzz-"$target"
  fi
else
  swiftc -parse-as-library -module-name LegacyFormats $optimize $sanitize $package \
    "$root/Tests/Fuzz/$harness" "$root/Sources/LegacyFormats"/*.swift -o fuzz-"$target"
fi

# Seeds are copied in each run and never committed.
if [[ -d "$corpus_source/$seeds" ]]; then
  case "$target" in
    strings) find "$corpus_source/$seeds" -name '*.strings' -exec cp {} corpus/ \; ;;
    stringsdict) find "$corpus_source/$seeds" -name '*.stringsdict' -exec cp {} corpus/ \; ;;
    xliff | po)
      # Seeds are Glossa's own exports of the corpus catalogs (with a built glossa), plus the
      # hand-written shapes beside the harness (alt-trans, CDATA, groups, plural contexts).
      glossa="$root/.build/debug/glossa"
      if [[ -x "$glossa" ]]; then
        for catalog in "$corpus_source/$seeds"/*.xcstrings; do
          "$glossa" export --format "$target" --out "$work/exports/$(basename "$catalog" .xcstrings)" "$catalog" >/dev/null 2>&1 || true
        done
        find "$work/exports" -name "*.$target" -size -64k -exec sh -c 'cp "$1" "corpus/$(echo "$1" | md5sum | cut -c1-16).'"$target"'"' _ {} \;
      fi
      ;;
    baseline)
      # Seeds are the baselines of lint's findings in the corpus catalogs (with a built glossa).
      glossa="$root/.build/debug/glossa"
      if [[ -x "$glossa" ]]; then
        for catalog in "$corpus_source/$seeds"/*.xcstrings; do
          "$glossa" lint --write-baseline "corpus/$(basename "$catalog" .xcstrings).baseline.json" "$catalog" \
            >/dev/null 2>&1 || true
        done
        find corpus -name '*.baseline.json' -size +64k -delete
      fi
      ;;
    config | records | journal | regions) ;;
    *) cp -r "$corpus_source/$seeds"/. corpus/ ;;
  esac
fi
# The hand-written shapes beside the harnesses (xliff: alt-trans, CDATA, groups, plural contexts;
# journal: records of every kind, a damaged and a torn one; regions: project-file shapes).
cp "$root/Tests/Fuzz/seeds/$target"/* corpus/ 2>/dev/null || true

if [[ "$target" == records ]]; then
  # Foundation's PropertyListSerialization leaks the CFError of every plist it refuses (inside
  # CFPropertyListCreateWithData): LeakSanitizer would stop at the first bad seed.
  set -- -detect_leaks=0 "$@"
fi
if [[ -n "${FUZZ_SMOKE:-}" ]]; then
  # libFuzzer counts the seeds among its runs.
  set -- "-runs=$(($(find corpus -type f | wc -l) + ${FUZZ_SMOKE_RUNS:-3000}))" "$@"
fi

exec ./fuzz-"$target" -artifact_prefix="$work/artifacts/" -timeout=10 -rss_limit_mb=4096 "$@" corpus
