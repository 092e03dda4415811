import AutoLayout
import Foundation
import SceneModel

/// Reads one constraint description:
/// `CLASS:0xADDR[@File.swift#N] [h=ABC v=ABC] ['identifier'] BODY[(LTR)][   (active[, names: …])]`.
struct ConstraintDescriptionParser {
    var scanner: DescriptionScanner
    /// The `names:` clause: names and `'|'` with the items they stand for, in order.
    var names: [(key: String, item: LoggedItem)] = []
    /// How many times each name was used so far: a name given twice stands for its entries in turn.
    var nameUses: [String: Int] = [:]
    /// A priority printed in a Visual Format gap or size (`-(8@999)-`).
    var visualPriority: Double?
    /// Masonry and SnapKit print a key in place of an address: the constraint's own
    /// (`MASLayoutConstraint:helloConstraint`, SnapKit's `labeled("avatarWidth")`) and a view's
    /// (`UIView:newView`, from `mas_key` or `snp.setLabel`).
    var printsKeys = false

    static func parse(_ text: Substring, at location: SourceLocation) throws(SceneError) -> LoggedConstraint {
        // Refused before it is scanned: reading a 30 MB description cost 18 s and 1 GB before its
        // title was found too long. Two titles at the text limit, in any script, take under 100 KB.
        guard text.utf8.count <= maximumLength else {
            throw SceneError("a constraint's description of \(text.utf8.count) bytes; at most \(maximumLength)", at: location)
        }
        var parser = ConstraintDescriptionParser(scanner: DescriptionScanner(text, at: location))
        return try parser.constraint()
    }

    /// The longest description read, in bytes: far above two titles of 10,000 characters and a
    /// names clause.
    static let maximumLength = 1 << 20

    mutating func constraint() throws(SceneError) -> LoggedConstraint {
        let head = try self.head()
        let bodyEnd = try tail()
        let bodyStart = scanner.position
        var body = scanner.text(bodyStart, bodyEnd).trimmingSpaces
        for direction in ["(LTR)", "(RTL)"] where body.hasSuffix(direction) {
            body = String(body.dropLast(direction.count)).trimmingSpaces
        }
        let contentSize = Self.contentSizePriorities(&body)
        var made = LoggedConstraint(
            className: head.className, address: head.address, sourceFile: head.file, sourceLine: head.line,
            autoresizingCodes: head.codes, identifier: head.identifier, body: body, relation: nil,
            text: String(scanner.chars), location: scanner.start)
        made.contentSizePriorities = contentSize
        guard !body.isEmpty, body != "(null)" else { return made }
        var bodyScanner = DescriptionScanner(Substring(body), at: scanner.location(bodyStart))
        swap(&bodyScanner, &scanner)
        defer { swap(&bodyScanner, &scanner) }
        if scanner.hasPrefix("H:") || scanner.hasPrefix("V:") {
            try visualFormat(into: &made)
        } else {
            made.relation = try equation()
            // An equation UIKit printed with a `'|'` (an autoresizing `minX == 0`) is relative to
            // the view's superview, which the entry names.
            if let r = made.relation, let superview = names.first(where: { $0.key == "|" })?.item, superview.key != r.firstItem.key {
                made.superviews.append((r.firstItem, superview))
            }
        }
        return made
    }

    /// `H:[UILabel:0x…'Hi'(42)] Hug:250 CompressionResistance:750`: the priorities, taken off the body.
    static func contentSizePriorities(_ body: inout String) -> (Double, Double)? {
        guard let hug = body.range(of: " Hug:", options: .backwards) else { return nil }
        let words = body[hug.upperBound...].split(separator: " ")
        guard words.count == 2, let h = Double(words[0]), words[1].hasPrefix("CompressionResistance:"),
            let c = Double(words[1].dropFirst("CompressionResistance:".count))
        else { return nil }
        body = String(body[..<hug.lowerBound]).trimmingSpaces
        return (h, c)
    }

    // MARK: Head and tail

