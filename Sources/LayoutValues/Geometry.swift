/// A point in UIKit's coordinates: points, origin top-left, y growing downward.
public struct Point: Hashable, Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable {
    public var width: Double, height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public var description: String {
        "{{\(formatNumber(minX)), \(formatNumber(minY))}, {\(formatNumber(width)), \(formatNumber(height))}}"
    }
}

/// Insets by edge in the reading direction, like `NSDirectionalEdgeInsets`.
/// Insets by absolute edge, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    public static let zero = DirectionalEdgeInsets(all: 0)

    /// The left and right insets for a reading direction.
    package func horizontal(_ direction: LayoutDirection) -> (left: Double, right: Double) {
        direction == .leftToRight ? (leading, trailing) : (trailing, leading)
    }

    package static func + (a: DirectionalEdgeInsets, b: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}

/// A 2D affine transform, `CGAffineTransform`'s `[a b c d tx ty]`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A rotation by `angle` radians, clockwise on screen (UIKit's y grows downward).
    public init(rotationAngle angle: Double) {
        let (s, c) = sineCosine(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `self` followed by `other`, as `CGAffineTransformConcat(self, other)`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}

/// Sine and cosine without Foundation, exact at multiples of 90°.
package func sineCosine(_ angle: Double) -> (sin: Double, cos: Double) {
    let quarter = angle / (Double.pi / 2)
    if quarter == quarter.rounded(), abs(quarter) < 1e15 {
        switch ((Int(quarter) % 4) + 4) % 4 {
        case 0: return (0, 1)
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }
    // Reduce to [-π, π] and sum the Taylor series, enough terms for double precision.
    var x = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi } else if x < -Double.pi { x += 2 * Double.pi }
    var sine = 0.0, cosine = 0.0, term = 1.0
    for n in 0..<30 {
        if n % 2 == 0 { cosine += (n / 2) % 2 == 0 ? term : -term } else { sine += (n / 2) % 2 == 0 ? term : -term }
        term *= x / Double(n + 1)
    }
    return (sine, cosine)
}

/// The reading direction of a scene: leading is left in left-to-right, right in right-to-left.
public enum LayoutDirection: String, Sendable {
    case leftToRight
    case rightToLeft
}

/// The two layout axes.
public enum LayoutAxis: Hashable, Sendable {
    case horizontal
    case vertical
}
