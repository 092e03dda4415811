#!/usr/bin/env python3
"""Time to lay out and to render the whole Interface Builder corpus, one process per document,
as a person pointing strut at each would: `strut layout DOC` and `strut render DOC -o DOC.png`
(every scene of the document side by side, at its scale), for the documents of
`../shared/corpus/interface-builder`. Prints the totals (the median of --runs rounds) and the
slowest documents.

    swift build -c release --product strut && python3 Benchmarks/ib_corpus_bench.py [--runs 3] [--strut PATH]
"""
import argparse, glob, os, statistics, subprocess, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
corpus = os.path.join(here, "..", "..", "shared", "corpus", "interface-builder")


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--strut", default=os.path.join(here, "..", ".build", "release", "strut"))
    args = parser.parse_args()
    paths = sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib")))
    out = os.path.join(tempfile.mkdtemp(prefix="strut-corpus-"), "out.png")
    layout, render = {p: [] for p in paths}, {p: [] for p in paths}
    for _ in range(args.runs):
        for p in paths:
            layout[p].append(timed([args.strut, "layout", p]))
            render[p].append(timed([args.strut, "render", p, "-o", out]))
    totals = lambda times: [sum(times[p][i] for p in paths) for i in range(args.runs)]
    print(f"{len(paths)} documents, median of {args.runs} rounds")
    print(f"layout, whole corpus: {statistics.median(totals(layout)):.2f} s")
    print(f"render, whole corpus: {statistics.median(totals(render)):.2f} s")
    print("slowest renders:")
    for p in sorted(paths, key=lambda p: -statistics.median(render[p]))[:8]:
        print(f"  {statistics.median(render[p]) * 1000:7.0f} ms  {os.path.basename(p)}")
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


main()
