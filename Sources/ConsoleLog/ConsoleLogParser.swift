import SceneModel

/// Finds UIKit's "Unable to simultaneously satisfy constraints" block in console text and reads
/// its constraints and the one UIKit broke.
///
/// Reads every form the console has printed since iOS 7, and AppKit's: with or without the header
/// and its prefixes (`[LayoutConstraints]`, timestamps, system-log lines), tabs, spaces or no
/// indentation, the list in parentheses or bare lines, the break line with its constraint on the
/// same or the next line. Only the block is read: from its header (or, without one, the list's
/// `(`, else its first constraint line) to the end of the list and the break line after it; text
/// before and after it is skipped, and of several blocks the first is read. Inside the list every
/// line must be a constraint description.
package enum ConsoleLogParser {
    package static func parse(_ text: String, file: String) throws(SceneError) -> ConflictLog {
        // CRLF is one character to Swift, and a log saved on Windows or an old Mac ends its lines
        // with it or with CR alone: each is one line end.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map(LogLine.init)
        var reader = BlockReader(lines: lines, log: ConflictLog(constraints: [], broken: nil, file: file))
        try reader.read()
        reader.log.resolveNames()
        return reader.log
    }

    /// The most constraints a log's list may hold. Rebuilding a log as a scene, explaining its
    /// conflict and drawing it takes about 10 KB per constraint (hints placing every view, two
    /// layouts, the drawing): 300,000 constraints, within a scene's limits, took 35 s and 4 GB;
    /// 50,000 take about half a gigabyte. UIKit's own conflicts list a few dozen.
    package static let maximumConstraints = 50_000

    static func isHeader(_ line: Substring) -> Bool {
        line.contains("Unable to simultaneously satisfy constraints") || line.contains("Conflicting constraints detected")
    }

    static func isBreakLine(_ line: Substring) -> Bool { line.contains("Will attempt to recover by breaking") }

    /// Where a constraint description starts anywhere in a line (`<Class:0x`, `<<Class:0x`), or
    /// in a list item that lost its quotes and brackets (`NSLayoutConstraint:0x…,`).
    static func descriptionStart(in line: Substring) -> Substring.Index? {
        var i = line.startIndex
        while i < line.endIndex {
            if line[i] == "<", startsDescription(line[line.index(after: i)...]) { return line.index(after: i) }
            i = line.index(after: i)
        }
        return itemStart(in: line)
    }

    /// Where the description of a list item starts: the line holds nothing before it but
    /// indentation, its quote, and Markdown's `\` before `<`.
    static func itemStart(in line: Substring) -> Substring.Index? {
        let item = itemText(line)
        if item.first == "<", startsDescription(item.dropFirst()) { return item.index(after: item.startIndex) }
        return startsDescription(item) ? item.startIndex : nil
    }

    /// A list line without its indentation, quote and Markdown escape.
    static func itemText(_ line: Substring) -> Substring {
        var item = line.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
        if item.hasPrefix("\\<") { item = item.dropFirst() }
        return item
    }

    /// `Class:0x`, `Class: 0x`, `<Class:0x` (early SnapKit's nested brackets).
    private static func startsDescription(_ text: Substring) -> Bool {
        var rest = text
        if rest.first == "<" { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard let first = name.first, first.isLetter || first == "_", name.contains("Constraint") else { return false }
        var after = rest.dropFirst(name.count)
        guard after.first == ":" else { return false }
        after = after.dropFirst()
        if after.first == " " { after = after.dropFirst() }
        if after.hasPrefix("0x") { return true }
        // Masonry's and SnapKit's key in place of the address: `MASLayoutConstraint:helloConstraint `.
        let key = after.prefix { $0 != " " && $0 != "@" && $0 != ">" }
        return ConstraintDescriptionParser.printsKeys(String(name)) && !key.isEmpty && key.count < after.count
    }

    /// A list item's description: from its start to the closing `>` (before `",`), or to the end of
    /// the line without its quote and comma when the brackets were lost.
    static func listItem(_ line: Substring, from start: Substring.Index) -> Substring {
        var end = line.endIndex
        var text = line[start..<end]
        while let last = text.last, last == " " || last == "\t" || last == "," || last == "\"" || last == "." || last == "\\" {
            text = text.dropLast()
        }
        end = text.endIndex
        if text.last == ">" { end = text.index(before: end) }
        if end > start, line[line.index(before: end)] == "\\" { end = line.index(before: end) }  // Markdown's `\<…\>`
        return line[start..<end]
    }
}

/// One line of the log: as printed, and its text without Markdown's quote markers (`> `), which a
/// paste into an issue or a forum puts before every line.
struct LogLine {
    let whole: Substring
    let text: Substring

    init(_ raw: Substring) {
        whole = raw.hasSuffix("\r") ? raw.dropLast() : raw
        var text = whole
        while text.first == ">" {
            text = text.dropFirst()
            if text.first == " " { text = text.dropFirst() }
        }
        self.text = text
    }

    var trimmed: Substring {
        var t = text.drop { $0 == " " || $0 == "\t" }
        while let last = t.last, last == " " || last == "\t" { t = t.dropLast() }
        return t
    }

    var isBlank: Bool { trimmed.isEmpty }
    /// The list's opener: `(` alone on its line.
    var opensList: Bool { trimmed == "(" }
    /// The list's end: `)`, AppKit's `).`, or `). Will attempt to recover…` on one line.
    var closesList: Bool { trimmed.hasPrefix(")") }

    func column(_ index: Substring.Index) -> Int { whole.distance(from: whole.startIndex, to: index) + 1 }
}

/// Reads the first block of a log line by line: finds where it starts, reads its list strictly
/// and the break line after it, and stops there.
struct BlockReader {
    let lines: [LogLine]
    var log: ConflictLog
    var index = 0
    /// The constraints read so far, by address.
    private var seen: [String: LoggedConstraint] = [:]

    init(lines: [LogLine], log: ConflictLog) {
        self.lines = lines
        self.log = log
    }

    var file: String { log.file }

    mutating func read() throws(SceneError) {
        if let header = lines.firstIndex(where: { ConsoleLogParser.isHeader($0.text) }) {
            try readAfterHeader(header)
        } else if let opener = lines.firstIndex(where: \.opensList) {
            index = opener + 1
            try readList()
        } else if let first = lines.firstIndex(where: { ConsoleLogParser.itemStart(in: $0.text) != nil }) {
            index = first
            try readBareList()
        }
        guard !log.constraints.isEmpty else { throw noConstraints() }
    }

    /// The header, its hint lines, then the list: after `(` (at the end of AppKit's header or on
    /// a line of its own), or bare constraint lines.
    private mutating func readAfterHeader(_ header: Int) throws(SceneError) {
        index = header + 1
        if lines[header].trimmed.hasSuffix("(") { return try readList() }
        while index < lines.count {
            let line = lines[index]
            if line.opensList {
                index += 1
                return try readList()
            }
            if ConsoleLogParser.itemStart(in: line.text) != nil { return try readBareList() }
            if ConsoleLogParser.isBreakLine(line.text) || ConsoleLogParser.isHeader(line.text) { return }
            index += 1  // a hint line
        }
    }

    /// The list after `(`: every line a constraint, up to `)` (or, where the paste lost it, the
    /// break line, the next header or the end of the text), then the break line.
    private mutating func readList() throws(SceneError) {
        while index < lines.count {
            let line = lines[index]
            if line.closesList {
                if ConsoleLogParser.isBreakLine(line.text) { return try readBreak(at: index) }
                index += 1
                return try readBreakLine()
            }
            if ConsoleLogParser.isBreakLine(line.text) { return try readBreakLine() }
            if ConsoleLogParser.isHeader(line.text) { return }
            if !line.isBlank { try readItem(line, number: index + 1) }
            index += 1
        }
    }

    /// Constraint lines without parentheses, up to the first line that is not one.
    private mutating func readBareList() throws(SceneError) {
        while index < lines.count, ConsoleLogParser.itemStart(in: lines[index].text) != nil {
            try readItem(lines[index], number: index + 1)
            index += 1
        }
        try readBreakLine()
    }

    /// One line of the list, which must be a constraint description.
    private mutating func readItem(_ line: LogLine, number: Int) throws(SceneError) {
        guard let start = ConsoleLogParser.itemStart(in: line.text) else { throw unreadableItem(line, number: number) }
        let body = ConsoleLogParser.listItem(line.text, from: start)
        let location = SourceLocation(file: file, line: number, column: line.column(body.startIndex))
        let constraint = try ConstraintDescriptionParser.parse(body, at: location)
        // One constraint printed twice is kept once; two different ones at one address are not
        // merged (that would hide the conflict): the log is damaged or pasted from two runs.
        if let earlier = seen[constraint.address] {
            guard earlier.className == constraint.className, earlier.body == constraint.body, earlier.identifier == constraint.identifier else {
                throw SceneError(
                    "two different constraints have the address \(constraint.address) (the other on line \(earlier.location.line)); "
                        + "a log of one conflict gives each constraint its own", at: location)
            }
            return
        }
        guard log.constraints.count < ConsoleLogParser.maximumConstraints else {
            throw SceneError(
                "the log lists over \(ConsoleLogParser.maximumConstraints) constraints; explain reads at most that many", at: location)
        }
        seen[constraint.address] = constraint
        log.constraints.append(constraint)
    }

    /// A list line that is not a constraint: where it looks like a damaged description, the
    /// description parser's own error says what is wrong in it; else what was expected instead.
    private func unreadableItem(_ line: LogLine, number: Int) -> SceneError {
        let item = ConsoleLogParser.itemText(line.text)
        let location = SourceLocation(file: file, line: number, column: line.column(item.startIndex))
        let word = item.drop { $0 == "<" }.prefix { DescriptionScanner.isClassCharacter($0) }
        if item.first == "<" || word.contains("Constraint") {
            let body = ConsoleLogParser.listItem(line.text, from: item.first == "<" ? item.index(after: item.startIndex) : item.startIndex)
            let at = SourceLocation(file: file, line: number, column: line.column(body.startIndex))
            do throws(SceneError) { _ = try ConstraintDescriptionParser.parse(body, at: at) } catch { return error }
        }
        var found = item
        while let last = found.last, last == "," || last == "\"" || last == " " || last == "\t" { found = found.dropLast() }
        if found.count > 40 { found = found.prefix(40) + "…" }
        return SceneError(
            "expected a constraint description (\"<NSLayoutConstraint:0x…>\") or the ')' that closes the list, found '\(found)'",
            at: location)
    }

    /// After the list: blank lines, then "Will attempt to recover by breaking constraint" with its
    /// constraint on the same line or the next; anything else ends the block.
    private mutating func readBreakLine() throws(SceneError) {
        while index < lines.count, lines[index].isBlank { index += 1 }
        guard index < lines.count, ConsoleLogParser.isBreakLine(lines[index].text) else { return }
        try readBreak(at: index)
    }

    private mutating func readBreak(at breakIndex: Int) throws(SceneError) {
        var at = breakIndex
        var start = ConsoleLogParser.descriptionStart(in: lines[at].text)
        if start == nil {
            at += 1
            while at < lines.count, lines[at].isBlank { at += 1 }
            guard at < lines.count, let next = ConsoleLogParser.itemStart(in: lines[at].text) else { return }
            start = next
        }
        log.broken = try breakConstraint(from: at, start: start!)
    }

    /// The constraint after "Will attempt to recover by breaking constraint": one line, or several
    /// when a title holds a real line break (the break line does not escape it).
    private mutating func breakConstraint(from first: Int, start: Substring.Index) throws(SceneError) -> LoggedConstraint {
        var text = String(lines[first].text[start...])
        var last = first
        while !closes(text), last + 1 < lines.count, !lines[last + 1].isBlank {
            last += 1
            text += "\n" + lines[last].text
        }
        index = last + 1
        let body = ConsoleLogParser.listItem(Substring(text), from: text.startIndex)
        return try ConstraintDescriptionParser.parse(body, at: SourceLocation(file: file, line: first + 1, column: lines[first].column(start)))
    }

    private func closes(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return trimmed.hasSuffix(">") || trimmed.hasSuffix(">.") || trimmed.hasSuffix(")")
    }

    private func noConstraints() -> SceneError {
        if lines.contains(where: { ConsoleLogParser.isHeader($0.text) }), let line = lines.firstIndex(where: { $0.text.contains("<private>") }) {
            return SceneError(
                "the log's constraints are hidden as <private> (AppKit prints them so in release builds); "
                    + "run a debug build to see them", at: SourceLocation(file: file, line: line + 1, column: 1))
        }
        return SceneError(
            "no unsatisfiable-constraints block found (expected UIKit's \"Unable to simultaneously satisfy constraints\" "
                + "and its list of \"<NSLayoutConstraint:0x…>\" lines)",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}
