#!/usr/bin/env python3
"""Times `strut explain` on a made-up 60-constraint log, process included.

The log is a table cell's content view holding 20 labels in a vertical chain (each pinned to the
leading edge, given a height, and spaced from the one above), closed to the bottom edge, and
UIKit's temporary encapsulated height that cannot hold them: 62 constraints, as Xcode prints them.

    swift build -c release --product strut && python3 Benchmarks/explain_bench.py [--runs 20]
"""
import argparse, os, statistics, subprocess, tempfile, time

def make_log(labels=20):
    content = "UITableViewCellContentView:0x7f9c4a600000"
    lines = ["2026-03-02 10:14:07.512493+0100 App[4211:1388412] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
             "\tProbably at least one of the constraints in the following list is one you don't want. ", "("]
    address = 0x600002b10000
    def constraint(body, tail="(active)"):
        nonlocal address
        address += 0xa0
        return f'    "<NSLayoutConstraint:{hex(address)} {body}   {tail}>",'
    names = f"(active, names: '|':{content} )"
    previous = None
    for i in range(labels):
        label = f"UILabel:{hex(0x7f9c4a610000 + i * 0x2b0)}'Row {i + 1}'"
        lines.append(constraint(f"H:|-(16)-[{label}]", names))
        lines.append(constraint(f"{label}.height == 21"))
        lines.append(constraint(f"V:|-(12)-[{label}]", names) if previous is None else constraint(f"V:[{previous}]-(8)-[{label}]"))
        previous = label
    lines.append(constraint(f"V:[{previous}]-(12)-|", names))
    lines.append(constraint(f"'UIView-Encapsulated-Layout-Height' {content}.height == 44").rstrip(","))
    lines += [")", "", "Will attempt to recover by breaking constraint ", lines[-1].strip().strip('",')]
    return "\n".join(lines) + "\n"

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--strut", default=".build/release/strut")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        log = os.path.join(folder, "log.txt")
        with open(log, "w") as f:
            f.write(make_log())
        count = sum(1 for line in open(log) if "NSLayoutConstraint:" in line and line.startswith("    "))
        for label, extra in [("text", []), ("text + PNG", ["-o", os.path.join(folder, "c.png")]), ("JSON + SVG", ["--json", "-o", os.path.join(folder, "c.svg")])]:
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                subprocess.run([args.strut, "explain", log] + extra, check=True, stdout=subprocess.DEVNULL)
                times.append((time.perf_counter() - start) * 1000)
            print(f"{count} constraints, {label}: median {statistics.median(times):.0f} ms, min {min(times):.0f} ms ({args.runs} runs)")

if __name__ == "__main__":
    main()
