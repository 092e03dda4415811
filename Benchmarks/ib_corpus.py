"""The Interface Builder corpus as the benchmarks divide it (imported by ib_fidelity.py and
ib_diagnostics.py).

Sets: the documents in SOURCES.md's order, the first 72 (the development set the first rules were
fitted to) and the last 41 (held out until they joined the corpus).

Halves, to check a rule on repositories it was not fitted to: the corpus's repositories (SOURCES.md's
second column) sorted by name, case ignored, and dealt alternately: the first, third, fifth... to
half A, the second, fourth... to half B. A repository's documents all go to its half; the split
does not depend on the documents' order or on which set they came in.
"""
import glob, os

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "shared", "corpus", "interface-builder")
FIRST = 72


def strut_binary():
    """The newest build, or $STRUT (another checkout's, to compare)."""
    builds = [os.path.join(HERE, "..", ".build", kind, "strut") for kind in ("release", "debug")]
    return os.environ.get("STRUT") or max((b for b in builds if os.path.exists(b)), key=os.path.getmtime)


def listed():
    """SOURCES.md's rows: (file, repository), in order."""
    rows = []
    path = os.path.join(CORPUS, "SOURCES.md")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            cells = [c.strip() for c in line.split("|")]
            if len(cells) > 3 and cells[1].endswith((".storyboard", ".xib")):
                rows.append((cells[1], cells[2]))
    return rows


def documents(arguments):
    """The paths to measure: the arguments, else every document of the corpus."""
    return arguments or sorted(glob.glob(os.path.join(CORPUS, "*.storyboard")) + glob.glob(os.path.join(CORPUS, "*.xib")))


def groups():
    """Each listed document's groups: 'all', its set and its half."""
    rows = listed()
    repositories = sorted({repo for _, repo in rows}, key=str.lower)
    half = {repo: "half A" if i % 2 == 0 else "half B" for i, repo in enumerate(repositories)}
    found = {}
    for index, (name, repo) in enumerate(rows):
        found[name] = ["all", f"first {FIRST}" if index < FIRST else f"last {len(rows) - FIRST}", half[repo]]
    return found


def group_names():
    rows = listed()
    return ["all", f"first {FIRST}", f"last {len(rows) - FIRST}", "half A", "half B"]


def percent(part, whole):
    return f"{part} of {whole} ({100.0 * part / max(1, whole):.1f}%)"
