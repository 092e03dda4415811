/// Where a block mapping repeats a key. Yams reports a duplicate key at the start of its
/// mapping; a user looks for the second time the key is written, so it is found in the text.
enum DuplicateKeyLocator {
    /// The key, the 1-based line and column of the second time one of `keys` starts a line of the block
    /// mapping whose first key is at `line`, `column`, with the line of the first time; nil for a
    /// flow mapping, or when the key is written in a way this plain reading does not follow.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func locate(keys: [String], in text: String, line: Int, column: Int)
        -> (key: String, line: Int, column: Int, first: Int)? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)  // "\r\n" is one Character
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let wanted = Set(keys)
        var firstLine: [String: Int] = [:]
        for number in line...lines.count {
            let text = lines[number - 1]
            let indentation = text.prefix { $0 == " " }.count
            let rest = text.dropFirst(indentation)
            if rest.isEmpty || rest.first == "#" { continue }
            if number == line {
                guard let start = text.index(text.startIndex, offsetBy: column - 1, limitedBy: text.endIndex) else { return nil }
                // A flow mapping's first key follows its brace; its keys can share lines.
                if text[..<start].last(where: { $0 != " " }) == "{" { return nil }
            } else if indentation < column - 1 {
                break  // the mapping has ended
            } else if indentation > column - 1 {
                continue  // a value's lines
            }
            let keyText = number == line ? text.dropFirst(column - 1) : rest
            guard let key = plainKey(keyText), wanted.contains(key) else { continue }
            if let first = firstLine[key] { return (key, number, column, first) }
            firstLine[key] = number
        }
        return nil
    }

    /// The key a mapping line starts with: plain, or in single or double quotes without escapes.
    private static func plainKey(_ line: Substring) -> String? {
        if let quote = line.first, quote == "\"" || quote == "'" {
            let body = line.dropFirst()
            guard let end = body.firstIndex(of: quote) else { return nil }
            let key = body[..<end]
            if quote == "\"" && key.contains("\\") { return nil }
            let after = body[body.index(after: end)...].drop { $0 == " " }
            return after.first == ":" ? String(key) : nil
        }
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon]
        guard !key.isEmpty, !"!&*?-[{".contains(key.first!) else { return nil }
        let trimmed = key.reversed().drop { $0 == " " }
        return String(trimmed.reversed())
    }
}
