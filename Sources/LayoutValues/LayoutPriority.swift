/// How much a constraint matters, 1 to 1000, where 1000 is required: UIKit's `UILayoutPriority`.
///
/// The solver's priority too (Cassowary's `Priority`); drawing and reports read it from the
/// solved layout. A value outside 1...1000 is a programming error and traps.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    public let rawValue: Float

    public init(_ value: Float) {
        precondition((1...1000).contains(value), "a priority is from 1 to 1000, not \(value)")
        rawValue = value
    }

    public init?(rawValue: Float) {
        guard (1...1000).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) { self.init(Float(value)) }
    public init(floatLiteral value: Double) { self.init(Float(value)) }

    /// `UILayoutPriority.required`, 1000.
    public static let required: LayoutPriority = 1000
    /// `UILayoutPriority.defaultHigh`, 750: a button's compression resistance.
    public static let defaultHigh: LayoutPriority = 750
    /// `UILayoutPriority.dragThatCanResizeScene`, 510.
    public static let dragThatCanResizeScene: LayoutPriority = 510
    /// `UILayoutPriority.defaultLow`, 250: a button's content hugging.
    public static let defaultLow: LayoutPriority = 250
    /// `UILayoutPriority.fittingSizeLevel`, 50.
    public static let fittingSizeLevel: LayoutPriority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// The number as constraints print it after `@`: `750`, `999.5`.
    public var description: String { formatNumber(Double(rawValue)) }
}
