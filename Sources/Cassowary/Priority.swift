import LayoutValues

/// How much a constraint matters: 1 to 1000, where 1000 is required.
///
/// Priorities are strictly ordered, as Apple documents them: the solver satisfies a constraint
/// at priority *p* as well as it can before it considers any number of constraints below *p*.
/// Constraints at the same priority trade off by the sum of their errors.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    public let rawValue: Float

    /// A priority; a value outside 1...1000 is a programming error and traps.
    public init(_ value: Float) {
        precondition(value >= 1 && value <= 1000, "a priority is from 1 to 1000, not \(value)")
        rawValue = value
    }

    public init?(rawValue: Float) {
        guard rawValue >= 1 && rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) { self.init(Float(value)) }
    public init(floatLiteral value: Double) { self.init(Float(value)) }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let dragThatCanResizeScene: Priority = 510
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { formatNumber(Double(rawValue)) }
}