    private mutating func head() throws(SceneError) -> (
        className: String, address: String, file: String?, line: Int?, codes: (String, String)?, identifier: String?
    ) {
        if scanner.current == "<" { scanner.position += 1 }  // early SnapKit: `<<App.LayoutConstraint:0x…> …>`
        let (className, address) = try classAndAddressOrKey()
        var file: String?, line: Int?
        if scanner.skip("@") {
            let from = scanner.position
            while let c = scanner.current, c != "#" { scanner.position += 1 }
            file = scanner.text(from, scanner.position)
            try scanner.expect("#", "'#' and a line number after the source file")
            let lineFrom = scanner.position
            while let c = scanner.current, c.isNumber { scanner.position += 1 }
            line = Int(scanner.text(lineFrom, scanner.position))
            if line == nil { throw scanner.error("expected a line number after '#'") }
        }
        _ = scanner.skip(">")
        scanner.skipSpaces()
        var codes: (String, String)?
        if scanner.hasPrefix("h=") {
            let h = try code("h="), v = try code("v=")
            codes = (h, v)
        }
        var identifier: String?
        if scanner.current == "'" { identifier = try quotedIdentifier() }
        scanner.skipSpaces()
        return (className, address, file, line, codes, identifier)
    }

    /// `NSLayoutConstraint:0x…`, or Masonry's and SnapKit's `MASLayoutConstraint:helloConstraint`
    /// and `SnapKit.LayoutConstraint:avatarWidth@File.swift#22`, whose key stands for the address.
    private mutating func classAndAddressOrKey() throws(SceneError) -> (className: String, address: String) {
        let from = scanner.position
        while let c = scanner.current, DescriptionScanner.isClassCharacter(c) { scanner.position += 1 }
        let className = scanner.text(from, scanner.position)
        printsKeys = Self.printsKeys(className)
        guard printsKeys, scanner.current == ":", !scanner.hasPrefix("0x", at: scanner.position + 1) else {
            scanner.position = from
            return try scanner.classAndAddress()
        }
        scanner.position += 1
        let keyFrom = scanner.position
        while let c = scanner.current, c != " ", c != "@", c != ">" { scanner.position += 1 }
        guard scanner.position > keyFrom else { throw scanner.error("expected an address (0x…) or the constraint's key") }
        return (className, scanner.text(keyFrom, scanner.position))
    }

    /// Masonry's and SnapKit's constraint classes (`SnapKit.LayoutConstraint`, a module's `App.LayoutConstraint`).
    static func printsKeys(_ className: String) -> Bool {
        className == "MASLayoutConstraint" || className.hasPrefix("SnapKit.") || className.hasSuffix(".LayoutConstraint")
    }

    /// `h=--&`: three characters, `-` fixed and `&` flexible.
    private mutating func code(_ prefix: String) throws(SceneError) -> String {
        try scanner.expect(prefix, "'\(prefix)'")
        let from = scanner.position
        while let c = scanner.current, c == "-" || c == "&" { scanner.position += 1 }
        guard scanner.position - from == 3 else { throw scanner.error("expected three of '-' and '&' after '\(prefix)'") }
        scanner.skipSpaces()
        return scanner.text(from, scanner.position).trimmingSpaces
    }

    /// `'UIView-Encapsulated-Layout-Height'`: up to the quote followed by a space (identifiers
    /// may hold spaces and quotes).
    private mutating func quotedIdentifier() throws(SceneError) -> String {
        let open = scanner.position
        var k = open + 1
        while k < scanner.chars.count {
            if scanner.chars[k] == "'", k + 1 == scanner.chars.count || scanner.chars[k + 1] == " " { break }
            k += 1
        }
        guard k < scanner.chars.count else { throw scanner.error("expected the identifier's closing quote", at: open) }
        scanner.position = k + 1
        return scanner.text(open + 1, k)
    }

    /// Finds the tail (`(active, names: …)`, `(Names: …)`, `((null), (null))`), reads its names and
    /// returns where the body ends.
    private mutating func tail() throws(SceneError) -> Int {
        let chars = scanner.chars
        var end = chars.count
        while end > scanner.position, chars[end - 1] == " " { end -= 1 }
        guard end > scanner.position, chars[end - 1] == ")" else { return end }
        for opener in ["(active", "(Names:", "(names:", "((null)", "(%28null"] {
            var k = end - opener.count
            while k >= scanner.position {
                if scanner.hasPrefix(opener, at: k), k == scanner.position || chars[k - 1] == " " {
                    try readNames(from: k + 1, to: end - 1)
                    return k
                }
                k -= 1
            }
        }
        return end
    }

