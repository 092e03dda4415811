#!/usr/bin/env python3
"""Which open font measures text most like San Francisco, by the labels of real documents.

    python3 Benchmarks/font_standin.py [FAMILY...]   (after `swift build`)

The labels of `shared/corpus/interface-builder` whose saved width is their text's width are
San Francisco's widths, as Xcode measured them. A label counts when it shows one line of a
`text` attribute in the system font (a point size, bold or not, or a text style), and nothing
but its text can set its width: no constraint on its width, not pinned on both sides, not
stretched by a stack (in a stack only when the stack does not fill across it or along it), not
laid out by its frame (a cell's built-in label). Each
candidate family (installed, found by fontconfig) measures the same texts through strut's own
Pango measuring (`strut layout` of a scene of those labels); the table gives the mean error
against the saved widths. The candidates come from Debian: fonts-inter, fonts-noto-core,
fonts-roboto-unhinted, fonts-open-sans, fonts-liberation2, fonts-cantarell (all under open licences;
DejaVu Sans and Liberation Sans are measured from strut's bundle, whatever the machine has);
one not installed is named as such.
"""
import glob, json, os, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
builds = [os.path.join(here, "..", ".build", kind, "strut") for kind in ("release", "debug")]
strut = max((b for b in builds if os.path.exists(b)), key=os.path.getmtime)
corpus = os.path.join(here, "..", "..", "shared", "corpus", "interface-builder")
families = sys.argv[1:] or ["DejaVu Sans", "Inter", "Noto Sans", "Roboto", "Open Sans",
                            "Liberation Sans", "Cantarell"]

# Text styles at their default sizes (Dynamic Type "Large"), bold for the headline.
styles = {"UICTFontTextStyleLargeTitle": (34, False), "UICTFontTextStyleTitle1": (28, False),
          "UICTFontTextStyleTitle2": (22, False), "UICTFontTextStyleTitle3": (20, False),
          "UICTFontTextStyleHeadline": (17, True), "UICTFontTextStyleBody": (17, False),
          "UICTFontTextStyleCallout": (16, False), "UICTFontTextStyleSubhead": (15, False),
          "UICTFontTextStyleFootnote": (13, False), "UICTFontTextStyleCaption1": (12, False),
          "UICTFontTextStyleCaption2": (11, False)}


def font_of(label):
    """(point size, bold, in a text style) of a label in the system font; None for a named or
    custom font."""
    d = label.find("fontDescription")
    if d is None:
        return None
    if d.get("style") in styles:
        return styles[d.get("style")] + (True,)
    if d.get("type") == "system" and d.get("pointSize"):
        return float(d.get("pointSize")), d.get("weight") in ("semibold", "bold", "heavy", "black"), False
    if d.get("type") == "boldSystem" and d.get("pointSize"):
        return float(d.get("pointSize")), True, False
    return None


def labels_sized_by_text(path):
    root = ET.parse(path).getroot()
    parents = {child: parent for parent in root.iter() for child in parent}
    widths, sides = set(), {}
    for constraints in root.iter("constraints"):
        owner = parents.get(constraints)
        for c in constraints.findall("constraint"):
            for item, attribute in ((c.get("firstItem") or (owner.get("id") if owner is not None else None), c.get("firstAttribute")),
                                    (c.get("secondItem"), c.get("secondAttribute"))):
                if item is None or attribute is None:
                    continue
                if attribute == "width":
                    widths.add(item)
                side = "start" if attribute.startswith(("leading", "left")) else "end" if attribute.startswith(("trailing", "right")) else None
                if side:
                    sides.setdefault(item, set()).add(side)
    found = []
    for label in root.iter("label"):
        text, font, lid = label.get("text"), font_of(label), label.get("id")
        frame = label.find("rect[@key='frame']")
        if not text or "\n" in text or font is None or frame is None or label.get("numberOfLines", "1") != "1":
            continue
        if lid in widths or sides.get(lid) == {"start", "end"} or label.get("hidden") == "YES" or label.get("adjustsFontSizeToFit") == "YES":
            continue
        stack = parents.get(parents.get(label))
        in_stack = stack is not None and stack.tag == "stackView"
        # A label laid out by its frame (a cell's built-in text label, a fixed frame) has the
        # width it was given.
        if not in_stack and (label.get("translatesAutoresizingMaskIntoConstraints") != "NO" or label.get("fixedFrame") == "YES"):
            continue
        if in_stack:
            vertical = stack.get("axis") == "vertical"
            if vertical and stack.get("alignment", "fill") == "fill":
                continue
            if not vertical and stack.get("distribution", "fill") not in ("equalSpacing", "equalCentering"):
                continue
        found.append((text, font[0], font[1], float(frame.get("width")), font[2]))
    return found


