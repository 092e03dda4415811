import Foundation
import Rendering

/// WCAG 2.x's relative luminance and contrast ratio (Success Criterion 1.4.3).
package enum ContrastRatio {
    /// The smallest ratio of normal text.
    package static let minimum = 4.5
    /// The smallest ratio of large text.
    package static let minimumForLargeText = 3.0

    /// `(L1 + 0.05) / (L2 + 0.05)`, the lighter colour's luminance over the darker's: 1 to 21.
    /// Both colours are taken as opaque: blend a translucent one over what is behind it first.
    package static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `0.2126 R + 0.7152 G + 0.0722 B` of the linearized sRGB components.
    package static func luminance(_ color: Color) -> Double {
        func linear(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `top` drawn with its alpha over the opaque `bottom`.
    package static func blend(_ top: Color, over bottom: Color) -> Color {
        let a = min(max(top.alpha, 0), 1)
        return Color(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a), blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// Large text in WCAG's sense: at least 18 pt, or 14 pt bold.
    package static func isLargeText(pointSize: Double, bold: Bool) -> Bool {
        pointSize >= 18 || (bold && pointSize >= 14)
    }
}
