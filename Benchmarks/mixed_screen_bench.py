#!/usr/bin/env python3
"""Times `strut layout` (whole process) on settings screens whose rows mix every kind of constraint
(Benchmarks/mixed_screen.py: relations, priorities 250/750/999/required, multipliers, stacks in
stacks), and kiwi (kiwisolver) on the same constraints, labels as the fixed intrinsic sizes strut
measures. Prints a table of the median wall time of --runs and the peak memory for each kind and
size, the growth from one size to the next with its exponent, and for the ambiguous screen how
many of its titles strut names.

    swift build -c release --product strut && pip install kiwisolver && \\
        python3 Benchmarks/mixed_screen_bench.py [--kinds mixed,nested,bounds,ambiguous] \\
        [--sizes 100,200,250,1000,2000,4000,8000] [--kiwi-sizes 100,200,1000] [--kiwi-runs 3] [--seeds 1] [--runs 3]
    STRUT=/path/to/strut python3 Benchmarks/mixed_screen_bench.py ...   # another build

kiwi is timed two ways: adding the constraints and updating the variables, in its process; and the
whole process (the interpreter's start, importing kiwisolver, making the variables and
constraints, solving), which is what strut's time is and what the ratio compares. Wall clock on a
machine others load counts their work too: the CPU time (user and system) is strut's own. The
nested screen has no kiwi column: its constraints are the stack views' own."""
import argparse, json, math, os, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mixed_screen import CANVAS_HEIGHT, KINDS, Screen, measuring_scene  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STRUT = os.environ.get("STRUT", os.path.join(ROOT, ".build", "release", "strut"))


