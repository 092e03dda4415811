import Animation
import SceneModel

/// Reads a curve: `linear`, `easeIn`, `easeOut`, `easeInOut`, `cubicBezier(x1, y1, x2, y2)`,
/// `spring(damping: 0.7, velocity: 0)` or `spring(response: 0.5, dampingRatio: 0.8)`.
enum TimingCurveParser {
    static let names = ["linear", "easeIn", "easeOut", "easeInOut", "cubicBezier(x1, y1, x2, y2)",
                        "spring(damping: d, velocity: v)", "spring(response: r, dampingRatio: d)"]

    static func parse(_ text: Located<String>) throws(SceneError) -> TimingCurve {
        let body = text.value.trimmingSpaces
        switch body {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut", "easeInEaseOut": return .easeInOut
        case "default": return .cubicBezier(.systemDefault)
        default: break
        }
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else {
            throw SceneError("unknown curve '\(body)'\(didYouMean(body, ["linear", "easeIn", "easeOut", "easeInOut"])); curves: \(names.joined(separator: ", "))", at: text.location)
        }
        let function = String(body[..<open]).trimmingSpaces
        let arguments = try self.arguments(String(body[body.index(after: open)..<body.index(before: body.endIndex)]), text)
        switch function {
        case "cubicBezier": return try cubicBezier(arguments, text)
        case "spring": return try spring(arguments, text)
        default:
            throw SceneError("unknown curve '\(function)'\(didYouMean(function, ["cubicBezier", "spring"])); curves: \(names.joined(separator: ", "))", at: text.location)
        }
    }

    /// `label: value` or `value`, separated by commas.
    private static func arguments(_ list: String, _ text: Located<String>) throws(SceneError) -> [(label: String?, value: Double)] {
        var result: [(String?, Double)] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
            let label = pieces.count == 2 ? pieces[0] : nil
            guard let value = WrittenNumber(pieces[pieces.count - 1]).value else {
                throw SceneError("\(WrittenNumber.problem(pieces[pieces.count - 1], shown: String(part).trimmingSpaces)) in the curve '\(text.value)'", at: text.location)
            }
            result.append((label, value))
        }
        return result
    }

    private static func cubicBezier(_ a: [(label: String?, value: Double)], _ text: Located<String>) throws(SceneError) -> TimingCurve {
        guard a.count == 4, a.allSatisfy({ $0.label == nil }) else {
            throw SceneError("cubicBezier takes four numbers: cubicBezier(x1, y1, x2, y2)", at: text.location)
        }
        guard (0...1).contains(a[0].value), (0...1).contains(a[2].value) else {
            throw SceneError("a cubicBezier's x1 and x2 are times, from 0 to 1", at: text.location)
        }
        return .cubicBezier(CubicBezier(a[0].value, a[1].value, a[2].value, a[3].value))
    }

    /// The shortest `response` of a spring, in seconds.
    static let shortestResponse = 0.001

    private static func spring(_ a: [(label: String?, value: Double)], _ text: Located<String>) throws(SceneError) -> TimingCurve {
        let labels = a.map { $0.label ?? "" }
        func value(_ label: String) -> Double? { a.first { $0.label == label }?.value }
        if labels.contains("damping") {
            guard Set(labels).isSubset(of: ["damping", "velocity"]), let damping = value("damping") else {
                throw SceneError("UIKit's spring reads spring(damping: 0.7, velocity: 0)", at: text.location)
            }
            guard damping > 0 else { throw SceneError("a spring's damping is more than 0, not \(formatted(damping))", at: text.location) }
            return .springOverDuration(dampingRatio: damping, initialVelocity: value("velocity") ?? 0)
        }
        guard Set(labels).isSubset(of: ["response", "dampingRatio", "velocity"]), let response = value("response") else {
            throw SceneError("a spring reads spring(damping: 0.7, velocity: 0) or spring(response: 0.5, dampingRatio: 0.8)", at: text.location)
        }
        // Below a millisecond (the step settling is measured in) ω₀² overflows toward infinity
        // (1e-300 gave NaN keyframes); such a spring has arrived before the first frame anyway.
        guard response >= TimingCurveParser.shortestResponse else {
            throw SceneError(
                "a spring's response is at least \(formatted(TimingCurveParser.shortestResponse)) seconds, not \(formatted(response))",
                at: text.location)
        }
        let ratio = value("dampingRatio") ?? 0.825
        guard ratio > 0 else { throw SceneError("a spring's dampingRatio is more than 0, not \(formatted(ratio))", at: text.location) }
        return .spring(Spring(response: response, dampingRatio: ratio, initialVelocity: value("velocity") ?? 0))
    }
}