    /// The entries after `names:`: `key:Class:0xADDR['title']` or `key:0xADDR`, separated by `, `.
    private mutating func readNames(from: Int, to: Int) throws(SceneError) {
        let chars = scanner.chars
        var k = from
        while k < to, !(scanner.hasPrefix("names:", at: k) || scanner.hasPrefix("Names:", at: k)) { k += 1 }
        guard k < to else { return }
        k += "names:".count
        while k < to {
            while k < to, chars[k] == " " || chars[k] == "," { k += 1 }
            guard k < to else { break }
            // The entry's address: the first `:0x` followed by hexadecimal digits.
            var colon = k
            while colon < to, !(chars[colon] == ":" && scanner.hasPrefix("0x", at: colon + 1)) { colon += 1 }
            guard colon < to else { throw scanner.error("expected 'name:0xADDR' in the names clause", at: k) }
            var sub = scanner
            sub.position = colon + 1
            let address = try sub.address()
            var prefix = scanner.text(k, colon)
            var key = prefix, className: String?
            if prefix.hasPrefix("'|':") {
                key = "|"
                prefix.removeFirst(4)
                className = prefix
            } else if let split = prefix.lastIndex(of: ":") {
                key = String(prefix[..<split])
                className = String(prefix[prefix.index(after: split)...])
            }
            k = sub.position
            var title: String?
            if k < to, chars[k] == "'" {
                let close = (k + 1..<to).first { chars[$0] == "'" && ($0 + 1 == to || chars[$0 + 1] == "," || chars[$0 + 1] == " ") }
                if let close {
                    guard close - k - 1 <= SceneLimits.maximumTextLength else {
                        throw SceneError("a text of \(close - k - 1) characters; at most \(SceneLimits.maximumTextLength)", at: scanner.location(k))
                    }
                    title = scanner.text(k + 1, close)
                    k = close + 1
                }
            }
            var item = LoggedItem(className: className, address: address, title: title, name: nil)
            if key != "|" {
                item.name = key
                if className == key || !(className.map(looksLikeClass) ?? false) { item.className = nil }
            } else if let className, !looksLikeClass(className) {
                item.className = nil
                item.name = className
            }
            names.append((key, item))
        }
    }

    // MARK: Items

    /// A view or guide up to its attribute (`.top`) or the end of a Visual Format bracket.
    private mutating func item(inBrackets: Bool) throws(SceneError) -> LoggedItem {
        if scanner.current == "<" { scanner.position += 1 }
        if scanner.classAndAddressStarts(at: scanner.position) {
            let (className, address) = try scanner.classAndAddress()
            _ = scanner.skip(">")
            var item = LoggedItem(className: className, address: address)
            if scanner.current == "'" { item.title = try title(inBrackets: inBrackets) }
            if !looksLikeClass(className) {
                item.name = className
                item.className = names.first { $0.item.address == address }?.item.className
            }
            return item
        }
        if printsKeys, let keyed = try keyedItem(inBrackets: inBrackets) { return keyed }
        return try namedItem(inBrackets: inBrackets)
    }

    /// `UIView:newView`: a view Masonry or SnapKit names by its key (`mas_key`, `snp.setLabel`).
    private mutating func keyedItem(inBrackets: Bool) throws(SceneError) -> LoggedItem? {
        let from = scanner.position
        var k = from
        while k < scanner.chars.count, DescriptionScanner.isClassCharacter(scanner.chars[k]) { k += 1 }
        let className = scanner.text(from, k)
        guard k < scanner.chars.count, scanner.chars[k] == ":", looksLikeClass(className) else { return nil }
        let keyFrom = k + 1
        var end = keyFrom
        while end < scanner.chars.count, !endsItem(at: end, inBrackets: inBrackets), scanner.chars[end] != " " { end += 1 }
        guard end > keyFrom, end < scanner.chars.count, endsItem(at: end, inBrackets: inBrackets) else { return nil }
        scanner.position = end
        return LoggedItem(className: className, address: nil, title: nil, name: scanner.text(keyFrom, end))
    }

