"""Settings screens whose rows mix every kind of constraint real screens have, made at random from a
seed: the scene file for strut, and the same constraints for kiwi (kiwisolver), labels as fixed
intrinsic sizes.

Each row has an icon, a title, a subtitle in `footnote`, a value and a chevron. Per row the seed
picks among equalities and inequalities (`icon.top >= row.top + 6`, `subtitle.bottom <= row.bottom
- 8`), optional constraints at 250, 750 and 999 beside required ones (`title.width >= 40 @250`,
`subtitle.bottom == row.bottom - 8 @750`, `title.trailing <= value.leading - 8 @999`), multipliers
(`value.width <= 0.4 * row.width`), rows without a subtitle, rows as tall as their title
(`row.height == title.height + 16 @750`) and rows with only a floor (`row.height >= 44`). Rows are
chained top to bottom in sections of ten, the sections chained in the root.

Kinds of screen (`kind`):
  - mixed: the rows above, plain constraints;
  - nested: the same rows in a vertical stack of sections, each a vertical stack of rows; each row
    at random a horizontal stack (the title and subtitle a vertical stack inside it) or a view of
    plain constraints, so stacks sit in stacks three deep;
  - bounds: a plain settings screen (an icon, a title and a value) whose rows bound their content
    with `>=`/`<=` and are as tall as their title at 750;
  - ambiguous: mixed, with every title's width tied at the priority of its hugging
    (`title.width == 200 @250`, wider than any title fits, against the hugging's `width <= intrinsic @250`): UIKit calls each
    title ambiguous.

Used by mixed_screen_bench.py; `python3 Benchmarks/mixed_screen.py KIND ROWS [SEED]` prints the
scene file."""
import random
import sys

KINDS = ("mixed", "nested", "bounds", "ambiguous")
TITLES = ["Wi-Fi", "Bluetooth", "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General",
          "Control Centre", "Display & Brightness", "Accessibility", "Wallpaper", "Battery", "Privacy",
          "Passwords", "Mail", "Contacts", "Calendar", "Photos"]
SUBTITLES = ["Connected", "Off", "Banners, Sounds, Badges", "Silent when locked", "Last synced today",
             "Every hour", "Automatic"]
VALUES = ["On", "Off", "English", "Automatic", "None", "12"]
# The root's height: the largest canvas strut takes; longer screens go on below it, as in a scroll view.
CANVAS_HEIGHT = 16000
LABEL_FONTS = {"title": "body", "subtitle": "footnote", "value": "body"}


