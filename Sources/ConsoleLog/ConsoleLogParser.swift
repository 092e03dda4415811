import SceneFile

/// Finds UIKit's "Unable to simultaneously satisfy constraints" block in console text and reads
/// its constraints and the one UIKit broke.
///
/// Reads every form the console has printed since iOS 7, and AppKit's: with or without the header
/// and its prefixes (`[LayoutConstraints]`, timestamps, system-log lines), tabs, spaces or no
/// indentation, the list in parentheses or bare lines, the break line with its constraint on the
/// same or the next line. Text around the block is skipped. When the text holds several blocks,
/// the first is read.
public enum ConsoleLogParser {
    public static func parse(_ text: String, file: String) throws(SceneError) -> ConflictLog {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        var log = ConflictLog(constraints: [], broken: nil, file: file)
        var seen: Set<String> = []
        var sawHeader = false, expectingBroken = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            if isHeader(line) {
                if sawHeader && !log.constraints.isEmpty { break }  // a second block: AppKit prints the same conflict twice
                sawHeader = true
                continue
            }
            if line.contains("Will attempt to recover by breaking") {
                expectingBroken = true
                guard let start = descriptionStart(in: line) else { continue }
                log.broken = try breakConstraint(lines, from: index - 1, start: start, file: file, next: &index)
                expectingBroken = false
                continue
            }
            guard let start = descriptionStart(in: line) else { continue }
            if expectingBroken {
                log.broken = try breakConstraint(lines, from: index - 1, start: start, file: file, next: &index)
                expectingBroken = false
                continue
            }
            let body = listItem(line, from: start)
            let location = SourceLocation(file: file, line: number, column: line.distance(from: line.startIndex, to: body.startIndex) + 1)
            let constraint = try ConstraintDescriptionParser.parse(body, at: location)
            if seen.insert(constraint.address).inserted { log.constraints.append(constraint) }
        }
        guard !log.constraints.isEmpty else {
            if sawHeader, let line = lines.firstIndex(where: { $0.contains("<private>") }) {
                throw SceneError(
                    "the log's constraints are hidden as <private> (AppKit prints them so in release builds); "
                        + "run a debug build to see them", at: SourceLocation(file: file, line: line + 1, column: 1))
            }
            throw SceneError(
                "no unsatisfiable-constraints block found (expected UIKit's \"Unable to simultaneously satisfy constraints\" "
                    + "and its list of \"<NSLayoutConstraint:0x…>\" lines)",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        return log
    }

    static func isHeader(_ line: Substring) -> Bool {
        line.contains("Unable to simultaneously satisfy constraints") || line.contains("Conflicting constraints detected")
    }

    /// Where a constraint description starts in a line: `<Class:0x`, `<<Class:0x`, or a list item
    /// that lost its quotes and brackets (`NSLayoutConstraint:0x…,`).
    static func descriptionStart(in line: Substring) -> Substring.Index? {
        var i = line.startIndex
        while i < line.endIndex {
            if line[i] == "<", startsDescription(line[line.index(after: i)...]) { return line.index(after: i) }
            i = line.index(after: i)
        }
        let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
        if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].hasSuffix("Constraint"), startsDescription(trimmed) {
            return trimmed.startIndex
        }
        return nil
    }

    /// `Class:0x`, `Class: 0x`, `<Class:0x` (early SnapKit's nested brackets).
    private static func startsDescription(_ text: Substring) -> Bool {
        var rest = text
        if rest.first == "<" { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard let first = name.first, first.isLetter || first == "_", name.contains("Constraint") || name.hasSuffix("LayoutConstraint") else { return false }
        var after = rest.dropFirst(name.count)
        guard after.first == ":" else { return false }
        after = after.dropFirst()
        if after.first == " " { after = after.dropFirst() }
        return after.hasPrefix("0x")
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

    /// The constraint after "Will attempt to recover by breaking constraint": one line, or several
    /// when a title holds a real line break (the break line does not escape it).
    private static func breakConstraint(
        _ lines: [Substring], from index: Int, start: Substring.Index, file: String, next: inout Int
    ) throws(SceneError) -> LoggedConstraint {
        var text = String(lines[index][start...])
        var last = index
        while !closes(text), last + 1 < lines.count, !lines[last + 1].trimmingCharacters.isEmpty {
            last += 1
            text += "\n" + lines[last]
        }
        next = last + 1
        let column = lines[index].distance(from: lines[index].startIndex, to: start) + 1
        let body = listItem(Substring(text), from: text.startIndex)
        return try ConstraintDescriptionParser.parse(body, at: SourceLocation(file: file, line: index + 1, column: column))
    }

    private static func closes(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return trimmed.hasSuffix(">") || trimmed.hasSuffix(">.") || trimmed.hasSuffix(")")
    }
}

extension Substring {
    var trimmingCharacters: Substring { drop { $0 == " " || $0 == "\t" } }
}
