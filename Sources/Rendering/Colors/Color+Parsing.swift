extension Color {
    /// A colour as scene files write it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a CSS named
    /// colour (`red`, `cornflowerblue`, `transparent`) or a UIKit colour (`systemBlue`, `label`,
    /// `secondarySystemBackground`, `clear`).
    ///
    /// Names are case-insensitive. Where CSS and UIKit give one name two colours (`green`,
    /// `orange`, `brown`, `darkGray`, `lightGray`), CSS wins; UIKit's system colours
    /// (`systemGreen`, `systemOrange`, ...) are the ones that match an iOS screen. UIKit's dynamic
    /// colours keep their dark variant (see ``resolved(for:)``).
    /// - Returns: nil for anything else.
    package init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("#") {
            guard let color = Color(hexDigits: trimmed.dropFirst()) else { return nil }
            self = color
        } else if let color = Color.named(trimmed) {
            self = color
        } else {
            return nil
        }
    }

    /// A named colour: UIKit's first, then CSS's.
    package static func named(_ name: String) -> Color? {
        let key = name.lowercased()
        return systemColors[key] ?? cssColors[key]
    }

    /// The names ``named(_:)`` knows, spelt as UIKit and CSS spell them (`systemBlue`, `darkText`,
    /// `lightgray`), for suggestions.
    package static var spelledNames: [String] {
        (systemColorNames + ["clear", "darkText", "lightText"] + Array(cssColors.keys)).sorted()
    }

    /// The names ``named(_:)`` knows, in lowercase.
    package static var knownNames: [String] {
        (Array(systemColors.keys) + Array(cssColors.keys)).sorted()
    }

    /// 3, 4, 6 or 8 hexadecimal digits.
    private init?(hexDigits: Substring) {
        let values = hexDigits.map { $0.hexDigitValue }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let digits = values.map { $0! }
        let bytes: [Int]
        switch digits.count {
        case 3, 4: bytes = digits.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        self.init(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
