"""Sharded snapshot suites: a suite of small scenes (1,000 by default, 5% of them changed so that
they fail) checked in three shards with and without `--results` (the overhead of writing results
folders), the three results folders merged by `strut merge-reports` with a JUnit file and the HTML
report (under 1 s is the aim), and `check --jobs 2 --results` over 48 phone-size scenes (800 x 1,600
points) with its CPU time against its wall time (both cores busy: at least 1.8x).

    swift build -c release --product strut && python3 Benchmarks/shard_bench.py [--scenes 1000] [--rounds 3] [--strut PATH]

Each figure is the median of the rounds; a round runs the shards with and without --results in
turn (the order alternating), so that other builds on a shared machine weigh on both alike. CPU
times are the child's user + system time (os.wait4).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STRUT = os.path.join(ROOT, ".build", "release", "strut")


def small_scene(i, width=None):
    width = width if width is not None else 100 + i % 80
    return "\n".join([
        "canvas: { size: [320, 240] }",
        "root:",
        "  subviews:",
        "    - { id: box, background: systemBlue }",
        "    - { id: tag, background: systemOrange, cornerRadius: 4 }",
        "constraints:",
        "  - box.leading == root.leading + %d" % (10 + i % 30),
        "  - box.top == root.top + 20",
        "  - box.width == %d" % width,
        "  - box.height == 60",
        "  - tag.leading == box.leading",
        "  - tag.top == box.bottom + 12",
        "  - tag.width == box.width / 2",
        "  - tag.height == 24",
    ]) + "\n"


def phone_scene(i):
    lines = ["canvas: { size: [800, 1600] }", "root:", "  subviews:"]
    for v in range(24):
        lines.append('    - { id: v%d, background: systemBlue, cornerRadius: 6, text: "row %d of %d", font: "DejaVu Sans 18" }' % (v, v, i))
    lines.append("constraints:")
    for v in range(24):
        top = "root.top + 20" if v == 0 else "v%d.bottom + 8" % (v - 1)
        lines += ["  - v%d.leading == root.leading + 20" % v, "  - v%d.trailing == root.trailing - 20" % v,
                  "  - v%d.top == %s" % (v, top), "  - v%d.height == 56" % v]
    return "\n".join(lines) + "\n"


def run(args, cwd=None):
    """Runs a command; returns (exit status, wall seconds, CPU seconds)."""
    start = time.perf_counter()
    process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return os.waitstatus_to_exitcode(status), wall, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--strut", default=STRUT)
    parser.add_argument("--scenes", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--parts", default="shards,jobs", help="shards (results and merging), jobs (CPU against wall time), or both")
    options = parser.parse_args()
    parts = options.parts.split(",")
    strut = os.path.abspath(options.strut)
    work = tempfile.mkdtemp(prefix="strut-shard-bench-")
    try:
        if "shards" in parts:
            shards(strut, work, options)
        if "jobs" in parts:
            jobs(strut, work, options)
        print("load average while measuring: %s" % " ".join("%.2f" % x for x in os.getloadavg()))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def shards(strut, work, options):
    scenes, goldens = os.path.join(work, "scenes"), os.path.join(work, "goldens")
    for i in range(options.scenes):
        folder = os.path.join(scenes, "group%02d" % (i % 10))
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "scene%04d.yaml" % i), "w") as f:
            f.write(small_scene(i))
    status, wall, _ = run([strut, "check", scenes, "--goldens", goldens, "--record", "--jobs", "2"])
    assert status == 0, "recording failed"
    print("recorded %d goldens in %.1f s" % (options.scenes, wall))
    changed = list(range(0, options.scenes, 20))
    for i in changed:
        with open(os.path.join(scenes, "group%02d" % (i % 10), "scene%04d.yaml" % i), "w") as f:
            f.write(small_scene(i, width=50 + i % 80))
    plain, with_results = {1: [], 2: [], 3: []}, {1: [], 2: [], 3: []}
    for round in range(options.rounds):
        for shard in (1, 2, 3):
            base = [strut, "check", scenes, "--goldens", goldens, "--jobs", "2", "--shard", "%d/3" % shard]
            a = base + ["--artifacts", os.path.join(work, "artifacts-%d" % shard)]
            r = base + ["--results", os.path.join(work, "results-%d" % shard)]
            for kind in ((("plain", a), ("results", r)) if round % 2 == 0 else (("results", r), ("plain", a))):
                status, wall, cpu = run(kind[1])
                assert status == 1, "a shard should fail (%d)" % status
                (plain if kind[0] == "plain" else with_results)[shard].append((wall, cpu))
    print("\nshard  check (wall / CPU s)  with --results (wall / CPU s)  overhead (wall, CPU)")
    for shard in (1, 2, 3):
        pw, pc = statistics.median(w for w, _ in plain[shard]), statistics.median(c for _, c in plain[shard])
        rw, rc = statistics.median(w for w, _ in with_results[shard]), statistics.median(c for _, c in with_results[shard])
        print("%d/3    %6.2f / %6.2f          %6.2f / %6.2f                  %+5.1f%%, %+5.1f%%" % (
            shard, pw, pc, rw, rc, 100 * (rw / pw - 1), 100 * (rc / pc - 1)))
    folders = [os.path.join(work, "results-%d" % s) for s in (1, 2, 3)]
    merges, bare = [], []
    for _ in range(max(5, options.rounds)):
        status, wall, cpu = run([strut, "merge-reports"] + folders + ["--junit", os.path.join(work, "junit.xml"),
                                                                       "--report", os.path.join(work, "report.html")])
        assert status == 1, "the merge should fail as the suite does (%d)" % status
        merges.append((wall, cpu))
        status, wall, cpu = run([strut, "merge-reports"] + folders + ["--junit", os.path.join(work, "junit.xml")])
        bare.append((wall, cpu))
    print("\nmerge-reports of 3 shards, %d snapshots, %d failing:" % (options.scenes, len(changed)))
    print("  with --junit and --report: %.3f s wall, %.3f s CPU (median of %d)" % (
        statistics.median(w for w, _ in merges), statistics.median(c for _, c in merges), len(merges)))
    print("  with --junit only:         %.3f s wall, %.3f s CPU" % (statistics.median(w for w, _ in bare), statistics.median(c for _, c in bare)))


def jobs(strut, work, options):
    phones = os.path.join(work, "phones")
    os.makedirs(phones)
    for i in range(48):
        with open(os.path.join(phones, "phone%02d.yaml" % i), "w") as f:
            f.write(phone_scene(i))
    run([strut, "check", phones, "--goldens", os.path.join(work, "phone-goldens"), "--record", "--jobs", "2"])
    runs = {1: [], 2: []}
    for round in range(options.rounds):
        for count in ((1, 2) if round % 2 == 0 else (2, 1)):
            shutil.rmtree(os.path.join(work, "phone-results"), ignore_errors=True)
            status, wall, cpu = run([strut, "check", phones, "--goldens", os.path.join(work, "phone-goldens"), "--jobs", str(count),
                                     "--results", os.path.join(work, "phone-results")])
            assert status == 0, "the phone scenes should match (%d)" % status
            runs[count].append((wall, cpu))
    print("\ncheck --results, 48 scenes of 800 x 1,600 points (median of %d):" % options.rounds)
    for count in (1, 2):
        wall, cpu = statistics.median(w for w, _ in runs[count]), statistics.median(c for _, c in runs[count])
        print("  --jobs %d: %.2f s wall, %.2f s CPU: CPU/wall %.2f" % (count, wall, cpu, cpu / wall))


if __name__ == "__main__":
    sys.exit(main())
