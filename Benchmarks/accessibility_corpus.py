#!/usr/bin/env python3
"""The accessibility audit on the whole Interface Builder corpus: `strut audit DOC --content-size
large,accessibility3 --json` for every document of `../shared/corpus/interface-builder`, one
process each, as CI would run it. Checks that no document crashes the audit or leaves it without
JSON (exit 0 or 1, a JSON panel for every scene at both sizes), counts the findings per rule and
per text size, and times it: the whole corpus at two sizes, and `strut audit DOC` against
`strut layout DOC` (one size), the audit's cost over laying out.

    swift build -c release --product strut && python3 Benchmarks/accessibility_corpus.py [--runs 3] [--strut PATH] [--findings FILE]

--findings writes every finding as a line (`document  rule  item  size  message`) for reading.
"""
import argparse, collections, glob, json, os, statistics, subprocess, time

here = os.path.dirname(os.path.abspath(__file__))
corpus = os.path.join(here, "..", "..", "shared", "corpus", "interface-builder")
rules = ["contrast", "hitRegion", "dynamicType", "textClipped", "sufficientElementDescription"]


def run(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return time.perf_counter() - start, result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--strut", default=os.path.join(here, "..", ".build", "release", "strut"))
    parser.add_argument("--findings", help="write every finding to this file")
    args = parser.parse_args()
    paths = sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib")))

    # Correctness: every document gives JSON, at both sizes.
    failures, panels, elements = [], 0, 0
    counts = {size: collections.Counter() for size in ["large", "accessibility3"]}
    documents_with = collections.Counter()
    lines = []
    for path in paths:
        _, result = run([args.strut, "audit", path, "--content-size", "large,accessibility3", "--json"])
        name = os.path.basename(path)
        if result.returncode not in (0, 1):
            failures.append(f"{name}: exit {result.returncode}: {result.stderr.decode(errors='replace').strip()[:200]}")
            continue
        try:
            found = json.loads(result.stdout)
        except ValueError as error:
            failures.append(f"{name}: no JSON ({error})")
            continue
        found = found if isinstance(found, list) else [found]
        panels += len(found)
        seen = set()
        for panel in found:
            size = panel["variation"]["contentSize"]
            elements += len(panel["elements"])
            for finding in panel["findings"]:
                counts[size][finding["rule"]] += 1
                seen.add(finding["rule"])
                lines.append(f"{name}\t{finding['rule']}\t{finding['item']}\t{size}\t{finding['message']}")
        for rule in seen:
            documents_with[rule] += 1
    print(f"{len(paths)} documents, {panels} panels, {elements} elements; {len(failures)} without JSON")
    for failure in failures:
        print("  " + failure)
    print(f"{'rule':30} {'large':>7} {'AX3':>7} {'documents':>10}")
    for rule in rules:
        print(f"{rule:30} {counts['large'][rule]:7} {counts['accessibility3'][rule]:7} {documents_with[rule]:10}")
    if args.findings:
        with open(args.findings, "w") as out:
            out.write("\n".join(lines) + "\n")

    # Speed: the corpus at two sizes, and the audit against the layout at one.
    two_sizes, audits, layouts = [], [], []
    for _ in range(args.runs):
        two_sizes.append(sum(run([args.strut, "audit", p, "--content-size", "large,accessibility3", "--json"])[0] for p in paths))
        audits.append(sum(run([args.strut, "audit", p, "--json"])[0] for p in paths))
        layouts.append(sum(run([args.strut, "layout", p, "--json"])[0] for p in paths))
    audit, layout = statistics.median(audits), statistics.median(layouts)
    print(f"median of {args.runs} rounds, one process a document:")
    print(f"  audit, whole corpus at large and accessibility3: {statistics.median(two_sizes):.2f} s")
    print(f"  audit at one size: {audit:.2f} s; layout --json: {layout:.2f} s; ratio {audit / layout:.2f}")
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


main()
