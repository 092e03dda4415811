import Foundation

/// Names for the items of a log: scene ids (`setLunchLabel`, `imageView2`) and the words a person
/// would use ("the image view", "the 'Cancel' button", "the table cell's content view").
struct LoggedItemNames {
    /// Scene ids by item key.
    private(set) var ids: [String: String] = [:]
    /// Plain words by item key, with "the".
    private(set) var words: [String: String] = [:]

    init(_ hierarchy: LoggedHierarchy) {
        var used: Set<String> = ["root"]
        // The number each base's search goes on from: every id before it is taken, so 20,000
        // views of one kind are named in linear time, not each from `view2` on.
        var nextNumber: [String: Int] = [:]
        for item in hierarchy.items {
            var base = Self.id(for: item, owner: hierarchy.parent[item.key].map { hierarchy.item($0) })
            if base.isEmpty || !(base.first!.isLetter) { base = "view" + base }
            var id = base, n = nextNumber[base] ?? 2
            if used.contains(id) { id = "\(base)\(n)" }
            while used.contains(id) {
                n += 1
                id = "\(base)\(n)"
            }
            if id != base { nextNumber[base] = n + 1 }
            used.insert(id)
            ids[item.key] = id
        }
        var phrases: [String: String] = [:]
        for item in hierarchy.items {
            phrases[item.key] = Self.phrase(for: item, owner: hierarchy.parent[item.key].map { hierarchy.item($0) })
        }
        let counts = Dictionary(phrases.values.map { ($0, 1) }, uniquingKeysWith: +)
        var seen: [String: Int] = [:]
        for item in hierarchy.items {
            let phrase = phrases[item.key]!
            if counts[phrase]! > 1 {
                let n = seen[phrase, default: 0] + 1
                seen[phrase] = n
                words[item.key] = "the \(Self.ordinal(n)) \(phrase)"
            } else {
                words[item.key] = "the \(phrase)"
            }
        }
    }

    // MARK: Words

    /// "image view", "'Cancel' button", "label 'Set lunch'", "layout margins guide of the stack view".
    static func phrase(for item: LoggedItem, owner: LoggedItem?) -> String {
        if let name = item.name, item.className == nil { return "view '\(name)'" }
        let kind = kindWords(item.className ?? "UIView")
        if item.isLayoutGuide {
            let ownerWords = owner.map { " of the " + phrase(for: $0, owner: nil) } ?? ""
            switch item.title {
            case "UIViewLayoutMarginsGuide": return "layout margins guide" + ownerWords
            case "UIViewSafeAreaLayoutGuide": return "safe area guide" + ownerWords
            case "UISV-alignment-spanner": return "stack view's alignment spanner"
            default: return kind + ownerWords
            }
        }
        if let name = item.name { return "\(kind) '\(name)'" }
        guard let title = item.title, !title.trimmingSpaces.isEmpty else { return kind }
        let shown = title.replacingNewlines
        return kind.hasSuffix("button") ? "'\(shown)' \(kind)" : "\(kind) '\(shown)'"
    }

    /// A class in words: `UITableViewCellContentView` → "table cell's content view", a class of the
    /// app's own by its name.
    static func kindWords(_ className: String) -> String {
        let known: [String: String] = [
            "UIView": "view", "UIImageView": "image view", "UILabel": "label", "UIButton": "button",
            "UIStackView": "stack view", "UITableViewCellContentView": "table cell's content view",
            "UITableViewCell": "table cell", "UICollectionViewCell": "collection view cell",
            "UICollectionView": "collection view", "UITableView": "table view", "UIScrollView": "scroll view",
            "UITextField": "text field", "UITextView": "text view", "UISwitch": "switch", "UISlider": "slider",
            "UILayoutGuide": "layout guide", "_UILayoutGuide": "top or bottom layout guide",
            "_UILayoutSpacer": "stack view's spacer", "_UIButtonBarStackView": "bar button items' stack",
            "UINavigationBar": "navigation bar", "UIToolbar": "toolbar", "UITabBar": "tab bar",
            "UISearchBar": "search bar", "UIWindow": "window", "UIVisualEffectView": "visual effect view",
            "_UIButtonBarButton": "bar button",
        ]
        if let words = known[className] { return words }
        return shortClassName(className)
    }

