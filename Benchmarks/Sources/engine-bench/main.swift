// engine-bench VIEWS [RUNS]: lays out a realistic screen of about VIEWS views (cards stacked in
// the root, each a stack of rows with a title label and a value label aligned on baselines),
// building the engine and solving from scratch RUNS times; prints the median time and the
// number of views and constraints as JSON.
import AutoLayout

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = Int(arguments[1]) else {
    print("usage: engine-bench VIEWS [RUNS]")
    exit(2)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

/// Builds the screen: cards of ten rows; a row is a view with two labels (3 views per row).
func makeScreen(views target: Int) -> (LayoutEngine, Int) {
    let root = View("root")
    let engine = LayoutEngine(root: root, canvasSize: Size(width: 390, height: 100_000))
    var count = 1, cardIndex = 0
    var previousCard: View? = nil
    while count < target {
        let card = View("card\(cardIndex)")
        root.addSubview(card)
        count += 1
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: previousCard?.bottomAnchor ?? root.topAnchor, constant: 16),
        ])
        var previousRow: View? = nil
        for r in 0..<10 where count < target {
            let row = View("card\(cardIndex).row\(r)"), title = View("\(row.identifier).title"), value = View("\(row.identifier).value")
            card.addSubview(row)
            row.addSubview(title)
            row.addSubview(value)
            title.text = TextContent("Setting \(r)", font: "DejaVu Sans 17")
            value.text = TextContent("Value \(cardIndex * 10 + r)", font: "DejaVu Sans 15")
            count += 3
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? card.topAnchor, constant: 4),
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
                value.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
                value.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            ])
            previousRow = row
        }
        if let previousRow { previousRow.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4).isActive = true }
        previousCard = card
        cardIndex += 1
    }
    return (engine, count)
}

let clock = ContinuousClock()
var times: [Double] = []
var views = 0, constraints = 0
for _ in 0..<runs {
    let (engine, count) = makeScreen(views: target)
    let elapsed = clock.measure { engine.layout() }
    times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    views = count
    constraints = engine.activeConstraints.count
}
print("{\"views\": \(views), \"constraints\": \(constraints), \"median_ms\": \(times.sorted()[times.count / 2])}")
