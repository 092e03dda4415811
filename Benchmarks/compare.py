"""Runs strut's solver and kiwi (kiwisolver) side by side on the workloads of
shared/spec/solver-benchmarks.md, checks that both give the same frames (to 1e-6), and prints a
Markdown table of median times, the ratio kiwi/strut and peak memory.

    swift build -c release --product solver-bench
    python3 Benchmarks/compare.py [--sizes 100,1000,10000] [--workloads W1,W2] [--kiwi-timeout 180]

Each workload runs in its own process for each solver, so that peak memory (the child's maxrss)
belongs to that run alone. kiwi is stopped after --kiwi-timeout seconds and reported as such.
"""
import argparse
import json
import os
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STRUT = os.path.join(ROOT, ".build", "release", "solver-bench")


def run(command, timeout):
    """Runs a command; returns (parsed JSON or None, peak RSS in MiB, wall seconds, timed_out)."""
    start = time.monotonic()
    # A session of its own, so that a timeout stops the measured child too, not only its wrapper.
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return None, None, time.monotonic() - start, True
    if process.returncode != 0:
        sys.exit("%s failed: %s" % (" ".join(command), err.decode()))
    result = json.loads(out)
    return result, result.get("peak_mib"), time.monotonic() - start, False


def measured(command, timeout):
    """Wraps a run with /usr/bin/time-like accounting of the child's peak memory."""
    wrapper = [sys.executable, "-c",
               "import resource,subprocess,sys,json;"
               "p=subprocess.run(sys.argv[1:],capture_output=True);"
               "sys.stderr.write(p.stderr.decode());"
               "r=json.loads(p.stdout) if p.returncode==0 else sys.exit(p.returncode);"
               "r['peak_mib']=resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss/1024;"
               "print(json.dumps(r))"] + command
    return run(wrapper, timeout)


def same_frames(a, b):
    if len(a) != len(b):
        return False
    return all(abs(x - y) <= 1e-6 for fa, fb in zip(a, b) for x, y in zip(fa, fb))


def fmt_ms(ms):
    if ms is None:
        return "–"
    if ms >= 1000:
        return "%.2f s" % (ms / 1000)
    if ms >= 1:
        return "%.2f ms" % ms
    return "%.0f µs" % (ms * 1000)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--workloads", default="W1,W2,W3,W4,W4b,W5")
    parser.add_argument("--kiwi-timeout", type=float, default=180)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not os.path.exists(STRUT):
        sys.exit("build first: swift build -c release --product solver-bench")
    print("| workload | N | constraints | strut | kiwi | kiwi / strut | strut peak | kiwi peak | same frames |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for workload in args.workloads.split(","):
        sizes = [1000] if workload == "W5" else [int(s) for s in args.sizes.split(",")]
        for n in sizes:
            strut, strut_peak, _, _ = measured([STRUT, workload, str(n), str(args.runs)], None)
            kiwi, kiwi_peak, seconds, stopped = measured(
                [sys.executable, os.path.join(HERE, "kiwi_workloads.py"), workload, str(n), str(args.runs)],
                args.kiwi_timeout)
            key = "per_suggest_us" if workload == "W5" else "median_ms"
            scale = 1e-3 if workload == "W5" else 1
            s_time = strut[key] * scale
            if stopped:
                k_text, ratio, same = "stopped after %.0f s" % seconds, "> %.0f" % (seconds * 1e3 / s_time), "–"
            else:
                k_time = kiwi[key] * scale
                k_text, ratio = fmt_ms(k_time), "%.1f" % (k_time / s_time)
                same = "yes" if same_frames(strut["frames"], kiwi["frames"]) else "**NO**"
            label = workload + (" (per suggest + update)" if workload == "W5" else "")
            print("| %s | %d | %d | %s | %s | %s | %.0f MiB | %s | %s |" % (
                label, n, strut["constraints"], fmt_ms(s_time), k_text, ratio, strut_peak,
                "%.0f MiB" % kiwi_peak if kiwi_peak else "–", same), flush=True)


if __name__ == "__main__":
    main()
