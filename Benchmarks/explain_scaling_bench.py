#!/usr/bin/env python3
"""Times `strut explain` on large made-up logs, process included, with each run's peak memory.

Two shapes, each at several sizes:
- chain N: N views side by side 8 pt apart in a 10 pt box (`H:|-(8)-[v1]-(8)-[v2]…-(8)-|` and the
  box's `width == 10`): every view's width must be held at zero before the conflict shows, and
  all N + 2 constraints conflict.
- wide N: N sibling views, each with `H:|-(8)-[v]` and `v.width == 10` (2N constraints), and a small
  conflict among them: the box's `width == 10` and the last view's `H:[v]-(8)-|`.
- separate N: one list of N views, each with `width == 100` and `width == 200` (2N constraints):
  N separate conflicts of two constraints each, every one explained.

    swift build -c release --product strut && python3 Benchmarks/explain_scaling_bench.py \
        [--chain 500,1000,2000,5000] [--wide 5000,10000,20000] [--separate 2000,10000,20000] [--runs 3]
"""
import argparse, os, resource, statistics, subprocess, tempfile, time

BOX = "UIView:0x7f0000000010"


def view(i):
    return f"UIView:{hex(0x7f0000100000 + i * 0x10)}"


def block(items):
    header = ["2026-03-02 10:14:07.512493+0100 App[4211:1388412] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
              "\tProbably at least one of the constraints in the following list is one you don't want. ", "("]
    body = [f'    "<NSLayoutConstraint:{hex(0x600000000000 + k * 0x40)} {item}>",' for k, item in enumerate(items)]
    body[-1] = body[-1].rstrip(",")
    return "\n".join(header + body + [")", ""]) + "\n"


def chain_log(n):
    names = f"(active, names: '|':{BOX} )"
    items = [f"{BOX}.width == 10   (active)", f"H:|-(8)-[{view(0)}]   {names}"]
    items += [f"H:[{view(i - 1)}]-(8)-[{view(i)}]   (active)" for i in range(1, n)]
    items.append(f"H:[{view(n - 1)}]-(8)-|   {names}")
    return block(items)


def wide_log(n):
    names = f"(active, names: '|':{BOX} )"
    items = [f"{BOX}.width == 10   (active)"]
    for i in range(n):
        items.append(f"H:|-(8)-[{view(i)}]   {names}")
        items.append(f"{view(i)}.width == 10   (active)")
    items.append(f"H:[{view(n - 1)}]-(8)-|   {names}")
    return block(items)


def separate_log(n):
    return block([f"{view(i)}.width == {w}   (active)" for i in range(n) for w in (100, 200)])


def run(strut, log):
    """Wall-clock seconds and peak memory (MiB) of one `strut explain` process."""
    start = time.perf_counter()
    process = subprocess.Popen([strut, "explain", log], stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"strut explain {log} failed with {status}")
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chain", default="500,1000,2000,5000")
    parser.add_argument("--wide", default="5000,10000,20000")
    parser.add_argument("--separate", default="2000,10000,20000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--strut", default=".build/release/strut")
    args = parser.parse_args()
    print("| log | constraints | time (median) | CPU | peak memory |")
    print("| --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as folder:
        shapes = [("chain", chain_log, args.chain), ("wide", wide_log, args.wide), ("separate", separate_log, args.separate)]
        for shape, make, sizes in shapes:
            for n in [int(s) for s in sizes.split(",") if s]:
                log = os.path.join(folder, f"{shape}-{n}.txt")
                with open(log, "w") as f:
                    f.write(make(n))
                count = {"chain": n + 2, "wide": 2 * n + 2, "separate": 2 * n}[shape]
                results = [run(args.strut, log) for _ in range(args.runs)]
                wall = statistics.median(r[0] for r in results)
                cpu = statistics.median(r[2] for r in results)
                peak = max(r[1] for r in results)
                print(f"| {shape}, {n:,} views | {count:,} | {wall:.2f} s | {cpu:.2f} s | {peak:.0f} MiB |", flush=True)


if __name__ == "__main__":
    main()
