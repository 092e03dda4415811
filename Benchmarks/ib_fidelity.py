#!/usr/bin/env python3
"""Fidelity of strut's layout on Interface Builder documents.

    python3 Benchmarks/ib_fidelity.py [--measure-text] [DOCUMENTS...]   (default: ../shared/corpus/interface-builder)

Runs `strut layout DOC --saved-frames --json` on each document and counts the views whose solved
frame is within 0.5 pt of the one Xcode saved, over the scenes Xcode itself saved clean (no view
marked misplaced or ambiguous); hidden views are left out by strut, and so are the views whose size
only their own class's drawing gives (an IBDesignable custom class without a placeholder size),
counted on a line of their own. Prints one line per view that differs, then the figures for all
documents, for the two sets (the first 72 documents SOURCES.md lists and the 41 after them) and for
the two halves of the corpus's repositories (ib_corpus.py: sorted by name and dealt alternately),
with and without the scenes whose saved frames break one of their own required constraints by over
a point (strut's proof for each: the constraint, the saved and the required number). A rule fitted
on one half is measured on the other. `--measure-text` lays the documents out with labels measured
in strut's stand-in for San Francisco instead of sized by their saved frames: how far the
stand-in's widths carry.
"""
import json, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ib_corpus

strut = ib_corpus.strut_binary()
flags = [a for a in sys.argv[1:] if a == "--measure-text"]
paths = ib_corpus.documents([a for a in sys.argv[1:] if a not in flags])
groups = ib_corpus.groups()
names = ib_corpus.group_names()
# [matched, compared] over clean scenes, and over those whose saved frames break nothing.
every = {name: [0, 0] for name in names}
consistent = {name: [0, 0] for name in names}
designed = {name: [0, 0] for name in names}
proofs = []
scenes = skipped = errors = 0

for path in paths:
    document = os.path.basename(path)
    run = subprocess.run([strut, "layout", path, "--saved-frames", "--json"] + flags, capture_output=True, text=True)
    if run.returncode == 2:
        errors += 1
        print(f"ERROR {document}: {run.stderr.strip()}")
        continue
    out = json.loads(run.stdout)
    for scene in out if isinstance(out, list) else [out]:
        if scene["flagged"] > 0:
            skipped += 1
            continue
        scenes += 1
        hits = scene["compared"] - len(scene["differing"])
        keys = groups.get(document, ["all"])
        for key in keys:
            every[key][0] += hits
            every[key][1] += scene["compared"]
            designed[key][0] += len(scene.get("sizedByDrawing", []))
            designed[key][1] += len(scene.get("placedByDrawing", []))
        if scene.get("contradicted"):
            c = scene["contradicted"][0]
            proofs.append(f"{document[:60]} {scene['scene']}: {len(scene['contradicted'])} broken, e.g. "
                          f"{c['constraint']} {c['equation']}: saved {round(c['saved'], 2)}, requires {round(c['required'], 2)} "
                          f"({scene['compared']} views, {len(scene['differing'])} differing)")
        else:
            for key in keys:
                consistent[key][0] += hits
                consistent[key][1] += scene["compared"]
        for d in scene["differing"]:
            print(f"{document[:60]} {scene['scene']} {d['id']} {d['name'][:40]}: saved {d['saved']} solved {d['solved']}")

print(f"\n{scenes} scenes saved clean; {skipped} scenes left out (a view marked misplaced or ambiguous); {errors} documents failed")
print("\nViews at their saved frames, over the clean scenes:")
print(f"  {'':10} {'every clean scene':28} {'without contradicted scenes':28} left out: sized by their class's drawing, placed by it")
for name in names:
    if every[name][1] or name == "all":
        print(f"  {name:10} {ib_corpus.percent(*every[name]):28} {ib_corpus.percent(*consistent[name]):28} {designed[name][0]}, {designed[name][1]}")
print(f"\nScenes whose saved frames break their own required constraints: {len(proofs)}")
for line in proofs:
    print("  " + line)