    /// A title in quotes: it ends at the quote followed by what can follow an item (titles may
    /// hold quotes, colons and dots).
    private mutating func title(inBrackets: Bool) throws(SceneError) -> String {
        let open = scanner.position
        var k = open + 1
        while k < scanner.chars.count {
            if scanner.chars[k] == "'", endsItem(at: k + 1, inBrackets: inBrackets) { break }
            k += 1
        }
        guard k < scanner.chars.count else { throw scanner.error("expected the title's closing quote", at: open) }
        // A title is a text a view shows, with the scene files' limit: refused here, before a
        // string is made of it (a 30 MB title took half a minute and a gigabyte to refuse later).
        let length = k - open - 1
        guard length <= SceneLimits.maximumTextLength else {
            throw SceneError("a text of \(length) characters; at most \(SceneLimits.maximumTextLength)", at: scanner.location(0))
        }
        scanner.position = k + 1
        return scanner.text(open + 1, k)
    }

    /// Whether an item can end here: an attribute follows (`.top `), or a bracket's end.
    private func endsItem(at k: Int, inBrackets: Bool) -> Bool {
        if inBrackets { return k < scanner.chars.count && (scanner.chars[k] == "]" || scanner.chars[k] == "(") }
        return attribute(at: k) != nil
    }

    /// The attribute `.name` at `k` followed by a delimiter: its name and length with the dot.
    private func attribute(at k: Int) -> (name: String, length: Int)? {
        guard k < scanner.chars.count, scanner.chars[k] == "." else { return nil }
        var e = k + 1
        while e < scanner.chars.count, scanner.chars[e].isLetter { e += 1 }
        let name = scanner.text(k + 1, e)
        guard Self.attributes[name] != nil else { return nil }
        guard e == scanner.chars.count || [" ", ")", ">", ","].contains(scanner.chars[e]) else { return nil }
        return (name, e - k)
    }

    /// An item named by an accessibility identifier, through the names clause when it has one.
    private mutating func namedItem(inBrackets: Bool) throws(SceneError) -> LoggedItem {
        let from = scanner.position
        for entry in names.sorted(by: { $0.key.count > $1.key.count }) where entry.key != "|" {
            if scanner.hasPrefix(entry.key), endsItem(at: from + entry.key.count, inBrackets: inBrackets) {
                scanner.position += entry.key.count
                return use(entry.key)
            }
        }
        var k = from
        while k < scanner.chars.count, !endsItem(at: k, inBrackets: inBrackets) { k += 1 }
        guard k < scanner.chars.count, k > from else {
            throw scanner.error(inBrackets ? "expected a view in the brackets" : "expected a view and its attribute (view.top)", at: from)
        }
        let name = scanner.text(from, k)
        if names.contains(where: { $0.key != "|" }) {
            throw SceneError("'\(name)' is not in the constraint's names clause", at: scanner.location(from))
        }
        scanner.position = k
        return LoggedItem(name: name)
    }

    /// The item a name stands for; a name given twice stands for its entries in turn.
    private mutating func use(_ key: String) -> LoggedItem {
        let entries = names.filter { $0.key == key }
        let n = nameUses[key, default: 0]
        nameUses[key] = n + 1
        var item = entries[min(n, entries.count - 1)].item
        item.name = key
        return item
    }

    private mutating func anchor() throws(SceneError) -> (LoggedItem, LayoutAttribute) {
        let item = try self.item(inBrackets: false)
        guard let (name, length) = attribute(at: scanner.position), let attribute = Self.attributes[name] else {
            throw scanner.error("expected an attribute (.top, .width, …)")
        }
        scanner.position += length
        return (item, attribute)
    }

    // MARK: Equation