    /// "first" to "tenth" in words, then English's suffixes: 11th, 12th, 13th, 21st, 22nd, 23rd, 111th.
    static func ordinal(_ n: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        if n >= 1 && n <= words.count { return words[n - 1] }
        let suffix =
            switch (n % 10, n % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(n)\(suffix)"
    }

    // MARK: Scene ids

    /// `setLunchLabel`, `cancelButton`, `contentView`, `imageView`, `stackViewMargins`.
    static func id(for item: LoggedItem, owner: LoggedItem?) -> String {
        if item.isLayoutGuide {
            let ownerID = owner.map { id(for: $0, owner: nil) } ?? ""
            switch item.title {
            case "UIViewLayoutMarginsGuide": return ownerID + (ownerID.isEmpty ? "margins" : "Margins")
            case "UIViewSafeAreaLayoutGuide": return ownerID + (ownerID.isEmpty ? "safeArea" : "SafeArea")
            case "UISV-alignment-spanner": return "alignmentSpanner"
            default: return item.className == "_UILayoutGuide" ? "layoutSupportGuide" : "layoutGuide"
            }
        }
        if let name = item.name, item.className == nil { return camelCase(name) }
        var kind = String(shortClassName(item.className ?? "UIView").drop { $0 == "_" })
        if kind.hasPrefix("UI") || kind.hasPrefix("NS") { kind = String(kind.dropFirst(2)) }
        if kind == "TableViewCellContentView" { kind = "ContentView" }
        let words = item.name ?? item.title.map { String($0.prefix(24)) }
        let text = words.map(camelCase) ?? ""
        return text.isEmpty ? lowerFirst(kind) : text + kind.prefix(1).uppercased() + kind.dropFirst()
    }

    /// `lower camel case` of the letters and digits of a text.
    static func camelCase(_ text: String) -> String {
        let parts = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map { part in
            part.allSatisfy { $0.isUppercase || $0.isNumber } ? part.lowercased() : String(part)
        }
        guard let first = parts.first else { return "" }
        return lowerFirst(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func lowerFirst(_ text: String) -> String {
        let upper = text.prefix { $0.isUppercase }
        if upper.count > 1 && upper.count < text.count { return upper.dropLast().lowercased() + text.dropFirst(upper.count - 1) }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// A class without its module, KVO prefix or Swift mangling: `Proto.HeaderView` → `HeaderView`,
/// `NSKVONotifying_LQRoundedCornerView` → `LQRoundedCornerView`, `_TtGC8MyAppXYZ8CardView…` → `CardView`.
func shortClassName(_ className: String) -> String {
    var name = className.split(separator: ".").last.map(String.init) ?? className
    if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
    if name.hasPrefix("_Tt"), let demangled = mangledClassName(name) { return demangled }
    return name
}

/// The class in a mangled Swift name: the second length-prefixed word (the first is the module).
private func mangledClassName(_ name: String) -> String? {
    let chars = Array(name)
    var words: [String] = []
    var i = 0
    while i < chars.count, words.count < 2 {
        guard chars[i].isNumber else {
            i += 1
            continue
        }
        var length = 0
        while i < chars.count, let d = chars[i].wholeNumberValue {
            length = length * 10 + d
            i += 1
        }
        guard length > 0, i + length <= chars.count else { return nil }
        words.append(String(chars[i..<i + length]))
        i += length
    }
    return words.count == 2 ? words[1] : nil
}

extension String {
    /// A title's escaped or real line breaks as spaces.
    var replacingNewlines: String {
        replacingOccurrences(of: "\\n", with: " ").split(separator: "\n").joined(separator: " ")
    }
}
