import LayoutValues

/// How to stroke a path: colour, width in points, dashes.
package struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    package var color: Color
    package var width: Double
    /// Alternating on and off lengths in points, starting at the path's start; empty is solid.
    package var dash: [Double]
    package var cap: LineCap

    package enum LineCap: String, Hashable, Sendable {
        case butt, round, square
    }

    package init(color: Color, width: Double = 1, dash: [Double] = [], cap: LineCap = .butt) {
        self.color = color
        self.width = width
        self.dash = dash
        self.cap = cap
    }

    package var description: String {
        var text = "\(color) width \(formatNumber(width, .decimals(3)))"
        if !dash.isEmpty { text += " dash [\(dash.map { formatNumber($0, .decimals(3)) }.joined(separator: ", "))]" }
        if cap != .butt { text += " cap \(cap.rawValue)" }
        return text
    }
}