def run_strut(path: str, runs: int):
    """The median wall and CPU (user and system) times of the whole process, and its peak memory."""
    times, cpu, peak = [], [], 0
    for _ in range(runs):
        start = time.perf_counter()
        # Without closing descriptors Python spawns the child without forking itself first, so the
        # child's peak memory is its own, not the interpreter's at the fork.
        child = subprocess.Popen([STRUT, "layout", path], stdout=subprocess.DEVNULL, close_fds=False)
        _, status, usage = os.wait4(child.pid, 0)
        times.append(time.perf_counter() - start)
        cpu.append(usage.ru_utime + usage.ru_stime)
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit(f"strut layout {path} failed")
        peak = max(peak, usage.ru_maxrss)
    return sorted(times)[len(times) // 2], sorted(cpu)[len(cpu) // 2], peak / 1024


def label_sizes(screen: Screen, directory: str):
    """Each label's intrinsic size as strut measures it."""
    labels = screen.labels()
    path = os.path.join(directory, "measure.yaml")
    open(path, "w").write(measuring_scene(labels))
    out = json.loads(subprocess.run([STRUT, "layout", path, "--json"], capture_output=True, text=True).stdout)
    return {label: out["views"][f"m{k}"]["frame"][2:] for k, label in enumerate(labels)}


def run_kiwi(screen: Screen, sizes, timeout: float, runs: int):
    """kiwi's median times over `runs` processes (each stopped after `timeout` seconds): adding the
    constraints and updating the variables, and the whole process (the interpreter's start,
    importing kiwisolver, making the variables and constraints, solving), as strut's is timed."""
    spec = json.dumps({"views": screen.views, "constraints": screen.constraints,
                       "sizes": {f"{t}\n{f}": s for (t, f), s in sizes.items()}, "height": CANVAS_HEIGHT})
    solves, processes = [], []
    with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
        f.write(spec)
        f.flush()
        for _ in range(runs):
            start = time.perf_counter()
            try:
                done = subprocess.run([sys.executable, __file__, "--kiwi-child", f.name], capture_output=True, text=True,
                                      timeout=timeout)
            except subprocess.TimeoutExpired:
                return None
            processes.append(time.perf_counter() - start)
            solves.append(json.loads(done.stdout)["seconds"])
    return sorted(solves)[runs // 2], sorted(processes)[runs // 2]


def kiwi_child(path: str):
    from kiwisolver import Solver, Variable, strength

    spec = json.load(open(path))
    times = []
    for _ in range(1):
        variables = {}
        for v in [{"id": "root"}] + spec["views"]:
            variables[v["id"]] = {a: Variable(f"{v['id']}.{a}") for a in ("left", "top", "width", "height")}

        def attribute(id, name):
            v = variables[id]
            return {"leading": v["left"], "left": v["left"], "top": v["top"], "width": v["width"], "height": v["height"],
                    "trailing": v["left"] + v["width"], "bottom": v["top"] + v["height"],
                    "centerX": v["left"] + v["width"] * 0.5, "centerY": v["top"] + v["height"] * 0.5}[name]

        def weight(priority):
            return strength.required if priority >= 1000 else strength.create(0, priority, 0)

        constraints = [variables["root"]["left"] == 0, variables["root"]["top"] == 0,
                       variables["root"]["width"] == 390, variables["root"]["height"] == spec["height"]]
        for v in spec["views"]:
            size = spec["sizes"].get(f"{v.get('text')}\n{v.get('font')}") if "text" in v else v.get("intrinsicSize")
            if size:
                hugging = v.get("hugging", [250, 250])
                for k, axis in enumerate(("width", "height")):
                    var = variables[v["id"]][axis]
                    constraints += [(var <= size[k]) | weight(hugging[k]), (var >= size[k]) | weight(750)]
        for a, attr, rel, multiplier, b, attr2, constant, priority in spec["constraints"]:
            lhs = attribute(a, attr)
            rhs = (attribute(b, attr2) * multiplier if b is not None else 0) + constant
            c = lhs == rhs if rel == "==" else lhs >= rhs if rel == ">=" else lhs <= rhs
            constraints.append(c | weight(priority))
        start = time.perf_counter()
        solver = Solver()
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        times.append(time.perf_counter() - start)
    print(json.dumps({"seconds": times[0]}))


def ambiguous_titles(path: str):
    out = json.loads(subprocess.run([STRUT, "layout", path, "--json"], capture_output=True, text=True).stdout)
    return {entry["item"] for entry in out.get("ambiguous", []) if entry["item"].startswith("t")}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--sizes", default="100,200,250,1000,2000,4000,8000")
    parser.add_argument("--kiwi-sizes", default="100,200,1000")
    parser.add_argument("--kiwi-timeout", type=float, default=600)
    parser.add_argument("--kiwi-runs", type=int, default=3)
    parser.add_argument("--seeds", default="1")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not os.path.exists(STRUT):
        sys.exit("build first: swift build -c release --product strut")
    kiwi_sizes = {int(n) for n in args.kiwi_sizes.split(",") if n}
    print("| screen | seed | rows | views | constraints | strut | strut CPU | peak memory | growth (exponent) | CPU growth (exponent) "
          "| kiwi: solving / whole process | strut / kiwi, whole processes |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as d:
        for kind in args.kinds.split(","):
            for seed in map(int, args.seeds.split(",")):
                last = None
                for n in map(int, args.sizes.split(",")):
                    screen = Screen(kind, n, seed)
                    path = os.path.join(d, f"{kind}{n}.yaml")
                    open(path, "w").write(screen.yaml())
                    seconds, cpu, megabytes = run_strut(path, args.runs)
                    growth = cpu_growth = ""
                    if last:
                        exponent = lambda ratio: math.log(ratio) / math.log(n / last[0])
                        growth = f"{seconds / last[1]:.2f}x ({exponent(seconds / last[1]):.2f})"
                        cpu_growth = f"{cpu / last[2]:.2f}x ({exponent(cpu / last[2]):.2f})"
                    last = (n, seconds, cpu)
                    kiwi = versus = ""
                    if n in kiwi_sizes and kind != "nested":
                        k = run_kiwi(screen, label_sizes(screen, d), args.kiwi_timeout, args.kiwi_runs)
                        kiwi = f"{k[0]:.3f} s / {k[1]:.3f} s" if k is not None else f"over {args.kiwi_timeout:g} s"
                        versus = f"{seconds / k[1]:.3f}" if k is not None else ""
                    print(f"| {kind} | {seed} | {n} | {len(screen.views) + 1} | {len(screen.constraints)} | {seconds:.3f} s | {cpu:.3f} s | "
                          f"{megabytes:.0f} MiB | {growth} | {cpu_growth} | {kiwi} | {versus} |", flush=True)
                    if kind == "ambiguous":
                        named = ambiguous_titles(path)
                        titles = sum(1 for v in screen.views if v["id"].startswith("t"))
                        print(f"|  |  |  | ambiguous titles named: {len(named)} of {titles} |  |  |  |  |  |  |  |  |", flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--kiwi-child"]:
        kiwi_child(sys.argv[2])
    else:
        main()
