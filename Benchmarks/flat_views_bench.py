#!/usr/bin/env python3
"""Times `strut layout` of a flat scene of N labelled views in a grid (render_bench.py's scene at
larger sizes), whole process: the median wall and CPU time of --runs, and the peak memory.

    swift build -c release --product strut && python3 Benchmarks/flat_views_bench.py [--sizes 10000,100000] [--runs 3]

With --against PATH, another build's runs are interleaved with this one's, so that both see the
same load on a shared machine (CPU time is the figure to compare there, not the wall clock).
"""
import argparse, os, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from render_bench import big_scene, STRUT  # noqa: E402


def run(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(command)} failed with {status}")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,30000,100000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--strut", default=STRUT)
    parser.add_argument("--against", help="another strut build, run in turn with this one")
    args = parser.parse_args()
    builds = [("", args.strut)] + ([(" (against)", args.against)] if args.against else [])
    print("| views | constraints | time (median) | CPU (median, range) | peak memory |")
    print("| --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as folder:
        for n in [int(s) for s in args.sizes.split(",") if s]:
            scene = os.path.join(folder, f"flat-{n}.yaml")
            big_scene(scene, n=n, columns=max(40, int(n ** 0.5)))
            results = {path: [] for _, path in builds}
            for _ in range(args.runs):
                for _, path in builds:
                    results[path].append(run([path, "layout", scene]))
            for label, path in builds:
                runs = results[path]
                wall = statistics.median(r[0] for r in runs)
                cpu = sorted(r[1] for r in runs)
                peak = max(r[2] for r in runs)
                print(f"| {n:,}{label} | {4 * n:,} | {wall:.2f} s | {statistics.median(cpu):.2f} s ({cpu[0]:.2f}–{cpu[-1]:.2f}) "
                      f"| {peak:.0f} MiB |", flush=True)


if __name__ == "__main__":
    main()
