#!/usr/bin/env python3
"""Fidelity of strut's layout on Interface Builder documents.

    python3 Benchmarks/ib_fidelity.py [--measure-text] [DOCUMENTS...]   (default: ../shared/corpus/interface-builder)

Runs `strut layout DOC --saved-frames --json` on each document and counts the views whose solved
frame is within 0.5 pt of the one Xcode saved, over the scenes Xcode itself saved clean (no view
marked misplaced or ambiguous); hidden views are left out by strut. Prints one line per scene
that differs, then the totals: all documents, and apart the original set (the first 32 documents
SOURCES.md lists) and the documents added after it; then the scenes whose saved frames break
one of their own required constraints by over a point (strut's proof for each: the constraint,
the saved and the required number) and the same totals without them. `--measure-text` lays the
documents out with labels measured in strut's stand-in for San Francisco instead of sized by their
saved frames: how far the stand-in's widths carry.
"""
import glob, json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
builds = [os.path.join(here, "..", ".build", kind, "strut") for kind in ("release", "debug")]
# the newest build, or $STRUT (another checkout's, to compare)
strut = os.environ.get("STRUT") or max((b for b in builds if os.path.exists(b)), key=os.path.getmtime)
flags = [a for a in sys.argv[1:] if a == "--measure-text"]
paths = [a for a in sys.argv[1:] if a not in flags] or sorted(
    glob.glob(os.path.join(here, "..", "..", "shared", "corpus", "interface-builder", "*.storyboard"))
    + glob.glob(os.path.join(here, "..", "..", "shared", "corpus", "interface-builder", "*.xib")))

corpus = os.path.join(here, "..", "..", "shared", "corpus", "interface-builder")
listed = []
if os.path.exists(os.path.join(corpus, "SOURCES.md")):
    for line in open(os.path.join(corpus, "SOURCES.md"), encoding="utf-8"):
        cells = [c.strip() for c in line.split("|")]
        if len(cells) > 2 and cells[1].endswith((".storyboard", ".xib")):
            listed.append(cells[1])
original = set(listed[:32])
parts = {"first 32": [0, 0], "new 40": [0, 0]}
# The same figures without the scenes whose saved frames break one of their own required
# constraints by over a point (strut reports each with its proof).
clean = {"all": [0, 0], "first 32": [0, 0], "new 40": [0, 0]}
proofs = []

compared = matched = scenes = skipped = errors = 0
for path in paths:
    run = subprocess.run([strut, "layout", path, "--saved-frames", "--json"] + flags, capture_output=True, text=True)
    if run.returncode == 2:
        errors += 1
        print(f"ERROR {os.path.basename(path)}: {run.stderr.strip()}")
        continue
    out = json.loads(run.stdout)
    for scene in out if isinstance(out, list) else [out]:
        if scene["flagged"] > 0:
            skipped += 1
            continue
        scenes += 1
        compared += scene["compared"]
        matched += scene["compared"] - len(scene["differing"])
        name = "first 32" if os.path.basename(path) in original else "new 40"
        if listed:
            part = parts[name]
            part[0] += scene["compared"] - len(scene["differing"])
            part[1] += scene["compared"]
        if scene.get("contradicted"):
            c = scene["contradicted"][0]
            proofs.append(f"{os.path.basename(path)[:60]} {scene['scene']}: {len(scene['contradicted'])} broken, e.g. "
                          f"{c['constraint']} {c['equation']}: saved {round(c['saved'], 2)}, requires {round(c['required'], 2)} "
                          f"({scene['compared']} views, {len(scene['differing'])} differing)")
        else:
            for key in ("all", name) if listed else ("all",):
                clean[key][0] += scene["compared"] - len(scene["differing"])
                clean[key][1] += scene["compared"]
        for d in scene["differing"]:
            print(f"{os.path.basename(path)[:60]} {scene['scene']} {d['id']} {d['name'][:40]}: saved {d['saved']} solved {d['solved']}")
print(f"\n{matched} of {compared} views at their saved frames ({100.0 * matched / max(1, compared):.1f}%) "
      f"in {scenes} scenes; {skipped} scenes left out (a view marked misplaced or ambiguous); {errors} documents failed")
for name, (m, c) in parts.items():
    if c:
        print(f"  {name}: {m} of {c} ({100.0 * m / c:.1f}%)")
print(f"\nScenes whose saved frames break their own required constraints (left out below): {len(proofs)}")
for line in proofs:
    print("  " + line)
for name, (m, c) in clean.items():
    if c:
        print(f"  without them, {name}: {m} of {c} ({100.0 * m / c:.1f}%)")
