extension Color {
    /// UIKit's colours that CSS does not name (iOS 15 values), keyed in lowercase: the system
    /// colours with their dark-appearance variants, the semantic ones (`label`, `separator`,
    /// backgrounds and fills) and the fixed `clear`, `darkText` and `lightText`.
    static let systemColors: [String: Color] = {
        var table: [String: Color] = [:]
        for (name, light, dark) in systemColorTable {
            table[name.lowercased()] = Color(light: light, dark: dark)
        }
        table["clear"] = .clear
        table["darktext"] = .black
        table["lighttext"] = Color(white: 1, alpha: 0.6)
        return table
    }()

    /// UIKit's names of ``systemColors``, as UIKit spells them.
    static var systemColorNames: [String] { systemColorTable.map(\.0) }

    private static let systemColorTable: [(String, Color, Color)] = [
        ("systemRed", Color(255, 59, 48), Color(255, 69, 58)),
        ("systemOrange", Color(255, 149, 0), Color(255, 159, 10)),
        ("systemYellow", Color(255, 204, 0), Color(255, 214, 10)),
        ("systemGreen", Color(52, 199, 89), Color(48, 209, 88)),
        ("systemMint", Color(0, 199, 190), Color(99, 230, 226)),
        ("systemTeal", Color(48, 176, 199), Color(64, 200, 224)),
        ("systemCyan", Color(50, 173, 230), Color(100, 210, 255)),
        ("systemBlue", Color(0, 122, 255), Color(10, 132, 255)),
        ("systemIndigo", Color(88, 86, 214), Color(94, 92, 230)),
        ("systemPurple", Color(175, 82, 222), Color(191, 90, 242)),
        ("systemPink", Color(255, 45, 85), Color(255, 55, 95)),
        ("systemBrown", Color(162, 132, 94), Color(172, 142, 104)),
        ("systemGray", Color(142, 142, 147), Color(142, 142, 147)),
        ("systemGray2", Color(174, 174, 178), Color(99, 99, 102)),
        ("systemGray3", Color(199, 199, 204), Color(72, 72, 74)),
        ("systemGray4", Color(209, 209, 214), Color(58, 58, 60)),
        ("systemGray5", Color(229, 229, 234), Color(44, 44, 46)),
        ("systemGray6", Color(242, 242, 247), Color(28, 28, 30)),
        ("label", Color(0, 0, 0), Color(255, 255, 255)),
        ("secondaryLabel", Color(60, 60, 67, 0.6), Color(235, 235, 245, 0.6)),
        ("tertiaryLabel", Color(60, 60, 67, 0.3), Color(235, 235, 245, 0.3)),
        ("quaternaryLabel", Color(60, 60, 67, 0.18), Color(235, 235, 245, 0.16)),
        ("placeholderText", Color(60, 60, 67, 0.3), Color(235, 235, 245, 0.3)),
        ("link", Color(0, 122, 255), Color(9, 132, 255)),
        ("separator", Color(60, 60, 67, 0.29), Color(84, 84, 88, 0.6)),
        ("opaqueSeparator", Color(198, 198, 200), Color(56, 56, 58)),
        ("systemBackground", Color(255, 255, 255), Color(0, 0, 0)),
        ("secondarySystemBackground", Color(242, 242, 247), Color(28, 28, 30)),
        ("tertiarySystemBackground", Color(255, 255, 255), Color(44, 44, 46)),
        ("systemGroupedBackground", Color(242, 242, 247), Color(0, 0, 0)),
        ("secondarySystemGroupedBackground", Color(255, 255, 255), Color(28, 28, 30)),
        ("tertiarySystemGroupedBackground", Color(242, 242, 247), Color(44, 44, 46)),
        ("systemFill", Color(120, 120, 128, 0.2), Color(120, 120, 128, 0.36)),
        ("secondarySystemFill", Color(120, 120, 128, 0.16), Color(120, 120, 128, 0.32)),
        ("tertiarySystemFill", Color(118, 118, 128, 0.12), Color(118, 118, 128, 0.24)),
        ("quaternarySystemFill", Color(116, 116, 128, 0.08), Color(118, 118, 128, 0.18)),
    ]
}