    /// `first.attr REL [m*]second.attr[ * m][ ± c][ NSSpace(n)]` or `first.attr REL c`.
    private mutating func equation() throws(SceneError) -> LoggedRelation {
        let (first, firstAttribute) = try anchor()
        scanner.skipSpaces()
        let relation = try self.relation()
        scanner.skipSpaces()
        var multiplier = 1.0, constant = 0.0
        var second: (LoggedItem, LayoutAttribute)?
        if scanner.numberStarts() {
            let value = try scanner.number()
            scanner.skipSpaces()
            if scanner.skip("*") {
                scanner.skipSpaces()
                multiplier = value
                second = try anchor()
            } else {
                constant = value
            }
        } else {
            second = try anchor()
            scanner.skipSpaces()
            if scanner.skip("*") {
                scanner.skipSpaces()
                multiplier = try scanner.number()
            }
        }
        scanner.skipSpaces()
        if second != nil, scanner.current == "+" || scanner.current == "-" {
            constant = try scanner.number()
            scanner.skipSpaces()
        }
        if let space = try systemSpace() { constant += space }
        scanner.skipSpaces()
        var priority = try self.priority()
        if priority == nil, printsKeys { priority = try caretPriority() }
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw scanner.error("expected the end of the constraint") }
        return LoggedRelation(
            firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second?.0,
            secondAttribute: second?.1 ?? .notAnAttribute, multiplier: multiplier, constant: constant, priority: priority ?? 1000)
    }

    /// `@750`: a priority from 1 to 1000.
    private mutating func priority() throws(SceneError) -> Double? {
        guard scanner.skip("@") else { return nil }
        let at = scanner.position
        let value = try scanner.number()
        guard value >= 1, value <= 1000 else { throw scanner.error("expected a priority from 1 to 1000", at: at) }
        return value
    }

    /// Masonry's and SnapKit's priority after `^`: a number (`^750.0`), Masonry's words for
    /// its levels (`^high`), or SnapKit's `^UILayoutPriority(_rawValue: 750.0)`.
    private mutating func caretPriority() throws(SceneError) -> Double? {
        guard scanner.skip("^") else { return nil }
        let levels: [(String, Double)] = [("required", 1000), ("high", 750), ("medium", 500), ("low", 250), ("fitting size", 50)]
        for (word, value) in levels where scanner.skip(word) { return value }
        if let open = (scanner.position..<scanner.chars.count).first(where: { scanner.chars[$0] == "(" }),
            scanner.chars[scanner.position..<open].allSatisfy({ DescriptionScanner.isClassCharacter($0) })
        {
            scanner.position = open + 1
            while let c = scanner.current, !(c.isNumber || c == "-") { scanner.position += 1 }  // `_rawValue: `
            let value = try scanner.number()
            try scanner.expect(")", "')' after the priority")
            return try checkedPriority(value, at: open)
        }
        let at = scanner.position
        return try checkedPriority(try scanner.number(), at: at)
    }

    private func checkedPriority(_ value: Double, at: Int) throws(SceneError) -> Double {
        guard value >= 1, value <= 1000 else { throw scanner.error("expected a priority from 1 to 1000", at: at) }
        return value
    }

    private mutating func relation() throws(SceneError) -> LayoutRelation {
        if scanner.skip("==") { return .equal }
        if scanner.skip(">=") { return .greaterThanOrEqual }
        if scanner.skip("<=") { return .lessThanOrEqual }
        throw scanner.error("expected ==, >= or <=")
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: system spacing, read as that many points.
    private mutating func systemSpace() throws(SceneError) -> Double? {
        guard scanner.skip("NSSpace(") || scanner.skip("NSLayoutAnchorConstraintSpace(") else { return nil }
        let value = try scanner.number()
        try scanner.expect(")", "')' after the system spacing")
        return value
    }

    // MARK: Visual Format

    /// `H:|-(15)-[A]`, `V:[A]-(8)-[B]`, `[B]-(>=0)-|`, `V:[A(200)]`: one constraint each.
    private mutating func visualFormat(into made: inout LoggedConstraint) throws(SceneError) {
        let horizontal = scanner.current == "H"
        scanner.position += 2
        var views: [(item: LoggedItem, size: (LayoutRelation, Double)?)] = []
        var leadingEdge = false, trailingEdge = false
        var gap: (LayoutRelation, Double)?
        if scanner.skip("|") { leadingEdge = true }
        while !scanner.isAtEnd {
            if scanner.skip("-") {
                gap = try visualGap()
                continue
            }
            if scanner.skip("|") {
                trailingEdge = true
                break
            }
            try scanner.expect("[", "'[', '-' or '|'")
            let item = try self.item(inBrackets: true)
            var size: (LayoutRelation, Double)?
            if scanner.skip("(") {
                size = try visualValue()
                try scanner.expect(")", "')' after the size")
            }
            try scanner.expect("]", "']' after the view")
            views.append((item, size))
            if views.count == 2 { break }
        }
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw scanner.error("expected the end of the visual format") }
        guard !views.isEmpty else { throw scanner.error("expected a view in the visual format", at: 0) }
        try relate(views.map(\.item), size: views[0].size, gap: gap, leadingEdge: leadingEdge, trailingEdge: trailingEdge, horizontal: horizontal, into: &made)
        if let visualPriority { made.relation?.priority = visualPriority }
    }

    /// `-(8)-`, `-(>=11)-`, `-(-2)-`, `-(NSSpace(8))-`: the gap after the first dash.
    private mutating func visualGap() throws(SceneError) -> (LayoutRelation, Double)? {
        guard scanner.skip("(") else { return nil }
        let value = try visualValue()
        try scanner.expect(")", "')' after the gap")
        try scanner.expect("-", "'-' after the gap")
        return value
    }

    private mutating func visualValue() throws(SceneError) -> (LayoutRelation, Double) {
        var relation = LayoutRelation.equal
        if scanner.skip(">=") { relation = .greaterThanOrEqual } else if scanner.skip("<=") { relation = .lessThanOrEqual } else { _ = scanner.skip("==") }
        let value: Double
        if let space = try systemSpace() { value = space } else { value = try scanner.number() }
        if let priority = try priority() { visualPriority = priority }
        return (relation, value)
    }

    private mutating func relate(
        _ items: [LoggedItem], size: (LayoutRelation, Double)?, gap: (LayoutRelation, Double)?,
        leadingEdge: Bool, trailingEdge: Bool, horizontal: Bool, into made: inout LoggedConstraint
    ) throws(SceneError) {
        let lead: LayoutAttribute = horizontal ? .leading : .top, trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let (relation, constant) = gap ?? (.equal, 0)
        if items.count == 2 {
            made.siblings.append((items[0], items[1]))
            made.relation = LoggedRelation(
                firstItem: items[1], firstAttribute: lead, relation: relation, secondItem: items[0], secondAttribute: trail,
                multiplier: 1, constant: constant)
        } else if leadingEdge || trailingEdge {
            let superview = self.superview(of: items[0])
            made.superviews.append((items[0], superview))
            made.relation =
                leadingEdge
                ? LoggedRelation(
                    firstItem: items[0], firstAttribute: lead, relation: relation, secondItem: superview, secondAttribute: lead,
                    multiplier: 1, constant: constant)
                : LoggedRelation(
                    firstItem: superview, firstAttribute: trail, relation: relation, secondItem: items[0], secondAttribute: trail,
                    multiplier: 1, constant: constant)
        } else if let (relation, value) = size {
            made.relation = LoggedRelation(
                firstItem: items[0], firstAttribute: horizontal ? .width : .height, relation: relation, secondItem: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        } else {
            throw scanner.error("expected a size, a gap or the superview in the visual format", at: 0)
        }
    }

    /// The superview `|` stands for: the names clause's `'|'`, else one made up for the view.
    private func superview(of item: LoggedItem) -> LoggedItem {
        if let entry = names.first(where: { $0.key == "|" }) { return entry.item }
        return LoggedItem(className: nil, address: nil, title: nil, name: "superview of " + (item.address ?? item.name ?? "?"), isInferred: true)
    }

    // MARK: Attributes

    /// Apple's attribute names, and autoresizing constraints' `minX`, `midX`, `maxX`, ….
    static let attributes: [String: LayoutAttribute] = {
        var all: [String: LayoutAttribute] = [:]
        for a in LayoutAttribute.allCases where a != .notAnAttribute { all[a.rawValue] = a }
        all["baseline"] = .lastBaseline
        all["minX"] = .left
        all["midX"] = .centerX
        all["maxX"] = .right
        all["minY"] = .top
        all["midY"] = .centerY
        all["maxY"] = .bottom
        return all
    }()
}

/// Whether text printed before `:0x` names a class (`UIView`, `Proto.HeaderView`, `_TtGC8…`) rather
/// than an accessibility identifier (`progress background`, `ListViewItemLabel...`, `name_label`).
func looksLikeClass(_ text: String) -> Bool {
    guard let first = text.first, first.isUppercase || first == "_" else { return false }
    return !text.contains(" ") && !text.contains("-") && !text.hasSuffix("...")
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
