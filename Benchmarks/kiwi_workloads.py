"""The workloads of shared/spec/solver-benchmarks.md for kiwi (kiwisolver), built in the same order
as Benchmarks/Sources/solver-bench/Workloads.swift.

    python3 kiwi_workloads.py WORKLOAD N [RUNS]

prints one JSON object: times, number of constraints, frames.
"""
import json
import math
import sys
import time

from kiwisolver import Solver, Variable


class View:
    def __init__(self, name):
        self.left = Variable(name + ".left")
        self.top = Variable(name + ".top")
        self.width = Variable(name + ".width")
        self.height = Variable(name + ".height")

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height

    def frame(self):
        return [self.left.value(), self.top.value(), self.width.value(), self.height.value()]


def pin_container(c, width, height):
    cs = [c.left == 0, c.top == 0]
    if width is not None:
        cs.append(c.width == width)
    cs.append(c.height == height)
    return cs


def chain(n, container_width, optional, equal_widths):
    c = View("c")
    views = [c]
    cs = pin_container(c, container_width, 84)
    for i in range(n):
        v = View("v%d" % i)
        if i == 0:
            cs.append(v.left == c.left + 8)
        else:
            cs.append(v.left == views[i].right + 8)
            if equal_widths:
                cs.append(v.width == views[1].width)
        cs.append(v.top == c.top + 20)
        cs.append(v.height == 44)
        if optional:
            cs.append(v.width >= 30)
            cs.append((v.width == 50) | 500)  # kiwi "medium" is 1e3; 500 sits between weak and medium
            cs.append((v.left == 60 * i) | "strong")
        views.append(v)
    cs.append(views[n].right == c.right - 8)
    return views, cs, c


def grid(n):
    side = int(round(math.sqrt(n)))
    c = View("c")
    views = [c]
    cs = pin_container(c, 50 * side + 8, 50 * side + 8)
    cells = []
    for r in range(side):
        row = []
        for k in range(side):
            v = View("v%d_%d" % (r, k))
            cs.append(v.left == c.left + 8 if k == 0 else v.left == row[k - 1].right + 8)
            cs.append(v.top == c.top + 8 if r == 0 else v.top == cells[r - 1][k].bottom + 8)
            if k > 0:
                cs.append(v.width == row[0].width)
            if r > 0:
                cs.append(v.height == cells[0][k].height)
            if k == side - 1:
                cs.append(v.right == c.right - 8)
            if r == side - 1:
                cs.append(v.bottom == c.bottom - 8)
            row.append(v)
            views.append(v)
        cells.append(row)
    return views, cs, c


def nested(n):
    levels = int(round(math.log2(n)))
    count = 2 ** levels - 1
    tree = [View("v%d" % i) for i in range(count)]
    root = tree[0]
    cs = [root.left == 0, root.top == 0, root.width == 20 * 2 ** (levels - 1) - 12, root.height == 1000]
    for p in range(count):
        if 2 * p + 2 >= count:
            continue
        parent, a, b = tree[p], tree[2 * p + 1], tree[2 * p + 2]
        cs += [a.left == parent.left + 4, a.top == parent.top + 4, a.bottom == parent.bottom - 4,
               b.right == parent.right - 4, b.top == parent.top + 4, b.bottom == parent.bottom - 4,
               b.left == a.right + 4, b.width == a.width]
    return tree, cs, None


def make(name, n):
    if name == "W1":
        return chain(n, 10 * n, False, True)
    if name == "W2":
        return grid(n)
    if name == "W3":
        return nested(n)
    if name == "W4":
        return chain(n, 60 * n, True, True)
    if name == "W4b":
        return chain(n, 60 * n, True, False)
    if name == "W5":
        return chain(n, None, False, True)
    raise SystemExit("unknown workload " + name)


def main():
    name, n = sys.argv[1], int(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    times, extra = [], {}
    for run in range(runs):
        views, cs, c = make(name, n)
        solver = Solver()
        start = time.perf_counter()
        for constraint in cs:
            solver.addConstraint(constraint)
        if name == "W5":
            solver.addEditVariable(c.width, "strong")
            solver.suggestValue(c.width, 10 * n)
        solver.updateVariables()
        times.append((time.perf_counter() - start) * 1e3)
        if name == "W5" and run == runs - 1:
            start = time.perf_counter()
            for k in range(100):
                solver.suggestValue(c.width, 10 * n + 20 * ((37 * k) % 100))
                solver.updateVariables()
            extra["per_suggest_us"] = (time.perf_counter() - start) * 1e6 / 100
        if times[-1] > 60_000:
            break
    result = {"solver": "kiwi", "workload": name, "n": n, "constraints": len(cs), "times_ms": times,
              "median_ms": sorted(times)[len(times) // 2], "frames": [v.frame() for v in views]}
    result.update(extra)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
