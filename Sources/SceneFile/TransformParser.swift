import AutoLayout
import SceneModel

/// Reads a 2D transform as CSS writes it: `rotate(22.5) scale(0.5)`, `translate(10, 20)`,
/// `scale(1, 2)`, `matrix(a, b, c, d, tx, ty)`; angles in degrees (`deg` and `rad` also read).
/// Functions apply right to left, as in CSS: `rotate(30) scale(2)` scales first.
enum TransformParser {
    static func parse(_ source: Located<String>) throws(SceneError) -> AffineTransform {
        var result = AffineTransform.identity
        var rest = Substring(source.value)
        var offset = 0
        while true {
            // Only what is dropped is counted: counting the rest before and after made 40,000
            // functions quadratic (44 s).
            let spaces = rest.prefix { $0 == " " || $0 == "\t" }
            offset += spaces.count
            rest = rest[spaces.endIndex...]
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
                throw SceneError("expected a transform function such as 'rotate(45)' or 'scale(0.5)'", at: source.location.advanced(by: offset))
            }
            let name = String(rest[rest.startIndex..<open]).trimmingSpaces
            let arguments = rest[rest.index(after: open)..<close].split(separator: ",").map { String($0).trimmingSpaces }
            let here = source.location.advanced(by: offset)
            let function = try make(name, arguments, at: here)
            result = function.concatenating(result)
            try checkBounds(result, at: here)
            let consumed = rest.distance(from: rest.startIndex, to: close) + 1
            rest = rest[rest.index(after: close)...]
            offset += consumed
        }
    }

    /// The largest scale or translation a whole transform may reach: each function's numbers are
    /// checked, and so is their product (ten factors of 10⁷ would overflow the drawing's pixels).
    static let largestComponent = 1e7

    static func checkBounds(_ t: AffineTransform, at location: SourceLocation) throws(SceneError) {
        let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        guard parts.allSatisfy({ $0.isFinite && abs($0) <= largestComponent }) else {
            throw SceneError(
                "the transform scales or moves by more than 10000000 once its functions are combined", at: location)
        }
    }

    private static func make(_ name: String, _ arguments: [String], at location: SourceLocation) throws(SceneError) -> AffineTransform {
        func numbers(_ counts: [Int]) throws(SceneError) -> [Double] {
            guard counts.contains(arguments.count) else {
                throw SceneError("\(name)() takes \(counts.map(String.init).joined(separator: " or ")) numbers", at: location)
            }
            var values: [Double] = []
            for argument in arguments {
                guard let value = WrittenNumber(argument).value else {
                    throw SceneError("\(WrittenNumber.problem(argument)) in \(name)()", at: location)
                }
                values.append(value)
            }
            return values
        }
        switch name {
        case "scale":
            let v = try numbers([1, 2])
            return AffineTransform(scaleX: v[0], y: v.count == 2 ? v[1] : v[0])
        case "translate":
            let v = try numbers([1, 2])
            return AffineTransform(translationX: v[0], y: v.count == 2 ? v[1] : 0)
        case "rotate":
            guard arguments.count == 1 else { throw SceneError("rotate() takes one angle", at: location) }
            return AffineTransform(rotationAngle: try angle(arguments[0], at: location))
        case "matrix":
            let v = try numbers([6])
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        default:
            throw SceneError(
                "unknown transform '\(name)'\(didYouMean(name, ["scale", "translate", "rotate", "matrix"]))", at: location)
        }
    }

    private static func angle(_ text: String, at location: SourceLocation) throws(SceneError) -> Double {
        var body = text, factor = Double.pi / 180
        if body.hasSuffix("deg") { body.removeLast(3) } else if body.hasSuffix("rad") { body.removeLast(3); factor = 1 }
        guard let value = parseNumber(body), value.isFinite, abs(value) <= 1e7 else {
            throw SceneError("'\(text)' is not an angle in rotate()", at: location)
        }
        return value * factor
    }
}
