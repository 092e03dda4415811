/// A colour in sRGB, components from 0 to 1, alpha not premultiplied.
///
/// UIKit's dynamic system colours (`systemBlue`, `label`, ...) also carry their dark-appearance
/// value; ``resolved(for:)`` picks the one a theme draws with. Every other colour is the same in
/// both themes.
package struct Color: Hashable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double
    /// The components in the dark theme, for dynamic colours.
    private var dark: Components?

    /// The four components of a colour, for the dark variant.
    private struct Components: Hashable, Sendable {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A dynamic colour: `light` in the light theme, `dark` in the dark one.
    package init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        let d = dark.resolved(for: .dark)
        self.dark = Components(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
    }

    /// A grey: `white` from 0 (black) to 1 (white), as `UIColor(white:alpha:)`.
    package init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// From 8-bit components, as written in design tools.
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// Whether the colour differs between the light and dark themes.
    package var isDynamic: Bool { dark != nil }

    /// The colour a theme draws with.
    package func resolved(for theme: Theme) -> Color {
        guard theme == .dark, let dark else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// The colour with its alpha multiplied by `factor` (both variants).
    package func withAlphaMultiplied(by factor: Double) -> Color {
        var copy = self
        copy.alpha *= factor
        copy.dark?.alpha *= factor
        return copy
    }

    package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = Color(white: 0)
    package static let white = Color(white: 1)

    /// `#rrggbb`, or `#rrggbbaa` when not opaque (the light value of a dynamic colour).
    package var description: String {
        let bytes = [red, green, blue].map(Color.byte)
        var text = "#" + bytes.map(Color.hex).joined()
        if alpha < 1 { text += Color.hex(Color.byte(alpha)) }
        return text
    }

    static func byte(_ component: Double) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }

    private static func hex(_ byte: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[byte / 16], digits[byte % 16]])
    }
}
