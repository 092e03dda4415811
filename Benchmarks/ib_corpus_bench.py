#!/usr/bin/env python3
"""Time to lay out and to render the whole Interface Builder corpus, one process per document,
as a person pointing strut at each would: `strut layout DOC` and `strut render DOC -o DOC.png`
(every scene of the document side by side, at its scale), for the documents of
`../shared/corpus/interface-builder`. Prints the totals (the median of --runs rounds) and the
slowest documents.

    swift build -c release --product strut && python3 Benchmarks/ib_corpus_bench.py [--runs 3] [--strut PATH ...] [--realtime]

Give --strut more than once to compare builds: each document is run by every build in turn, so
that the machine's load falls on all alike. --realtime runs every process at a real-time
priority (`chrt -f 10`, root only), so that other people's builds on a shared machine wait.
"""
import argparse, glob, os, statistics, subprocess, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
corpus = os.path.join(here, "..", "..", "shared", "corpus", "interface-builder")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--strut", action="append", help="a strut to time (default: .build/release/strut)")
    parser.add_argument("--realtime", action="store_true", help="run every process with chrt -f 10")
    args = parser.parse_args()
    struts = args.strut or [os.path.join(here, "..", ".build", "release", "strut")]
    prefix = ["chrt", "-f", "10"] if args.realtime else []

    def timed(command):
        start = time.perf_counter()
        subprocess.run(prefix + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return time.perf_counter() - start

    paths = sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib")))
    folder = tempfile.mkdtemp(prefix="strut-corpus-")
    layout = {(s, p): [] for s in struts for p in paths}
    render = {(s, p): [] for s in struts for p in paths}
    for _ in range(args.runs):
        for p in paths:
            for i, s in enumerate(struts):
                layout[(s, p)].append(timed([s, "layout", p]))
                render[(s, p)].append(timed([s, "render", p, "-o", os.path.join(folder, "%d.png" % i)]))
    totals = lambda times, s: [sum(times[(s, p)][i] for p in paths) for i in range(args.runs)]
    print(f"{len(paths)} documents, median of {args.runs} rounds{' at real-time priority' if args.realtime else ''}")
    for s in struts:
        if len(struts) > 1:
            print(s)
        print(f"layout, whole corpus: {statistics.median(totals(layout, s)):.2f} s")
        print(f"render, whole corpus: {statistics.median(totals(render, s)):.2f} s")
        print("slowest renders:")
        for p in sorted(paths, key=lambda p: -statistics.median(render[(s, p)]))[:8]:
            print(f"  {statistics.median(render[(s, p)]) * 1000:7.0f} ms  {os.path.basename(p)}")
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


main()
