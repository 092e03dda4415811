import LayoutValues

/// An affine transform taken apart as Core Animation and WebKit interpolate it: a translation,
/// a rotation, a shear along x and a scale, applied scale first:
/// `M = T(tx, ty) · R(rotation) · ShearX(shear) · S(scaleX, scaleY)`.
///
/// Blending the parts (never the matrix entries) turns a rotation at constant size, and takes
/// the shorter way round.
package struct TransformComponents: Hashable, Sendable {
    package var translationX, translationY: Double
    /// Radians, clockwise on screen.
    package var rotation: Double
    /// x moves by `shear · y` before rotating (SVG's `skewX(atan(shear))`).
    package var shear: Double
    package var scaleX, scaleY: Double

    package init(translationX: Double = 0, translationY: Double = 0, rotation: Double = 0, shear: Double = 0, scaleX: Double = 1, scaleY: Double = 1) {
        self.translationX = translationX; self.translationY = translationY
        self.rotation = rotation; self.shear = shear
        self.scaleX = scaleX; self.scaleY = scaleY
    }

    package static let identity = TransformComponents()

    /// Decomposes `t`. A reflection is kept as a negative scale: on x when a < d, else on y.
    package init(_ t: AffineTransform) {
        let determinant = t.a * t.d - t.b * t.c
        var sx = (t.a * t.a + t.b * t.b).squareRoot()
        if determinant < 0 && t.a < t.d { sx = -sx }
        let angle = sx == 0 ? 0 : arcTangent(t.b / sx, t.a / sx)
        let cos = cosine(angle), sin = sine(angle)
        let sy = -sin * t.c + cos * t.d
        let shear = sy == 0 ? 0 : (cos * t.c + sin * t.d) / sy
        self.init(translationX: t.tx, translationY: t.ty, rotation: angle, shear: shear, scaleX: sx, scaleY: sy)
    }

    /// The transform again.
    package var transform: AffineTransform {
        let cos = cosine(rotation), sin = sine(rotation)
        // R · Sh · S, column by column: the images of (1, 0) and (0, 1).
        let a = cos * scaleX, b = sin * scaleX
        let c = (cos * shear - sin) * scaleY, d = (sin * shear + cos) * scaleY
        return AffineTransform(a: a, b: b, c: c, d: d, tx: translationX, ty: translationY)
    }

    /// The two ends made ready for a linear blend, by WebKit's rules: a reflection on different
    /// axes becomes the same one turned by 180°, and the rotation goes the shorter way.
    package static func aligned(_ start: TransformComponents, _ end: TransformComponents) -> (TransformComponents, TransformComponents) {
        var a = start, b = end
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX
            a.scaleY = -a.scaleY
            a.rotation += a.rotation < 0 ? Double.pi : -Double.pi
        }
        if abs(a.rotation - b.rotation) > Double.pi {
            if a.rotation > b.rotation { a.rotation -= 2 * Double.pi } else { b.rotation -= 2 * Double.pi }
        }
        return (a, b)
    }

    /// Each part at progress `p` from `a` to `b` (already ``aligned(_:_:)``).
    package static func interpolate(_ a: TransformComponents, _ b: TransformComponents, _ p: Double) -> TransformComponents {
        TransformComponents(
            translationX: lerp(a.translationX, b.translationX, p), translationY: lerp(a.translationY, b.translationY, p),
            rotation: lerp(a.rotation, b.rotation, p), shear: lerp(a.shear, b.shear, p),
            scaleX: lerp(a.scaleX, b.scaleX, p), scaleY: lerp(a.scaleY, b.scaleY, p))
    }

    /// The transform at progress `p` from `start` to `end`.
    package static func blend(_ start: AffineTransform, _ end: AffineTransform, _ p: Double) -> AffineTransform {
        if start == end { return start }
        let (a, b) = aligned(TransformComponents(start), TransformComponents(end))
        return interpolate(a, b, p).transform
    }
}

/// `a` at 0, `b` at 1, straight between (and beyond, for springs).
@inline(__always)
package func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
    p == 0 ? a : p == 1 ? b : a + (b - a) * p
}

extension Rect {
    /// Origin and size each at progress `p` from `self` to `other`: the same as blending center
    /// and bounds size, as Core Animation does.
    package func interpolated(to other: Rect, _ p: Double) -> Rect {
        Rect(
            x: lerp(minX, other.minX, p), y: lerp(minY, other.minY, p),
            width: lerp(width, other.width, p), height: lerp(height, other.height, p))
    }
}
