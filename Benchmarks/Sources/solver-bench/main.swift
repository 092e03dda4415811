// solver-bench WORKLOAD N [RUNS]: builds the workload, adds every constraint to a fresh solver and
// updates the variables, RUNS times (default 5); prints one JSON object with the times, the
// number of constraints and the frames, for compare.py to set beside kiwi's.
import Cassowary
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 3, let n = Int(arguments[2]) else {
    print("usage: solver-bench W1|W2|W3|W4|W4b|W5 N [RUNS]")
    exit(2)
}
let name = arguments[1]
let runs = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
let clock = ContinuousClock()
// `--refer` / `--written-out`: rows that refer to other variables' rows, or every row written
// out, instead of the solver's default (to compare the two).
let referenceMode: Bool? = arguments.contains("--refer") ? true : arguments.contains("--written-out") ? false : nil

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
}

var times: [Double] = []
var workload = Workload.make(name, n)
var extra = ""
for run in 0..<runs {
    workload = Workload.make(name, n)
    let solver = Solver()
    if let mode = referenceMode { solver.keepReferences(mode) }
    let elapsed = clock.measure {
        for (i, c) in workload.constraints.enumerated() {
            try! solver.add(c)
            if CommandLine.arguments.contains("--stats") && i % (workload.constraints.count / 4) == 0 {
                let s = solver.tableauStatistics
                print("after \(i): rows \(s.rows) cells \(s.cells) longest \(s.longest)")
            }
        }
        if name == "W5" {
            solver.addEditVariable(workload.container.width, priority: .defaultHigh)
            solver.suggestValue(Double(10 * n), for: workload.container.width)
        }
        solver.updateVariables()
    }
    times.append(milliseconds(elapsed))
    if name == "W5" && run == runs - 1 {
        let edits = clock.measure {
            for k in 0..<100 {
                solver.suggestValue(Double(10 * n + 20 * ((37 * k) % 100)), for: workload.container.width)
                solver.updateVariables()
            }
        }
        extra = ", \"per_suggest_us\": \(milliseconds(edits) * 1e3 / 100)"
    }
    if run == runs - 1, CommandLine.arguments.contains("--stats") {
        let stats = solver.tableauStatistics
        print("rows \(stats.rows) cells \(stats.cells) longest \(stats.longest)")
    }
    if times.last! > 60_000 { break }
}
let frames = workload.views.map { v in "[\(v.left.value), \(v.top.value), \(v.width.value), \(v.height.value)]" }
let median = times.sorted()[times.count / 2]
print("""
    {"solver": "strut", "workload": "\(name)", "n": \(n), "constraints": \(workload.constraints.count), \
    "times_ms": \(times), "median_ms": \(median)\(extra), "frames": [\(frames.joined(separator: ", "))]}
    """)
