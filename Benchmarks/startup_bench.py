#!/usr/bin/env python3
"""Start-up: `strut --version`, whole processes, side by side with a Swift program that imports
Foundation (Benchmarks/startup_baseline.swift, built with `swiftc -O`, with and without a static
standard library). Prints the median and quartiles of each in ms, and the shared libraries each
loads (`ldd`).

    swift build -c release --product strut && python3 Benchmarks/startup_bench.py [--runs 20] [--strut PATH ...]

Give --strut more than once to compare builds (another checkout's, say) in the same rounds.
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(command):
    """Wall-clock ms of one run of the whole process."""
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def libraries(path):
    out = subprocess.run(["ldd", path], capture_output=True, text=True).stdout
    lines = [line for line in out.splitlines() if line.strip()]
    return len(lines), any("curl" in line or "FoundationNetworking" in line for line in lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--strut", action="append", help="a strut to time (default: .build/release/strut)")
    args = parser.parse_args()
    struts = args.strut or [os.path.join(HERE, "..", ".build", "release", "strut")]
    folder = tempfile.mkdtemp(prefix="strut-startup-")
    programs = [(f"{path} --version" if len(struts) > 1 else "strut --version", [path, "--version"], path) for path in struts]
    for name, flags in [("Foundation, swiftc -O", []), ("Foundation, swiftc -O -static-stdlib", ["-static-stdlib"])]:
        binary = os.path.join(folder, "baseline" + ("-static" if flags else ""))
        subprocess.run(["swiftc", "-O", *flags, os.path.join(HERE, "startup_baseline.swift"), "-o", binary], check=True)
        programs.append((name, [binary], binary))
    # Interleaved rounds, so that a busy moment on the machine falls on every program alike.
    for _, command, _ in programs:
        timed(command)  # warm: the page cache holds every library afterwards
    times = {name: [] for name, _, _ in programs}
    for _ in range(args.runs):
        for name, command, _ in programs:
            times[name].append(timed(command))
    print(f"{'program':60} {'median ms':>10} {'p25':>7} {'p75':>7} {'libraries':>10} {'libcurl':>8}")
    for name, _, path in programs:
        q = statistics.quantiles(times[name], n=4)
        count, curl = libraries(path)
        print(f"{name:60} {statistics.median(times[name]):10.1f} {q[0]:7.1f} {q[2]:7.1f} {count:10} {'yes' if curl else 'no':>8}")


if __name__ == "__main__":
    main()
