"""Renders a 1,000-view annotated scene at @2x to PNG with strut, side by side in one run with a
minimal C program that draws 1,000 rounded, stroked rectangles with 1,000 labels on a 2000x1600
surface and writes it with cairo_surface_write_to_png; and times a small scene from the command
line, process start included; and `strut layout` of the big scene, so that the drawing's share shows.

    swift build -c release --product strut && python3 Benchmarks/render_bench.py
"""
import json
import os
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


def timed(command, runs=5):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1e3)
    return sorted(times)[len(times) // 2]


def main():
    if not os.path.exists(STRUT):
        sys.exit("build first: swift build -c release --product strut")
    tmp = tempfile.mkdtemp()
    baseline = os.path.join(tmp, "cairo_baseline")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "pangocairo"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["gcc", "-O2", os.path.join(HERE, "cairo_baseline.c"), "-o", baseline] + flags, check=True)
    c_runs = [json.loads(subprocess.run([baseline, os.path.join(tmp, "c.png")], capture_output=True, text=True,
                                        check=True).stdout) for _ in range(5)]
    c = sorted(c_runs, key=lambda r: r["total_ms"])[2]
    scene = os.path.join(tmp, "big.yaml")
    big_scene(scene)
    out = os.path.join(tmp, "big.png")
    strut_ms = timed([STRUT, "render", scene, "-o", out, "--padding", "0"])
    strut_plain = timed([STRUT, "render", scene, "-o", out, "--padding", "0", "--annotate", "none"])
    # Parsing, solving and measuring the labels alone: what render adds to it is the drawing.
    layout = timed([STRUT, "layout", scene])
    small = timed([STRUT, "render", os.path.join(ROOT, "Samples/anchors/fixed-size.yaml"), "-o", os.path.join(tmp, "s.png")], 11)
    print("| what | time |")
    print("| --- | --- |")
    print("| C: draw 1,000 rectangles and labels, 2000x1600 | %.1f ms |" % c["draw_ms"])
    print("| C: cairo_surface_write_to_png | %.1f ms |" % c["write_ms"])
    print("| C: draw + write | %.1f ms |" % c["total_ms"])
    print("| strut render, 1,000 views annotated @2x, whole process | %.1f ms (%.2f of the C program) |" % (strut_ms, strut_ms / c["total_ms"]))
    print("| strut render, same, no annotations | %.1f ms |" % strut_plain)
    print("| strut layout, same scene (parse, solve, measure), whole process | %.1f ms |" % layout)
    print("| drawing and writing alone (render - layout): annotated / no annotations | %.1f ms / %.1f ms |"
          % (strut_ms - layout, strut_plain - layout))
    print("| strut render, a small sample, whole process | %.1f ms |" % small)
    print("| PNG sizes: C / strut without annotations | %d KiB / %d KiB |" % (os.path.getsize(os.path.join(tmp, "c.png")) // 1024, os.path.getsize(out) // 1024))
    print("\nLoad average during the run: %.2f (on %d cores); timings need a quiet machine." % (os.getloadavg()[0], os.cpu_count()))


if __name__ == "__main__":
    main()
