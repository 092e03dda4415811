/// Names as Xcode's document outline shows them.
enum IBNames {
    /// The element's `userLabel`; else its kind, and its text or title when it has one:
    /// `Label - CALCULATE YOUR BMI`, `Stack View`.
    static func name(of element: XMLElementNode) -> String {
        if let label = element["userLabel"] { return label }
        let kind = typeName(element.name)
        if let text = IBText.text(of: element), !text.isEmpty { return "\(kind) - \(text)" }
        return kind
    }

    /// `stackView` → `Stack View`, `tableViewCellContentView` → `Content View`.
    static func typeName(_ element: String) -> String {
        if element.hasSuffix("ContentView") { return "Content View" }
        var words: [String] = []
        var word = ""
        for character in element {
            if character.isUppercase, !word.isEmpty { words.append(word); word = "" }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
