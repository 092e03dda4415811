@testable import AutoLayout

/// The settings screen of `Benchmarks/mixed_screen.py` built on the engine, labels as fixed
/// intrinsic sizes: rows of an icon, a title, a subtitle, a value and a chevron whose constraints
/// a seed picks among equalities and inequalities, priorities 250, 750, 999 and required, and
/// multipliers; rows chained in sections of ten. `nested` puts the sections in a vertical stack,
/// the rows in a vertical stack per section, and most rows in a horizontal stack with the title
/// and subtitle in a vertical stack of their own (stacks three deep).
struct MixedScreen {
    enum Kind { case mixed, nested, ambiguous }

    let root = View("root")
    let engine: LayoutEngine
    private var random: SplitMix
    private let kind: Kind

    init(_ kind: Kind, rows: Int, seed: UInt64 = 1) {
        self.kind = kind
        random = SplitMix(seed: seed)
        engine = LayoutEngine(root: root, canvasSize: Size(width: 390, height: 16000))
        build(rows: rows)
    }

    private mutating func pick<T>(_ choices: T...) -> T { choices[random.next(below: choices.count)] }

    private mutating func build(rows: Int) {
        let column: StackView? = kind == .nested ? StackView("column") : nil
        if let column {
            column.axis = .vertical
            column.spacing = 24
            root.addSubview(column)
            activate(
                column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                column.topAnchor.constraint(equalTo: root.topAnchor, constant: 16))
        }
        var previousSection: View? = nil
        for s in 0..<(rows + 9) / 10 {
            let section: View
            if let column {
                let stack = StackView("s\(s)")
                stack.axis = .vertical
                stack.spacing = 1
                column.addArrangedSubview(stack)
                section = stack
            } else {
                section = View("s\(s)")
                root.addSubview(section)
                activate(
                    section.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    section.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    section.topAnchor.constraint(equalTo: previousSection?.bottomAnchor ?? root.topAnchor, constant: previousSection == nil ? 16 : 24))
            }
            var previous: View? = nil
            for i in s * 10..<min(rows, s * 10 + 10) {
                let row: View
                if kind == .nested, random.next(below: 10) < 6 {
                    row = stackedRow(i)
                } else {
                    row = View("r\(i)")
                    mixedRow(i, row)
                }
                if let stack = section as? StackView {
                    stack.addArrangedSubview(row)
                } else {
                    section.addSubview(row)
                    activate(
                        row.leadingAnchor.constraint(equalTo: section.leadingAnchor),
                        row.trailingAnchor.constraint(equalTo: section.trailingAnchor),
                        row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? section.topAnchor, constant: previous == nil ? 0 : 1))
                }
                previous = row
            }
            if !(section is StackView), let previous { activate(previous.bottomAnchor.constraint(equalTo: section.bottomAnchor)) }
            previousSection = section
        }
    }

    /// A label of fixed intrinsic size: a width the seed picks among those of a few texts, short
    /// enough that a title or subtitle and a value fit in a row side by side.
    private mutating func label(_ id: String, height: Double, widths: [Double]) -> View {
        let view = View(id)
        view.intrinsicContentSize = Size(width: widths[random.next(below: widths.count)], height: height)
        return view
    }

    private static let titleWidths = [44, 60.5, 77, 101.25, 142, 160.0]
    private static let valueWidths = [20.5, 38.5, 60.5, 80]

    private mutating func mixedRow(_ i: Int, _ row: View) {
        let icon = View("i\(i)"), chevron = View("c\(i)")
        icon.intrinsicContentSize = Size(width: 29, height: 29)
        chevron.intrinsicContentSize = Size(width: 8, height: 13)
        let title = label("t\(i)", height: 20.5, widths: Self.titleWidths), value = label("v\(i)", height: 20.5, widths: Self.valueWidths)
        let subtitle: View? = random.next(below: 10) < 7 ? label("u\(i)", height: 15.5, widths: Self.titleWidths) : nil
        for view in [icon, title, subtitle, value, chevron].compactMap({ $0 }) { row.addSubview(view) }
        activate(icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16))
        if random.next(below: 10) < 7 {
            activate(icon.centerYAnchor.constraint(equalTo: row.centerYAnchor))
        } else {
            activate(icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 8), at: pick(750, 999))
        }
        activate(icon.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor, constant: 6), at: pick(1000, 1000, 999))
        activate(icon.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor, constant: -6), at: pick(1000, 999, 750))
        activate(title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: pick(12, 15, 16)))
        activate(title.trailingAnchor.constraint(lessThanOrEqualTo: value.leadingAnchor, constant: -8), at: pick(999, 1000))
        activate(title.widthAnchor.constraint(greaterThanOrEqualToConstant: 40), at: 250)
        if kind == .ambiguous { activate(title.widthAnchor.constraint(equalToConstant: 200), at: 250) }
        if let subtitle {
            if pick(true, false) {
                activate(title.topAnchor.constraint(equalTo: row.topAnchor, constant: 8))
            } else {
                activate(title.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor, constant: 8))
                activate(title.topAnchor.constraint(equalTo: row.topAnchor, constant: 8), at: pick(750, 999))
            }
            activate(
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2))
            activate(subtitle.trailingAnchor.constraint(lessThanOrEqualTo: value.leadingAnchor, constant: -8), at: pick(999, 1000))
            activate(subtitle.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8), at: 750)
            activate(subtitle.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor, constant: -8))
        } else {
            activate(title.centerYAnchor.constraint(equalTo: row.centerYAnchor))
            activate(row.heightAnchor.constraint(equalTo: title.heightAnchor, multiplier: 1, constant: 16), at: 750)
        }
        activate(
            row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            value.trailingAnchor.constraint(equalTo: chevron.leadingAnchor, constant: -8),
            value.centerYAnchor.constraint(equalTo: row.centerYAnchor))
        activate(value.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor, multiplier: pick(0.3, 0.4, 0.5)), at: pick(1000, 999))
        activate(
            chevron.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            chevron.centerYAnchor.constraint(equalTo: row.centerYAnchor))
    }

    private mutating func stackedRow(_ i: Int) -> View {
        let row = StackView("r\(i)")
        row.alignment = .center
        row.spacing = pick(8, 12, StackView.spacingUseSystem)
        row.isLayoutMarginsRelativeArrangement = true
        let icon = View("i\(i)"), chevron = View("c\(i)")
        icon.intrinsicContentSize = Size(width: 29, height: 29)
        icon.contentHuggingPriority = (251, 251)
        chevron.intrinsicContentSize = Size(width: 8, height: 13)
        chevron.contentHuggingPriority = (251, 251)
        let text = StackView("x\(i)")
        text.axis = .vertical
        text.spacing = 2
        text.alignment = pick(.leading, .fill)
        let title = label("t\(i)", height: 20.5, widths: Self.titleWidths), subtitle = label("u\(i)", height: 15.5, widths: Self.titleWidths), value = label("v\(i)", height: 20.5, widths: Self.valueWidths)
        text.addArrangedSubview(title)
        text.addArrangedSubview(subtitle)
        for view in [icon, text, value, chevron] { row.addArrangedSubview(view) }
        activate(title.widthAnchor.constraint(greaterThanOrEqualToConstant: 40), at: 250)
        activate(value.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor, multiplier: pick(0.3, 0.4, 0.5)), at: pick(1000, 999))
        activate(row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44), at: pick(1000, 999, 750))
        return row
    }

    private func activate(_ constraints: LayoutConstraint..., at priority: Float = 1000) {
        for c in constraints { c.priority = LayoutPriority(priority) }
        LayoutConstraint.activate(constraints)
    }
}

/// A small deterministic generator (SplitMix64): the same screen from the same seed on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
