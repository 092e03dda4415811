"""Times `strut render` and `strut layout` of one combination against a matrix of N, whole
processes, to check that N combinations cost about N single renders; and the same matrix held to
one core (`taskset -c 0`), so that what the second core adds shows.

    swift build -c release --product strut && python3 Benchmarks/matrix_bench.py
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STRUT = os.path.join(ROOT, ".build", "release", "strut")
SIZES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
         "accessibility3", "accessibility4", "accessibility5"]


def form_scene(path, rows=60):
    """A settings form of `rows` rows, each a label in a text style and a value, in a vertical stack."""
    lines = ["canvas: { device: iphone-15 }", "root:", "  subviews:", "    - id: form",
             "      stack: { axis: vertical, spacing: 8 }", "      subviews:"]
    for i in range(rows):
        lines.append('        - { id: row%d, stack: { axis: horizontal, spacing: 8 }, subviews: ['
                     '{ id: name%d, text: "Setting number %d", font: body }, '
                     '{ id: value%d, text: "Value %d", font: subheadline, textColor: secondaryLabel } ] }' % (i, i, i, i, i))
    lines += ["constraints:", "  - form.top == root.safeArea.top", "  - form.leading == root.leadingMargin",
              "  - form.trailing == root.trailingMargin"]
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
    scene = os.path.join(tmp, "form.yaml")
    form_scene(scene)
    out = os.path.join(tmp, "out.png")
    one_core = ["taskset", "-c", "0"] if shutil.which("taskset") else None
    print("| scene | what | 1 combination | %d combinations | per combination | %d on one core |" % (len(SIZES), len(SIZES)))
    print("| --- | --- | --- | --- | --- | --- |")
    for name, path in [("login (Samples/dynamic-type)", os.path.join(ROOT, "Samples/dynamic-type/login.yaml")),
                       ("60-row form", scene)]:
        for what, command in [("render PNG", [STRUT, "render", path, "-o", out]), ("layout", [STRUT, "layout", path])]:
            single = timed(command + ["--content-size", "large"])
            matrix = timed(command + ["--content-size", ",".join(SIZES)])
            pinned = timed(one_core + command + ["--content-size", ",".join(SIZES)]) if one_core else float("nan")
            print("| %s | %s | %.0f ms | %.0f ms | %.0f ms (%.2f of one) | %.0f ms |"
                  % (name, what, single, matrix, matrix / len(SIZES), matrix / len(SIZES) / single, pinned))
    print("\nLoad average during the run: %.2f (on %d cores); timings need a quiet machine." % (os.getloadavg()[0], os.cpu_count()))


if __name__ == "__main__":
    main()
