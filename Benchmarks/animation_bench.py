#!/usr/bin/env python3
"""Times `strut render --animate` of a 100-view scene (a 10 x 10 grid of labelled tiles that
moves and grows), 2 s long at the default frame rate, to SVG, GIF and WebP; with --ipad, the same
tiles on an iPad's canvas (1024 x 1366 points) at scale 2, 10 s long, to GIF and WebP.

Run by hand after `swift build -c release --product strut`:  python3 Benchmarks/animation_bench.py
Prints the median and best of --runs (default 5) wall-clock times per format, the file sizes and
the peak memory (the median of the runs', and the most); --strut PATH times another build."""
import argparse, os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STRUT = os.path.join(ROOT, ".build/release/strut")


def scene(ipad: bool = False) -> str:
    canvas = "[1024, 1366], scale: 2" if ipad else "[400, 460]"
    lines = ["title: 100 tiles slide and grow", f"canvas: {{ size: {canvas}, background: \"#f2f2f7\" }}", "root:", "  subviews:"]
    for i in range(100):
        lines.append(f"    - {{ id: t{i}, background: systemBlue, cornerRadius: 4, text: \"{i}\", font: \"DejaVu Sans 11\", textColor: white, textAlignment: center }}")
    lines.append("constraints:")
    lines.append("  - { id: left, constraint: t0.leading == root.leading + 10 }")
    lines.append("  - t0.top == root.top + 10")
    lines.append("  - { id: size, constraint: t0.width == 30 }")
    lines.append("  - t0.height == t0.width")
    for i in range(1, 100):
        r, c = divmod(i, 10)
        lines.append(f"  - t{i}.width == t0.width")
        lines.append(f"  - t{i}.height == t0.height")
        if c == 0:
            lines.append(f"  - t{i}.leading == t0.leading")
            lines.append(f"  - t{i}.top == t{i - 10}.bottom + 6")
        else:
            lines.append(f"  - t{i}.leading == t{i - 1}.trailing + 6")
            lines.append(f"  - t{i}.top == t{i - 1}.top")
    lines += ["states:", "  big:", "    - size.constant = 34", "    - left.constant = 20",
              "animations:", f"  grow: {{ to: big, duration: {10 if ipad else 2} }}"]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--strut", default=STRUT)
    parser.add_argument("--ipad", action="store_true", help="an iPad canvas at scale 2 for 10 s, GIF and WebP")
    args = parser.parse_args()
    if not os.path.exists(args.strut):
        sys.exit("build first: swift build -c release --product strut")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "tiles.yaml")
        open(path, "w").write(scene(args.ipad))
        for ext in ["gif", "webp"] if args.ipad else ["svg", "gif", "webp"]:
            out = os.path.join(d, "out." + ext)
            times, peaks = [], []
            for _ in range(args.runs):
                start = time.perf_counter()
                child = subprocess.Popen([args.strut, "render", path, "--animate", "grow", "-o", out])
                _, status, usage = os.wait4(child.pid, 0)
                if status != 0:
                    sys.exit(f"strut render --animate failed for .{ext}")
                times.append(time.perf_counter() - start)
                peaks.append(usage.ru_maxrss)
            median, best = statistics.median(times) * 1000, min(times) * 1000
            peak, most = statistics.median(peaks) / 1024, max(peaks) / 1024
            print(f"{ext:5} median {median:6.0f} ms  best {best:6.0f} ms  {os.path.getsize(out) / 1024:7.0f} KiB  peak {peak:5.0f} MiB (most {most:.0f})")


if __name__ == "__main__":
    main()
