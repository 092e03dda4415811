import LayoutValues

/// How to stroke a path: colour, width in points, dashes.
public struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    public var color: Color
    public var width: Double
    /// Alternating on and off lengths in points, starting at the path's start; empty is solid.
    public var dash: [Double]
    public var cap: LineCap

    public enum LineCap: String, Hashable, Sendable {
        case butt, round, square
    }

    public init(color: Color, width: Double = 1, dash: [Double] = [], cap: LineCap = .butt) {
        self.color = color
        self.width = width
        self.dash = dash
        self.cap = cap
    }

    public var description: String {
        var text = "\(color) width \(formatNumber(width, .decimals(3)))"
        if !dash.isEmpty { text += " dash [\(dash.map { formatNumber($0, .decimals(3)) }.joined(separator: ", "))]" }
        if cap != .butt { text += " cap \(cap.rawValue)" }
        return text
    }
}
