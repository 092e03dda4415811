/// A font's vertical metrics, as `UIFont` reports them, in points: how far its lines reach above
/// the baseline (`ascender`) and below it (`descender`, positive here), and a line's height.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var lineHeight: Double

    public init(ascender: Double, descender: Double, lineHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }

    /// `UIFont.systemFont(ofSize:)`, San Francisco: 1950 units of 2048 above the baseline and 494
    /// below, no line gap (17 points: ascender 16.19, descender 4.10, line height 20.29, the
    /// height of a one-line 17-point label, 20.5 on a 2x device).
    public static func systemFont(ofSize size: Double) -> FontMetrics {
        let ascender = size * 1950 / 2048, descender = size * 494 / 2048
        return FontMetrics(ascender: ascender, descender: descender, lineHeight: ascender + descender)
    }
}
