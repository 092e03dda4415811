/// One line of the legend: a mark and what it means.
enum LegendEntry: Int, CaseIterable, Comparable {
    case spacing, alignment, optional, inequality, conflict, broken, ambiguous, guide, margins, safeArea, transform
    case stackAxis, misplaced

    var text: String {
        switch self {
        case .spacing: "spacing or size"
        case .alignment: "aligned edges, centers, baselines"
        case .optional: "optional, with its priority"
        case .inequality: "inequality"
        case .conflict: "conflicting constraints"
        case .broken: "broken to recover"
        case .ambiguous: "ambiguous layout"
        case .guide: "layout guide"
        case .margins: "layout margins"
        case .safeArea: "outside the safe area"
        case .transform: "transform: layout rect, frame"
        case .stackAxis: "stack view's axis"
        case .misplaced: "misplaced: the frame as designed"
        }
    }

    static func < (a: LegendEntry, b: LegendEntry) -> Bool { a.rawValue < b.rawValue }
}
