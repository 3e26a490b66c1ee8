#!/usr/bin/env python3
"""Pairs each corpus catalog into base/ours/theirs by editing disjoint leaves, then counts how
many merges git's text merge (`git merge-file`) and `glossa merge` leave conflicted.

    Tests/GitMeasure/merge_measure.py [--glossa PATH] [--corpus DIR]

Scenarios (each side changes only leaves the other does not touch, so a correct merge has no
conflict and equals both edit sets applied to the base):
  languages  ours edits the values of every 5th key in half of the languages, theirs in the other
             half (same keys); with fewer than two translated languages, ours edits keys 0, 10, 20…
             and theirs keys 1, 11, 21…
  additions  each side adds two keys (a feature each) that sort next to each other
  new-languages  each side adds a different new language to every 5th key
  both       languages + additions + new-languages + ours changes a key's comment where theirs changes one of
             its values
Nothing is written to the corpus; the files go to a temporary folder.
"""
import argparse, copy, json, os, subprocess, sys, tempfile

def units(entry, path=()):
    """(path, stringUnit dict) for every string unit of an entry's localizations."""
    found = []
    def walk(node, at):
        if not isinstance(node, dict):
            return
        for name, value in node.items():
            if name == "stringUnit" and isinstance(value, dict) and isinstance(value.get("value"), str):
                found.append((at, value))
            elif isinstance(value, dict):
                walk(value, at + (name,))
    walk(entry.get("localizations", {}), ())
    return found

def edit_languages(catalog, side):
    source = catalog.get("sourceLanguage", "en")
    strings = catalog["strings"]
    keys = list(strings.keys())
    languages = sorted({lang for e in strings.values() if isinstance(e, dict) for lang in e.get("localizations", {}) if lang != source})
    changed = 0
    if len(languages) >= 2:
        mine = languages[0::2] if side == "ours" else languages[1::2]
        for i, key in enumerate(keys):
            if i % 5: continue
            for at, unit in units(strings[key]):
                if at and at[0] in mine:
                    unit["value"] += " (" + side + ")"
                    changed += 1
    else:
        offset = 0 if side == "ours" else 1
        for i, key in enumerate(keys):
            if i % 10 != offset: continue
            for at, unit in units(strings[key]):
                unit["value"] += " (" + side + ")"
                changed += 1
    return changed

def add_keys(catalog, side, languages):
    suffix = "A" if side == "ours" else "B"
    for n in (1, 2):
        key = f"Glossa feature {n} {suffix}"
        locs = {lang: {"stringUnit": {"state": "translated", "value": f"{key} ({lang})"}} for lang in languages}
        catalog["strings"][key] = {"localizations": locs} if locs else {}

def edit_comment_and_value(catalog, side):
    """On the third key with a string unit (which the language edits leave alone: they touch
    keys 0, 5, 10… or 0, 1, 10, 11…), ours changes the comment and theirs the first value."""
    for i, (key, entry) in enumerate(catalog["strings"].items()):
        if not isinstance(entry, dict) or i % 5 == 0 or i % 10 in (0, 1): continue
        found = units(entry)
        if not found: continue
        if side == "ours":
            entry["comment"] = (entry.get("comment") or "") + " (reworded on ours)"
        else:
            found[0][1]["value"] += " (theirs, comment key)"
        return

def add_language(catalog, side):
    """Two translators each add a new language to every 5th key: ours the first absent of a
    list of common codes, theirs the second."""
    present = {lang for e in catalog["strings"].values() if isinstance(e, dict) for lang in e.get("localizations", {})}
    candidates = ("ja", "ko", "nl", "pl", "sv", "tr", "uk", "vi", "af", "eu", "gl", "is", "kk", "mn", "sw", "zu")
    absent = [code for code in candidates if code not in present] + ["x-glossa-a", "x-glossa-b"]
    code = absent[0] if side == "ours" else absent[1]
    for i, (key, entry) in enumerate(catalog["strings"].items()):
        if i % 5 or not isinstance(entry, dict): continue
        entry.setdefault("localizations", {})[code] = {"stringUnit": {"state": "translated", "value": f"{key} ({code})"}}

def scenario(catalog, name, side):
    result = copy.deepcopy(catalog)
    source = result.get("sourceLanguage", "en")
    languages = sorted({lang for e in result["strings"].values() if isinstance(e, dict) for lang in e.get("localizations", {})}) or [source]
    if name in ("languages", "both"): edit_languages(result, side)
    if name in ("additions", "both"): add_keys(result, side, languages)
    if name in ("new-languages", "both"): add_language(result, side)
    if name == "both": edit_comment_and_value(result, side)
    return result