class Screen:
    """Views (id, parent, text, font, intrinsic size, hugging, stack) and constraints as tuples
    (first, attribute, relation, multiplier, second, attribute, constant, priority)."""

    def __init__(self, kind: str, rows: int, seed: int):
        self.kind, self.rows, self.random = kind, rows, random.Random(seed)
        self.views = []  # dicts: id, parent, and what the view says
        self.constraints = []
        self.build()

    # --- building

    def view(self, id: str, parent: str, **spec):
        self.views.append(dict(id=id, parent=parent, **spec))

    def add(self, a, attr, rel, b=None, attr2=None, constant=0.0, multiplier=1.0, priority=1000):
        self.constraints.append((a, attr, rel, multiplier, b, attr2, constant, priority))

    def pick(self, *choices):
        return self.random.choice(choices)

    def build(self):
        stacked = self.kind == "nested"
        if stacked:
            self.view("column", "root", stack=dict(axis="vertical", spacing=24))
            self.add("column", "leading", "==", "root", "leading", 16)
            self.add("column", "trailing", "==", "root", "trailing", -16)
            self.add("column", "top", "==", "root", "top", 16)
        previous_section = None
        for s in range((self.rows + 9) // 10):
            section = f"s{s}"
            if stacked:
                self.view(section, "column", stack=dict(axis="vertical", spacing=1))
            else:
                self.view(section, "root")
                self.add(section, "leading", "==", "root", "leading", 16)
                self.add(section, "trailing", "==", "root", "trailing", -16)
                if previous_section:
                    self.add(section, "top", "==", previous_section, "bottom", 24)
                else:
                    self.add(section, "top", "==", "root", "top", 16)
            previous = None
            for i in range(s * 10, min(self.rows, s * 10 + 10)):
                row = f"r{i}"
                in_stack = stacked and self.random.random() < 0.6
                if not stacked:
                    self.view(row, section)
                    self.add(row, "leading", "==", section, "leading")
                    self.add(row, "trailing", "==", section, "trailing")
                    self.add(row, "top", "==", previous or section, "bottom" if previous else "top", 1 if previous else 0)
                if self.kind == "bounds":
                    self.bounded_row(i, row)
                elif in_stack:
                    self.stacked_row(i, row, section)
                else:
                    if stacked:
                        self.view(row, section)
                    self.mixed_row(i, row)
                previous = row
            if not stacked:
                self.add(previous, "bottom", "==", section, "bottom")
            previous_section = section

    def label(self, id, parent, role, texts):
        self.view(id, parent, text=self.random.choice(texts), font=LABEL_FONTS[role])

    def mixed_row(self, i, row):
        icon, title, subtitle, value, chevron = (f"{p}{i}" for p in ("i", "t", "u", "v", "c"))
        has_subtitle = self.random.random() < 0.7
        self.view(icon, row, intrinsicSize=[29, 29])
        self.label(title, row, "title", TITLES)
        if has_subtitle:
            self.label(subtitle, row, "subtitle", SUBTITLES)
        self.label(value, row, "value", VALUES)
        self.view(chevron, row, intrinsicSize=[8, 13])
        # The icon: centred, or pinned to the top, and kept inside the row at some priority.
        self.add(icon, "leading", "==", row, "leading", 16)
        if self.random.random() < 0.7:
            self.add(icon, "centerY", "==", row, "centerY")
        else:
            self.add(icon, "top", "==", row, "top", 8, priority=self.pick(750, 999))
        self.add(icon, "top", ">=", row, "top", 6, priority=self.pick(1000, 1000, 999))
        self.add(icon, "bottom", "<=", row, "bottom", -6, priority=self.pick(1000, 999, 750))
        # The title and the subtitle under it.
        self.add(title, "leading", "==", icon, "trailing", self.pick(12, 15, 16))
        self.add(title, "trailing", "<=", value, "leading", -8, priority=self.pick(999, 1000))
        self.add(title, "width", ">=", constant=40, priority=250)
        if self.kind == "ambiguous":
            self.add(title, "width", "==", constant=200, priority=250)
        if has_subtitle:
            if self.random.random() < 0.5:
                self.add(title, "top", "==", row, "top", 8)
            else:
                self.add(title, "top", ">=", row, "top", 8)
                self.add(title, "top", "==", row, "top", 8, priority=self.pick(750, 999))
            self.add(subtitle, "leading", "==", title, "leading")
            self.add(subtitle, "top", "==", title, "bottom", 2)
            self.add(subtitle, "trailing", "<=", value, "leading", -8, priority=self.pick(999, 1000))
            self.add(subtitle, "bottom", "==", row, "bottom", -8, priority=750)
            self.add(subtitle, "bottom", "<=", row, "bottom", -8)
        else:
            self.add(title, "centerY", "==", row, "centerY")
            self.add(row, "height", "==", title, "height", 16, priority=750)
        self.add(row, "height", ">=", constant=44)
        # The value and the chevron, on the trailing side.
        self.add(value, "trailing", "==", chevron, "leading", -8)
        self.add(value, "centerY", "==", row, "centerY")
        self.add(value, "width", "<=", row, "width", multiplier=self.pick(0.3, 0.4, 0.5), priority=self.pick(1000, 999))
        self.add(chevron, "trailing", "==", row, "trailing", -16)
        self.add(chevron, "centerY", "==", row, "centerY")

    def stacked_row(self, i, row, section):
        icon, text, title, subtitle, value, chevron = (f"{p}{i}" for p in ("i", "x", "t", "u", "v", "c"))
        spacing = self.pick(8, 12, "system")
        self.view(row, section, stack=dict(axis="horizontal", alignment="center", spacing=spacing,
                                            layoutMarginsRelative=True))
        self.view(icon, row, intrinsicSize=[29, 29], hugging=[251, 251])
        self.view(text, row, stack=dict(axis="vertical", spacing=2, alignment=self.pick("leading", "fill")))
        self.label(title, text, "title", TITLES)
        self.label(subtitle, text, "subtitle", SUBTITLES)
        self.label(value, row, "value", VALUES)
        self.view(chevron, row, intrinsicSize=[8, 13], hugging=[251, 251])
        self.add(title, "width", ">=", constant=40, priority=250)
        self.add(value, "width", "<=", row, "width", multiplier=self.pick(0.3, 0.4, 0.5), priority=self.pick(1000, 999))
        self.add(row, "height", ">=", constant=44, priority=self.pick(1000, 999, 750))

    def bounded_row(self, i, row):
        icon, title, value = (f"{p}{i}" for p in ("i", "t", "v"))
        self.view(icon, row, intrinsicSize=[29, 29])
        self.label(title, row, "title", TITLES)
        self.label(value, row, "value", VALUES)
        self.add(icon, "leading", "==", row, "leading", 16)
        self.add(icon, "centerY", "==", row, "centerY")
        self.add(icon, "top", ">=", row, "top", 6)
        self.add(title, "leading", "==", icon, "trailing", 12)
        self.add(title, "centerY", "==", row, "centerY")
        self.add(title, "top", ">=", row, "top", 8)
        self.add(title, "bottom", "<=", row, "bottom", -8)
        self.add(value, "leading", ">=", title, "trailing", 8)
        self.add(value, "trailing", "==", row, "trailing", -16)
        self.add(value, "centerY", "==", row, "centerY")
        self.add(row, "height", "==", title, "height", 16, priority=750)
        self.add(row, "height", ">=", constant=44)

    # --- writing

    def yaml(self) -> str:
        lines = [f"canvas: {{ size: [390, {CANVAS_HEIGHT}] }}", "root:", "  subviews:"]
        children = {}
        for v in self.views:
            children.setdefault(v["parent"], []).append(v)

        def write(v, depth):
            pad = "  " * depth
            lines.append(f"{pad}- id: {v['id']}")
            for key in ("text", "font", "intrinsicSize", "hugging"):
                if key in v:
                    value = f"'{v[key]}'" if key == "text" else v[key]
                    lines.append(f"{pad}  {key}: {value}")
            if "stack" in v:
                spec = ", ".join(f"{k}: {str(x).lower() if isinstance(x, bool) else x}" for k, x in v["stack"].items())
                lines.append(f"{pad}  stack: {{ {spec} }}")
            if v["id"] in children:
                lines.append(f"{pad}  subviews:")
                for child in children[v["id"]]:
                    write(child, depth + 2)

        for v in children["root"]:
            write(v, 2)
        lines.append("constraints:")
        for c in self.constraints:
            lines.append(f"  - {equation(c)}")
        return "\n".join(lines) + "\n"

    def labels(self):
        return sorted({(v["text"], v["font"]) for v in self.views if "text" in v})


def equation(c) -> str:
    a, attr, rel, multiplier, b, attr2, constant, priority = c
    rhs = ""
    if b is not None:
        rhs = f"{b}.{attr2}" if multiplier == 1 else f"{multiplier:g} * {b}.{attr2}"
        if constant:
            rhs += f" + {constant:g}" if constant > 0 else f" - {-constant:g}"
    else:
        rhs = f"{constant:g}"
    return f"{a}.{attr} {rel} {rhs}" + (f" @{priority}" if priority != 1000 else "")


def measuring_scene(labels) -> str:
    """A scene that lays each label out at its intrinsic size, to give kiwi the sizes strut measures."""
    lines = ["canvas: { size: [2000, 2000] }", "root:", "  subviews:"]
    for k, (text, font) in enumerate(labels):
        lines.append(f"    - {{ id: m{k}, text: '{text}', font: {font} }}")
    lines.append("constraints:")
    for k in range(len(labels)):
        lines += [f"  - m{k}.leading == root.leading", f"  - m{k}.top == root.top"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    kind, rows = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    sys.stdout.write(Screen(kind, rows, seed).yaml())
