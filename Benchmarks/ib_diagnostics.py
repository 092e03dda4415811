#!/usr/bin/env python3
"""strut's diagnostics on Interface Builder documents, with Xcode's verdict as the referee.

    python3 Benchmarks/ib_diagnostics.py [DOCUMENTS...]   (default: ../shared/corpus/interface-builder)

Runs `strut layout DOC --json` (the scenes as Xcode's canvas shows them) and
`strut layout DOC --saved-frames --json` (which views Xcode flagged) on each document. A scene is
clean when Xcode saved no view of it marked misplaced or ambiguous (`misplaced="YES"`,
`ambiguous="YES"`): strut must report neither ambiguity nor a conflict there; each clean scene it
reports one of is printed with what it reports. Then, over the views Xcode marked ambiguous, how
many strut reports ambiguous (the recall; a scroll view counts as reported when its content area
is: Xcode's "Scrollable Content Size Ambiguity"), each missed one printed.

The figures are given for all documents, for the two sets (the first 72 documents SOURCES.md lists
and the 41 after them) and for the two halves of the corpus's repositories (ib_corpus.py).
"""
import json, os, re, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ib_corpus

strut = ib_corpus.strut_binary()
paths = ib_corpus.documents(sys.argv[1:])
groups = ib_corpus.groups()
names = ib_corpus.group_names()
counts = {name: {} for name in names}


def bump(keys, what, n=1):
    for key in keys:
        counts[key][what] = counts[key].get(what, 0) + n


def flagged_ambiguous(path):
    """The ids of the elements Xcode saved with ambiguous="YES"."""
    text = open(path, encoding="utf-8").read()
    return {m.group(1) for m in re.finditer(r'<[A-Za-z]+ [^>]*?\bambiguous="YES"[^>]*?\bid="([^"]+)"', text)} | {
        m.group(1) for m in re.finditer(r'<[A-Za-z]+ [^>]*?\bid="([^"]+)"[^>]*?\bambiguous="YES"', text)}


missed = []
for path in paths:
    document = os.path.basename(path)
    keys = groups.get(document, ["all"])
    canvas = subprocess.run([strut, "layout", path, "--json"], capture_output=True, text=True)
    saved = subprocess.run([strut, "layout", path, "--saved-frames", "--json"], capture_output=True, text=True)
    if canvas.returncode == 2 or saved.returncode == 2:
        bump(keys, "documents that fail to load")
        print(f"ERROR {document}: {(canvas.stderr or saved.stderr).strip()}")
        continue
    laid = json.loads(canvas.stdout)
    checked = json.loads(saved.stdout)
    laid = laid if isinstance(laid, list) else [laid]
    checked = checked if isinstance(checked, list) else [checked]
    flagged = {s["scene"]: s["flagged"] for s in checked}
    xcode_ambiguous = flagged_ambiguous(path)
    for scene in laid:
        reported = set()
        for a in scene.get("ambiguous", []):
            reported.add(a["item"])
            owner = scene.get("guides", {}).get(a["item"], {}).get("owner")
            if owner:
                reported.add(owner)
        conflicts = scene.get("conflicts", [])
        kind = "clean" if flagged.get(scene["scene"], 0) == 0 else "flagged"
        bump(keys, f"{kind} scenes")
        if reported:
            bump(keys, f"{kind} scenes with ambiguity")
        if conflicts:
            bump(keys, f"{kind} scenes with a conflict")
        if kind == "clean" and (reported or conflicts):
            items = ", ".join(f"{a['item']} ({', '.join(a['needs'])})" for a in scene.get("ambiguous", [])[:6])
            print(f"CLEAN {document[:70]} {scene['scene']}: ambiguous: {items or '-'}; conflicts: {len(conflicts)}")
        views = set(scene["views"].keys())
        marked = xcode_ambiguous & views
        bump(keys, "views Xcode marked ambiguous", len(marked))
        bump(keys, "of them reported ambiguous by strut", len(marked & reported))
        for view in sorted(marked - reported):
            missed.append(f"{document[:70]} {scene['scene']} {view} {scene['views'][view].get('name', '')[:40]}")

print(f"\nViews Xcode marked ambiguous that strut does not report: {len(missed)}")
for line in missed:
    print("  " + line)
print()
rows = ["clean scenes", "clean scenes with ambiguity", "clean scenes with a conflict", "flagged scenes",
        "flagged scenes with ambiguity", "flagged scenes with a conflict", "views Xcode marked ambiguous",
        "of them reported ambiguous by strut", "documents that fail to load"]
print(f"{'':38}" + "".join(f"{name:>10}" for name in names))
for row in rows:
    print(f"{row:38}" + "".join(f"{counts[name].get(row, 0):>10}" for name in names))
