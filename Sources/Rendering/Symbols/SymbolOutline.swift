import LayoutValues

/// The outlines of the glyphs that stand in for SF Symbols, kept as SVG path data on a 24-point
/// square (``material``) and read into ``Outline``s when drawn.
package enum SymbolOutline {
    /// The outline of path data made of `M`, `L`, `H`, `V`, `Q` and `Z` with absolute
    /// coordinates (what `scripts/generate-symbol-outlines` writes); nil for anything else.
    package static func parse(_ data: String) -> Outline? {
        var elements: [Outline.Element] = []
        var numbers: [Double] = [], command: Character? = nil
        var current = Point(x: 0, y: 0), start = current
        // A command's numbers may repeat its arguments (`M` then more pairs are lines), as SVG allows.
        func flush() -> Bool {
            guard let command else { return numbers.isEmpty }
            let arity = ["M": 2, "L": 2, "H": 1, "V": 1, "Q": 4, "Z": 0][command] ?? -1
            guard arity >= 0, arity == 0 ? numbers.isEmpty : !numbers.isEmpty && numbers.count % arity == 0 else { return false }
            if arity == 0 {
                current = start
                elements.append(.close)
            }
            var index = 0
            while index < numbers.count {
                let n = numbers[index..<index + arity].map { $0 }
                switch command {
                case "M" where index == 0: current = Point(x: n[0], y: n[1]); start = current; elements.append(.move(current))
                case "M", "L": current = Point(x: n[0], y: n[1]); elements.append(.line(current))
                case "H": current = Point(x: n[0], y: current.y); elements.append(.line(current))
                case "V": current = Point(x: current.x, y: n[0]); elements.append(.line(current))
                default:
                    current = Point(x: n[2], y: n[3])
                    elements.append(.quad(control: Point(x: n[0], y: n[1]), to: current))
                }
                index += arity
            }
            numbers = []
            return true
        }
        var token = ""
        for character in data + " " {
            if character.isLetter {
                if !token.isEmpty { guard let value = Double(token) else { return nil }; numbers.append(value); token = "" }
                guard flush() else { return nil }
                command = character
            } else if character == " " || character == "," {
                if !token.isEmpty { guard let value = Double(token) else { return nil }; numbers.append(value); token = "" }
            } else {
                token.append(character)
            }
        }
        guard flush(), !elements.isEmpty else { return nil }
        return Outline(elements)
    }
}
