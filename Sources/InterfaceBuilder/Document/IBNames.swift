/// Names as Xcode's document outline shows them.
import SceneModel

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

extension InterfaceBuilderScene {
    /// Names for a scene file, made from the views' user labels, texts and kinds
    /// (`titleLabel`, `signInButton`, `stackView2`), unique, by object id; the root is `root`,
    /// a scroll view's content guide `scrollViewContent`.
    package var readableNames: [String: String] {
        var names: [String: String] = [:]
        var taken: Set<String> = ["root", "superview"]
        // The number each base's search goes on from: every name before it is taken, so 40,000
        // views of one kind claim their names in linear time, not one by one from 2.
        var nextNumber: [String: Int] = [:]
        func claim(_ base: String) -> String {
            var name = base, n = nextNumber[base] ?? 2
            if taken.contains(name) { name = "\(base)\(n)" }
            while taken.contains(name) { n += 1; name = "\(base)\(n)" }
            if name != base { nextNumber[base] = n + 1 }
            taken.insert(name)
            return name
        }
        for (index, id) in viewOrder.enumerated() {
            guard let info = views[id] else { continue }
            names[id] = index == 0 ? "root" : claim(IBNames.identifier(for: info))
        }
        for guide in document.root.allGuides {
            let owner = guide.value.hasSuffix("-contentArea") ? String(guide.value.dropLast("-contentArea".count)) : nil
            names[guide.value] = claim((owner.flatMap { names[$0] } ?? "guide") + "Content")
        }
        return names
    }
}

extension IBNames {
    /// `Label - CALCULATE YOUR BMI` → `calculateYourBmiLabel`; a user label as it is written,
    /// camel-cased; else the kind: `stackView`.
    static func identifier(for info: IBViewInfo) -> String {
        let kind = typeName(info.type)
        let suffix = kind.split(separator: " ").last.map(String.init) ?? "View"
        let words: [Substring]
        let name = info.name
        if name == kind {
            words = kind.split(separator: " ")
        } else if name.hasPrefix(kind + " - ") {
            let text = name.dropFirst(kind.count + 3)
            words = Array(text.split { !$0.isLetter && !$0.isNumber }.prefix(3)) + [Substring(suffix)]
        } else {
            words = name.split { !$0.isLetter && !$0.isNumber }
        }
        var identifier = ""
        for (i, word) in words.enumerated() {
            let ascii = String(word.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
            guard !ascii.isEmpty else { continue }
            identifier += i == 0 || identifier.isEmpty ? ascii.lowercased() : ascii.prefix(1).uppercased() + ascii.dropFirst().lowercased()
        }
        if identifier.isEmpty || identifier.first!.isNumber { identifier = suffix.lowercased() + identifier }
        return identifier
    }
}

extension ViewSpec {
    /// The guides of this view and of every view under it.
    var allGuides: [Located<String>] { guides + subviews.flatMap(\.allGuides) }
}