def expected(catalog, name):
    """Both edit sets applied to the base: what a correct merge gives."""
    result = scenario(catalog, name, "ours")
    theirs = scenario(catalog, name, "theirs")
    base_units = {(k, at): u["value"] for k, e in catalog["strings"].items() if isinstance(e, dict) for at, u in units(e)}
    for key, entry in theirs["strings"].items():
        if key not in result["strings"]:
            result["strings"][key] = entry
            continue
        if isinstance(entry, dict):
            for lang, loc in entry.get("localizations", {}).items():
                mine = result["strings"][key].setdefault("localizations", {})
                if lang not in mine and lang not in catalog["strings"][key].get("localizations", {}):
                    mine[lang] = loc
        for at, unit in units(entry) if isinstance(entry, dict) else []:
            if base_units.get((key, at)) is not None and base_units.get((key, at)) != unit["value"]:
                node = result["strings"][key]["localizations"]
                for part in at: node = node[part]
                node["stringUnit"]["value"] = unit["value"]
    return result

def formatted(glossa, catalog, path):
    text = json.dumps(catalog, ensure_ascii=False)
    run = subprocess.run([glossa, "format", "-"], input=text.encode(), capture_output=True)
    if run.returncode != 0:
        raise ValueError(run.stderr.decode(errors="replace").strip())
    with open(path, "wb") as f: f.write(run.stdout)
    return run.stdout

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--glossa", default=os.path.join(here, "../../.build/debug/glossa"))
    parser.add_argument("--corpus", default=os.path.join(here, "../../../shared/corpus/xcstrings"))
    args = parser.parse_args()
    glossa = os.path.abspath(args.glossa)
    files = sorted(f for f in os.listdir(args.corpus) if f.endswith(".xcstrings"))
    names = ["languages", "additions", "new-languages", "both"]
    totals = {n: {"pairs": 0, "git": 0, "git_hunks": 0, "git_wrong": 0, "git_invalid": 0, "git_unsorted": 0, "glossa": 0, "glossa_exact": 0} for n in names}
    skipped = []
    with tempfile.TemporaryDirectory() as folder:
        for name in files:
            try:
                with open(os.path.join(args.corpus, name), "rb") as f:
                    catalog = json.loads(f.read().decode("utf-8-sig"))
                if not isinstance(catalog.get("strings"), dict) or not catalog["strings"]:
                    skipped.append((name, "no strings")); continue
                base = os.path.join(folder, "base.xcstrings")
                formatted(glossa, catalog, base)
            except (ValueError, UnicodeDecodeError, json.JSONDecodeError) as error:
                skipped.append((name, str(error).splitlines()[0][:80])); continue
            for n in names:
                ours, theirs = os.path.join(folder, "ours.xcstrings"), os.path.join(folder, "theirs.xcstrings")
                formatted(glossa, scenario(catalog, n, "ours"), ours)
                formatted(glossa, scenario(catalog, n, "theirs"), theirs)
                want = formatted(glossa, expected(catalog, n), os.path.join(folder, "expected.xcstrings"))
                git = subprocess.run(["git", "merge-file", "-p", ours, base, theirs], capture_output=True)
                out = os.path.join(folder, "out.xcstrings")
                merged = subprocess.run([glossa, "merge", base, ours, theirs, "--output", out], capture_output=True)
                t = totals[n]
                t["pairs"] += 1
                # Counted from the markers: merge-file's exit status is the number of conflicts
                # only modulo 256 (and negative on errors).
                hunks = sum(1 for line in git.stdout.split(b"\n") if line.startswith(b"<<<<<<< "))
                if hunks or git.returncode != 0:
                    t["git"] += 1
                    t["git_hunks"] += hunks
                elif git.stdout != want:
                    # No conflict reported, yet not the expected bytes: the same content out of
                    # Xcode's key order (Xcode's next save moves the lines), or a wrong merge.
                    try:
                        same = json.loads(git.stdout) == json.loads(want)
                    except json.JSONDecodeError:
                        same = False
                        t["git_invalid"] += 1
                    t["git_unsorted" if same else "git_wrong"] += 1
                if merged.returncode != 0:
                    t["glossa"] += 1
                    print(f"glossa conflicted: {name} [{n}]: {merged.stderr.decode(errors='replace')[:300]}", file=sys.stderr)
                elif open(out, "rb").read() == want:
                    t["glossa_exact"] += 1
                else:
                    print(f"glossa result differs from the expected catalog: {name} [{n}]", file=sys.stderr)
    print(f"catalogs: {len(files)}, paired: {len(files) - len(skipped)}, skipped: {len(skipped)}")
    for name, why in skipped: print(f"  skipped {name}: {why}")
    print("scenario    pairs  git: conflicted (hunks)  git: clean, keys out of order  git: clean, wrong (invalid)  glossa: conflicted  glossa == expected")
    for n in names:
        t = totals[n]
        print(f"{n:<10}  {t['pairs']:>5}  {t['git']:>16} ({t['git_hunks']:>5})  {t['git_unsorted']:>28}  {t['git_wrong']:>18} ({t['git_invalid']:>7})"
              f"  {t['glossa']:>18}  {t['glossa_exact']:>18}")

if __name__ == "__main__":
    main()
