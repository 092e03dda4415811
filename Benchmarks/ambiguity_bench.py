#!/usr/bin/env python3
"""Times `strut layout` (whole process) on screens whose constraints leave many views ambiguous,
where every view's four variables are asked whether they could move:

  - settings N: N rows in sections of ten, each row an icon, a title and a value centred in it,
    the rows' heights only bounded below (`height >= 44`, the common slip), so every row is
    ambiguous;
  - chain N: N views side by side between the root's edges, each only `width >= 0.1`, so every
    width and position is ambiguous.

    swift build -c release --product strut && python3 Benchmarks/ambiguity_bench.py [--sizes 250,500,1000]

Prints the median wall time of 3 runs and the peak memory of the process for each."""
import argparse, os, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STRUT = os.path.join(ROOT, ".build", "release", "strut")


def settings(n: int) -> str:
    lines = ["canvas: { size: [390, 16000] }", "root:", "  subviews:"]
    for s in range(n // 10):
        lines += [f"    - id: s{s}", "      subviews:"]
        for r in range(10):
            i = s * 10 + r
            lines.append(f"        - {{ id: r{i}, subviews: [ {{ id: i{i}, intrinsicSize: [29, 29] }}, "
                         f"{{ id: t{i}, text: 'Setting {i}' }}, {{ id: v{i}, text: 'Value' }} ] }}")
    lines.append("constraints:")
    for s in range(n // 10):
        top = f"s{s - 1}.bottom + 16" if s else "root.top + 16"
        lines += [f"  - s{s}.leading == root.leading + 16", f"  - s{s}.trailing == root.trailing - 16", f"  - s{s}.top == {top}"]
        for r in range(10):
            i = s * 10 + r
            above = f"r{i - 1}.bottom" if r else f"s{s}.top"
            lines += [f"  - r{i}.leading == s{s}.leading", f"  - r{i}.trailing == s{s}.trailing", f"  - r{i}.top == {above}",
                      f"  - r{i}.height >= 44", f"  - i{i}.leading == r{i}.leading + 16", f"  - i{i}.centerY == r{i}.centerY",
                      f"  - t{i}.leading == i{i}.trailing + 8", f"  - t{i}.centerY == r{i}.centerY",
                      f"  - v{i}.leading >= t{i}.trailing + 8", f"  - v{i}.trailing == r{i}.trailing - 16", f"  - v{i}.centerY == r{i}.centerY"]
        lines.append(f"  - r{s * 10 + 9}.bottom == s{s}.bottom")
    return "\n".join(lines) + "\n"


def chain(n: int) -> str:
    lines = ["canvas: { size: [2000, 2000] }", "root:", "  subviews:"] + [f"    - {{ id: v{i} }}" for i in range(n)]
    lines.append("constraints:")
    for i in range(n):
        left = f"v{i - 1}.trailing" if i else "root.leading"
        lines += [f"  - v{i}.leading == {left}", f"  - v{i}.top == root.top", f"  - v{i}.height == 10", f"  - v{i}.width >= 0.1"]
    lines.append(f"  - v{n - 1}.trailing == root.trailing")
    return "\n".join(lines) + "\n"


def run(path: str):
    times, peak = [], 0
    for _ in range(3):
        start = time.perf_counter()
        child = subprocess.Popen([STRUT, "layout", path], stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        times.append(time.perf_counter() - start)
        if status != 0:
            sys.exit(f"strut layout {path} failed")
        peak = max(peak, usage.ru_maxrss)
    return sorted(times)[1], peak / 1024


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="250,500,1000")
    parser.add_argument("--chain", default="2500,5000,10000")
    args = parser.parse_args()
    if not os.path.exists(STRUT):
        sys.exit("build first: swift build -c release --product strut")
    print("| screen | views | time | peak memory |\n| --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as d:
        for kind, make, sizes in (("settings", settings, args.sizes), ("chain", chain, args.chain)):
            for n in map(int, sizes.split(",")):
                path = os.path.join(d, f"{kind}{n}.yaml")
                open(path, "w").write(make(n))
                seconds, megabytes = run(path)
                views = n * 4 + n // 10 if kind == "settings" else n  # a row and its three views, and the sections
                print(f"| {kind} {n} | {views} | {seconds:.2f} s | {megabytes:.0f} MiB |")


if __name__ == "__main__":
    main()
