"""Renders a 1,000-view annotated scene at @2x to PNG with strut, side by side in one run with a
minimal C program that draws 1,000 rounded, stroked rectangles with 1,000 labels on a 2000x1600
surface and writes it with cairo_surface_write_to_png; and times a small scene from the command
line, process start included; and `strut layout` of the big scene, so that the drawing's share shows.

    swift build -c release --product strut --static-swift-stdlib && python3 Benchmarks/render_bench.py [--runs 5] [--strut PATH ...] [--realtime]

Give --strut more than once to compare builds in the same rounds (each round runs every build
and the C program in turn). --realtime runs every process at a real-time priority
(`chrt -f 10`, root only): on a machine shared with other people's builds, their work then
waits for the benchmark instead of counting in it.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STRUT = os.path.join(ROOT, ".build", "release", "strut")


def big_scene(path, n=1000, columns=40):
    lines = ["canvas: { size: [1000, 800], scale: 2 }", "root:", "  subviews:"]
    for i in range(n):
        lines.append('    - { id: v%d, background: systemBlue, cornerRadius: 3, border: { width: 1, color: black }, '
                     'text: "v%d", font: "DejaVu Sans 5" }' % (i, i))
    lines.append("constraints:")
    for i in range(n):
        r, c = divmod(i, columns)
        left = "root.leading + 5" if c == 0 else "v%d.trailing + 2.75" % (i - 1)
        top = "root.top + 5" if r == 0 else "v%d.bottom + 3.5" % (i - columns)
        lines += ["  - v%d.leading == %s" % (i, left), "  - v%d.top == %s" % (i, top),
                  "  - v%d.width == 22" % i, "  - v%d.height == 28" % i]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--strut", action="append", help="a strut to time (default: .build/release/strut)")
    parser.add_argument("--realtime", action="store_true", help="run every process with chrt -f 10")
    args = parser.parse_args()
    struts = args.strut or [STRUT]
    for strut in struts:
        if not os.path.exists(strut):
            sys.exit("build first: swift build -c release --product strut --static-swift-stdlib (as scripts/install builds it)")
    prefix = ["chrt", "-f", "10"] if args.realtime else []
    tmp = tempfile.mkdtemp()
    baseline = os.path.join(tmp, "cairo_baseline")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "pangocairo"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["gcc", "-O2", os.path.join(HERE, "cairo_baseline.c"), "-o", baseline] + flags, check=True)
    scene = os.path.join(tmp, "big.yaml")
    big_scene(scene)
    small_scene = os.path.join(ROOT, "Samples/anchors/fixed-size.yaml")
    plain_args = ["--padding", "0", "--annotate", "none"]
    jobs = {"annotated": ["render", scene, "-o", "OUT.png", "--padding", "0"], "plain": ["render", scene, "-o", "OUT.png"] + plain_args,
            "layout": ["layout", scene], "small": ["render", small_scene, "-o", "OUT.png"]}
    times = {(s, job): [] for s in struts for job in jobs}
    c_runs = []

    def timed(command):
        start = time.perf_counter()
        subprocess.run(prefix + command, check=True, stdout=subprocess.DEVNULL)
        return (time.perf_counter() - start) * 1e3

    for _ in range(args.runs):
        c_runs.append(json.loads(subprocess.run(prefix + [baseline, os.path.join(tmp, "c.png")], capture_output=True, text=True,
                                                check=True).stdout))
        for i, strut in enumerate(struts):
            for job, arguments in jobs.items():
                out = os.path.join(tmp, "%d-%s.png" % (i, job))
                times[(strut, job)].append(timed([strut] + [out if a == "OUT.png" else a for a in arguments]))
    median = lambda values: statistics.median(values)
    c_total, c_draw, c_write = (median([r[k] for r in c_runs]) for k in ("total_ms", "draw_ms", "write_ms"))
    print("| what | time |")
    print("| --- | --- |")
    print("| C: draw 1,000 rectangles and labels, 2000x1600 | %.1f ms |" % c_draw)
    print("| C: cairo_surface_write_to_png | %.1f ms |" % c_write)
    print("| C: draw + write | %.1f ms |" % c_total)
    for i, strut in enumerate(struts):
        name = "" if len(struts) == 1 else " (%s)" % strut
        annotated, plain, layout, small = (median(times[(strut, job)]) for job in jobs)
        print("| strut render%s, 1,000 views annotated @2x, whole process | %.1f ms (%.2f of the C program) |" % (name, annotated, annotated / c_total))
        print("| strut render%s, same, no annotations | %.1f ms (%.2f of the C program) |" % (name, plain, plain / c_total))
        print("| strut layout%s, same scene (parse, solve, measure), whole process | %.1f ms |" % (name, layout))
        print("| drawing and writing alone (render - layout): annotated / no annotations | %.1f ms / %.1f ms |"
              % (annotated - layout, plain - layout))
        print("| strut render%s, a small sample, whole process | %.1f ms |" % (name, small))
        print("| PNG sizes: C / strut without annotations / annotated | %d KiB / %d KiB / %d KiB |"
              % (os.path.getsize(os.path.join(tmp, "c.png")) // 1024, os.path.getsize(os.path.join(tmp, "%d-plain.png" % i)) // 1024,
                 os.path.getsize(os.path.join(tmp, "%d-annotated.png" % i)) // 1024))
    print("\nMedians of %d rounds%s. Load average during the run: %.2f (on %d cores); timings need a quiet machine%s."
          % (args.runs, " at real-time priority" if args.realtime else "", os.getloadavg()[0], os.cpu_count(),
             "" if args.realtime else " (or --realtime)"))


if __name__ == "__main__":
    main()