def one_line_labels(path):
    """Every label showing one line of a `text` attribute in the system font, sized by its text
    or not: what must fit its saved frame."""
    found = []
    for label in ET.parse(path).getroot().iter("label"):
        text, font, frame = label.get("text"), font_of(label), label.find("rect[@key='frame']")
        if not text or "\n" in text or font is None or frame is None or label.get("numberOfLines", "1") != "1":
            continue
        if label.get("hidden") == "YES" or label.get("adjustsFontSizeToFit") == "YES":
            continue
        found.append((text, font[0], font[1], float(frame.get("width")), font[2]))
    return found


def measure(family, labels):
    """Each label's width in `family`, laid out by strut from a scene of unconstrained labels."""
    views = [{"id": f"l{i}", "text": text, "font": f"{family} {'Bold ' if bold else ''}{size:g}"}
             for i, (text, size, bold, _, _) in enumerate(labels)]
    scene = {"title": family, "canvas": {"size": [4000, 100]}, "root": {"subviews": views}, "constraints": []}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump(scene, f, ensure_ascii=False)  # UTF-8: YAML refuses escaped surrogate pairs (emoji)
    try:
        run = subprocess.run([strut, "layout", f.name, "--json"], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    out = json.loads(run.stdout)
    frames = {name: view["frame"] for name, view in out["views"].items()}
    return [frames[f"l{i}"][2] for i in range(len(labels))]


def installed(family):
    run = subprocess.run(["fc-list", f":family={family}", "family"], capture_output=True, text=True)
    return bool(run.stdout.strip())


def summary(name, errors, saved):
    relative = [abs(e) / w for e, w in zip(errors, saved) if w > 0]
    within = sum(1 for e in errors if abs(e) <= 1)
    median = sorted(map(abs, errors))[len(errors) // 2]
    print(f"{name:24} {sum(map(abs, errors)) / len(errors):11.2f}  {median:14.2f}  {sum(errors) / len(errors):+10.2f} "
          f"{100 * sum(relative) / len(relative):14.1f}% {within:7d} of {len(errors)}")


labels = []
for path in sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib"))):
    labels += labels_sized_by_text(path)
print(f"{len(labels)} labels whose saved width is their text's, from {corpus}")
header = f"{'family':24} {'mean |error|':>12} {'median |error|':>15} {'mean error':>11} {'mean |error| %':>15} {'within 1 pt':>12}"
print(header)
measured = {}
for family in families:
    if not installed(family):
        print(f"{family:24} not installed")
        continue
    widths = measure(family, labels)
    measured[family] = [w - saved for w, (_, _, _, saved, _) in zip(widths, labels)]
    summary(family, measured[family], [saved for (_, _, _, saved, _) in labels])
# The same by kind of font: a text style (`font: body` in a scene file) or a point size, regular or bold.
for kind, keep in (("in a text style", lambda l: l[4]), ("at a point size", lambda l: not l[4]),
                   ("regular", lambda l: not l[2]), ("bold", lambda l: l[2])):
    chosen = [i for i, label in enumerate(labels) if keep(label)]
    if not chosen:
        continue
    print(f"\nlabels {kind}: {len(chosen)}")
    print(header)
    for family, errors in measured.items():
        summary(family, [errors[i] for i in chosen], [labels[i][3] for i in chosen])

# Text that fits in Xcode fits in strut: one-line labels whose text, in each family, is wider
# than the frame Xcode saved (by more than half a point, which strut draws as it is).
every = []
for path in sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib"))):
    every += one_line_labels(path)
print(f"\none-line labels wider than their saved frames, of {len(every)}")
for family in measured:
    widths = measure(family, every)
    over = [w - label[3] for w, label in zip(widths, every) if w > label[3] + 0.5]
    print(f"{family:24} {len(over):4d}   by more than 5%: {sum(1 for w, l in zip(widths, every) if w > l[3] * 1.05 + 0.5):4d}")

