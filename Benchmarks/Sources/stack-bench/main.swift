// stack-bench ROWS [RUNS] [ROWS_PER_SECTION] [refer|written-out]: lays out a settings-like screen of ROWS rows in
// sections of ten (a vertical stack of sections, each a vertical stack of rows, each row a
// horizontal stack of an icon, a title and a value, margins-relative and centered), and the same
// screen built with plain constraints; builds and solves each from scratch RUNS times and prints
// both medians (wall clock and the thread's CPU time), their ratio and the largest difference
// between the two screens' frames as JSON. With `refer`, the solver lets a new variable's row refer
// to other variables' rows (off by default in strut); `written-out` is the default.
import AutoLayout

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 2, let rows = Int(arguments[1]), rows > 0 else {
    print("usage: stack-bench ROWS [RUNS]")
    exit(2)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let perSection = arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10
// `refer` or `written-out`: the solver's rows refer to other variables' rows, or are all written
// out; the engine's default (written out) otherwise.
let refer: Bool? = arguments.count > 4 ? (arguments[4] == "refer" ? true : arguments[4] == "written-out" ? false : nil) : nil

/// A row's three views, as the two screens share them.
func rowContent(_ index: Int) -> [View] {
    let icon = View("row\(index).icon"), title = View("row\(index).title"), value = View("row\(index).value")
    icon.intrinsicContentSize = Size(width: 29, height: 29)
    icon.contentHuggingPriority = (251, 251)
    title.text = TextContent("Setting \(index)", font: "DejaVu Sans 17")
    value.text = TextContent("Value", font: "DejaVu Sans 15")
    value.contentHuggingPriority = (260, 250)
    return [icon, title, value]
}

func pinToTop(_ column: View, in root: View) {
    LayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        column.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ])
}

/// The screen of stack views.
func stackScreen(rows: Int) -> LayoutEngine {
    let root = View("root")
    let engine = LayoutEngine(root: root, canvasSize: Size(width: 390, height: 100_000))
    if let refer { engine.solverRowsRefer = refer }
    let column = StackView("column")
    column.axis = .vertical
    column.spacing = 24
    root.addSubview(column)
    pinToTop(column, in: root)
    var section: StackView? = nil
    for index in 0..<rows {
        if index % perSection == 0 {
            let made = StackView("section\(index / perSection)")
            made.axis = .vertical
            made.spacing = 1
            column.addArrangedSubview(made)
            section = made
        }
        let row = StackView("row\(index)")
        row.alignment = .center
        row.spacing = StackView.spacingUseSystem
        row.isLayoutMarginsRelativeArrangement = true
        for view in rowContent(index) { row.addArrangedSubview(view) }
        section!.addArrangedSubview(row)
    }
    return engine
}

/// The same screen with the constraints a developer would write by hand.
func plainScreen(rows: Int) -> LayoutEngine {
    let root = View("root")
    let engine = LayoutEngine(root: root, canvasSize: Size(width: 390, height: 100_000))
    if let refer { engine.solverRowsRefer = refer }
    let column = View("column")
    root.addSubview(column)
    pinToTop(column, in: root)
    var previousSection: View? = nil, section: View? = nil, previous: View? = nil
    for index in 0..<rows {
        if index % perSection == 0 {
            closeChain(previous, in: section)
            let made = View("section\(index / perSection)")
            column.addSubview(made)
            LayoutConstraint.activate([
                made.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                made.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                made.topAnchor.constraint(equalTo: previousSection?.bottomAnchor ?? column.topAnchor, constant: previousSection == nil ? 0 : 24),
            ])
            (previousSection, section, previous) = (made, made, nil)
        }
        let row = View("row\(index)")
        section!.addSubview(row)
        let content = rowContent(index)
        for view in content { row.addSubview(view) }
        let (icon, title, value) = (content[0], content[1], content[2])
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: section!.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: section!.trailingAnchor),
            row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? section!.topAnchor, constant: previous == nil ? 0 : 1),
            icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
            icon.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
            title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            value.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        ])
        previous = row
    }
    closeChain(previous, in: section)
    closeChain(previousSection, in: column)
    return engine
}

/// The last view of a chain to its container's bottom.
func closeChain(_ last: View?, in container: View?) {
    guard let last, let container else { return }
    last.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
}

let clock = ContinuousClock()

/// The CPU time this thread has used, in milliseconds: on a machine others load, it grows with
/// the work done where the wall clock also counts the waits.
func threadCPUMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) * 1e-6
}

/// The median wall-clock and CPU times of building and solving a screen from scratch, and the
/// last screen.
func measure(_ make: () -> LayoutEngine) -> (ms: Double, cpuMs: Double, engine: LayoutEngine) {
    var times: [Double] = [], cpuTimes: [Double] = []
    var last: LayoutEngine? = nil
    for _ in 0..<runs {
        let engine = make()
        let cpuBefore = threadCPUMilliseconds()
        let elapsed = clock.measure { engine.layout() }
        cpuTimes.append(threadCPUMilliseconds() - cpuBefore)
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
        last = engine
    }
    return (times.sorted()[times.count / 2], cpuTimes.sorted()[cpuTimes.count / 2], last!)
}

let stacks = measure { stackScreen(rows: rows) }
let plain = measure { plainScreen(rows: rows) }
var difference = 0.0
/// A hash of every frame's bits on both screens (FNV-1a), to compare runs of the solver's two
/// tableaus (`refer`, `written-out`) to the last bit.
var framesHash: UInt64 = 0xcbf2_9ce4_8422_2325
for view in stacks.engine.root.allViews + plain.engine.root.allViews {
    for number in [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height] {
        framesHash = (framesHash ^ number.bitPattern) &* 0x100_0000_01b3
    }
}
for (a, b) in zip(stacks.engine.root.allViews, plain.engine.root.allViews) {
    let (f, g) = (a.frame, b.frame)
    difference = max(difference, abs(f.minX - g.minX), abs(f.minY - g.minY), abs(f.width - g.width), abs(f.height - g.height))
}
print(
    "{\"rows\": \(rows), \"rows_per_section\": \(perSection), \"views\": \(stacks.engine.root.allViews.count), \"stacks_ms\": \(stacks.ms), "
        + "\"plain_ms\": \(plain.ms), \"stacks_cpu_ms\": \(stacks.cpuMs), \"plain_cpu_ms\": \(plain.cpuMs), \"ratio\": \(stacks.ms / plain.ms), "
        + "\"stack_constraints\": \(stacks.engine.activeConstraints.count), "
        + "\"plain_constraints\": \(plain.engine.activeConstraints.count), \"max_frame_difference\": \(difference), "
        + "\"frames_hash\": \"\(String(framesHash, radix: 16))\", "
        + "\"stack_cells\": \(stacks.engine.tableauStatistics!.cells), \"plain_cells\": \(plain.engine.tableauStatistics!.cells)}")
