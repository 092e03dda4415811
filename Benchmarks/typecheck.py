"""Measures how long Swift's type checker takes on a file of 500 constraint expressions written
with Cassowary's operators (the reason the operator surface is small and generic).

    swift build && python3 Benchmarks/typecheck.py
"""
import os
import random
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = os.path.join(ROOT, ".build", "debug", "Modules")

FORMS = [
    "{a} == {b} + {k}",
    "{a} + {b} == {c} - {k}",
    "{a} >= {b} + {c} + {k}",
    "{m} * {a} + {b} <= {c}",
    "({a} == {m} * {b} + {k}).withPriority(750)",
    "{a} - {b} == {c} / 2 + {k}",
    "{a} + {b} + {c} + {k} == {d} * {m} - {k2}",
]


def main():
    if not os.path.isdir(MODULES):
        sys.exit("build first: swift build")
    rng = random.Random(500)
    names = ["v%d" % i for i in range(40)]
    lines = ["import Cassowary", "", "func constraints() -> [Constraint] {"]
    lines += ["    let %s = Variable(\"%s\")" % (n, n) for n in names]
    lines.append("    var cs: [Constraint] = []")
    for _ in range(500):
        form = rng.choice(FORMS)
        a, b, c, d = rng.sample(names, 4)
        lines.append("    cs.append(%s)" % form.format(a=a, b=b, c=c, d=d, k=rng.randint(1, 99),
                                                        k2=rng.randint(1, 99), m=rng.choice(["2", "0.5", "1.5"])))
    lines += ["    return cs", "}"]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "constraints.swift")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        start = time.monotonic()
        subprocess.run(["swiftc", "-typecheck", "-I", MODULES, path], check=True)
        print("type-checked 500 constraint expressions in %.2f s" % (time.monotonic() - start))


if __name__ == "__main__":
    main()
