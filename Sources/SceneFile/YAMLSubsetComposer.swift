import SceneModel

/// Composes the YAML scene files are usually written in straight into a ``YAMLTree``, or says it
/// cannot (nil), and then Yams reads the file as before.
///
/// The subset is read only when Yams would read it without error into the same nodes (kinds,
/// texts, styles, lines and columns), so that nothing else changes: block mappings and sequences
/// (indentless ones too, and `- key: value` mappings), flow mappings and sequences on one line, plain
/// scalars on one line, and quoted scalars on one line without escapes; comments and blank lines.
/// Anything else — tags, anchors, aliases, block scalars, `?` keys, multi-line scalars or flows, tabs,
/// carriage returns, empty values, document markers, two keys of the same text in a mapping, any
/// error — gives nil. The tests hold it to Yams on every sample and on generated variations.
struct YAMLSubsetComposer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var tree = YAMLTree.Builder()
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// The number of leading spaces of the line the cursor is on, after a block node; -1 at the end.
    private var indent = 0
    private var depth = 0
    /// Whether every character is ASCII, one byte a column.
    private let isASCII: Bool

    /// Deeper than this is left to Yams (libyaml stops at 1,000 levels).
    private static let maximumDepth = 100
    /// Longer keys are left to Yams (libyaml's simple keys are at most 1,024 characters).
    private static let maximumKeyLength = 512
    /// Mappings with more keys are left to Yams, which checks duplicates by hashing.
    private static let maximumKeys = 256

    /// - Complexity: O(n) in the length of the text.
    static func compose(_ text: String, file: String) -> YAMLTree? {
        let run = { (bytes: UnsafeBufferPointer<UInt8>) -> YAMLTree? in
            guard let isASCII = subsetCharacters(bytes) else { return nil }
            var composer = YAMLSubsetComposer(bytes: bytes, isASCII: isASCII)
            return composer.document() != nil ? YAMLTree(file: file, composer.tree) : nil
        }
        if let tree = text.utf8.withContiguousStorageIfAvailable(run) { return tree }
        return Array(text.utf8).withUnsafeBufferPointer(run)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        self.bytes = bytes
        self.isASCII = isASCII
        // A scene's YAML has a node every 10 to 30 bytes: room made once instead of copies as the
        // arrays grow (a reservation's untouched pages cost no memory).
        tree.reserveCapacity(bytes.count / 8)
    }

    /// Line feeds and the characters libyaml reads as printable, except its other line breaks
    /// (U+0085, U+2028, U+2029) and byte order marks; no tabs, no carriage returns.
    static func hasOnlySubsetCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        subsetCharacters(bytes) != nil
    }

    /// Whether every character is in the subset (``hasOnlySubsetCharacters(_:)``), nil if not, and
    /// then whether all are ASCII.
    ///
    /// Eight bytes at a time where all eight are printable ASCII (most of a scene), else byte by byte.
    private static func subsetCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var isASCII = true
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard !isPrintableASCII(word) else {
                    index += 8
                    continue
                }
                guard let ascii = subsetCharacters(bytes, from: index, to: index + 8) else { return nil }
                isASCII = isASCII && ascii
                index += 8
            }
        }
        guard let ascii = subsetCharacters(bytes, from: index, to: bytes.count) else { return nil }
        return isASCII && ascii
    }

    /// Whether each of the eight bytes is from 0x20 to 0x7E.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        // With no byte at 0x80 or above, a byte below 0x20 (or equal to 0x7F, after the xor)
        // borrows into its own high bit and into no other byte's.
        let below = (word &- 0x20 &* ones) & ~word & high
        let xored = word ^ (0x7F &* ones)
        let delete = (xored &- ones) & ~xored & high
        return word & high == 0 && below == 0 && delete == 0
    }

    /// ``subsetCharacters(_:)`` of the bytes from `start` to `end`, a character after `end` read
    /// as far as it goes.
    private static func subsetCharacters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool? {
        var isASCII = true
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte == 0x0A || (0x20...0x7E).contains(byte) else { return nil }
            } else if byte == 0xC2 {
                guard index + 1 < bytes.count, bytes[index + 1] >= 0xA0 else { return nil }
            } else if byte == 0xE2 {
                guard index + 2 < bytes.count, !(bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9))
                else { return nil }
            } else if byte == 0xEF {
                guard index + 2 < bytes.count, !(bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF),
                    !(bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE)
                else { return nil }
            }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        return isASCII
    }

    // MARK: The document

    /// The root: a block mapping from the first column, or a flow collection; nil if outside the subset.
    private mutating func document() -> Int32? {
        guard skipToContent(), indent == 0 else { return nil }
        if peek() == UInt8(ascii: "{") || peek() == UInt8(ascii: "[") {
            guard flowNode() != nil, endOfLine(), nextContentLine() else { return nil }
            return indent == -1 ? Int32(tree.nodes.count - 1) : nil
        }
        guard !startsBlockEntry() else { return nil }
        return blockMapping(indent: 0, firstKey: nil)
    }

    // MARK: Block collections

    /// Keys at `indent` spaces, each followed by `:` and its value; the cursor starts on the first key,
    /// or just after it (`firstKey`, in a `- key: value` sequence item).
    private mutating func blockMapping(indent own: Int, firstKey: (node: Int32, line: Int, column: Int)?) -> Int32? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        let line0 = firstKey?.line ?? line, column0 = firstKey?.column ?? column(of: position)
        var items: [Int32] = []
        var key = firstKey?.node
        while true {
            if key == nil {
                guard !startsBlockEntry(), peek() != UInt8(ascii: "{"), peek() != UInt8(ascii: "[") else { return nil }
                key = scalar(flow: false)
            }
            guard let keyNode = key, isValueIndicator(), isNew(keyNode, in: items) else { return nil }
            position += 1
            guard let value = blockValue(mappingIndent: own) else { return nil }
            items += [keyNode, value]
            key = nil
            if indent < own { break }
            guard indent == own, !startsBlockEntry() else { return nil }
        }
        return tree.addCollection(.mapping, items, line: line0, column: column0)
    }

    /// A mapping's value after its `:`: on the same line, or a block collection on the next ones.
    private mutating func blockValue(mappingIndent: Int) -> Int32? {
        skipSpaces()
        if atLineEnd() {
            guard endOfLine(), nextContentLine() else { return nil }
            if indent > mappingIndent {
                return startsBlockEntry() ? blockSequence(indent: indent, indentless: false) : blockMapping(indent: indent, firstKey: nil)
            }
            return indent == mappingIndent && startsBlockEntry() ? blockSequence(indent: indent, indentless: true) : nil
        }
        guard let node = peek() == UInt8(ascii: "{") || peek() == UInt8(ascii: "[") ? flowNode() : scalar(flow: false),
            endOfLine(), nextContentLine()
        else { return nil }
        return node
    }

    /// `- item` lines at `indent` spaces; an indentless sequence (a mapping's value at the mapping's
    /// own indent) ends at a line that is not an item.
    private mutating func blockSequence(indent own: Int, indentless: Bool) -> Int32? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        let line0 = line, column0 = column(of: position)
        var items: [Int32] = []
        while true {
            position += 1  // the `-`
            skipSpaces()
            guard !atLineEnd(), !startsBlockEntry(), let item = sequenceItem() else { return nil }
            items.append(item)
            if indent < own { break }
            guard indent == own else { return nil }
            if !startsBlockEntry() {
                guard indentless else { return nil }
                break
            }
        }
        return tree.addCollection(.sequence, items, line: line0, column: column0)
    }

    /// What follows `- `: a flow collection, a scalar, or a mapping whose first key this is.
    private mutating func sequenceItem() -> Int32? {
        if peek() == UInt8(ascii: "{") || peek() == UInt8(ascii: "[") {
            guard let node = flowNode(), endOfLine(), nextContentLine() else { return nil }
            return node
        }
        let line0 = line, column0 = column(of: position), keyIndent = position - lineStart
        guard let node = scalar(flow: false) else { return nil }
        if isValueIndicator() { return blockMapping(indent: keyIndent, firstKey: (node, line0, column0)) }
        guard endOfLine(), nextContentLine() else { return nil }
        return node
    }

    // MARK: Flow collections

    private mutating func flowNode() -> Int32? {
        switch peek() {
        case UInt8(ascii: "{"): return flowCollection(.mapping, close: UInt8(ascii: "}"))
        case UInt8(ascii: "["): return flowCollection(.sequence, close: UInt8(ascii: "]"))
        default: return scalar(flow: true)
        }
    }

    /// `{ key: value, … }` or `[ item, … ]` on one line, without a trailing comma.
    private mutating func flowCollection(_ kind: YAMLTree.Kind, close: UInt8) -> Int32? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        let line0 = line, column0 = column(of: position)
        position += 1
        skipSpaces()
        var items: [Int32] = []
        if peek() == close {
            position += 1
            return tree.addCollection(kind, items, line: line0, column: column0)
        }
        while true {
            if kind == .mapping {
                guard peek() != UInt8(ascii: "{"), peek() != UInt8(ascii: "["), let key = scalar(flow: true),
                    isValueIndicator(), isNew(key, in: items)
                else { return nil }
                position += 1
                skipSpaces()
                items.append(key)
            }
            guard !atFlowEnd(), let node = flowNode() else { return nil }
            items.append(node)
            skipSpaces()
            if peek() == close {
                position += 1
                return tree.addCollection(kind, items, line: line0, column: column0)
            }
            guard peek() == UInt8(ascii: ",") else { return nil }
            position += 1
            skipSpaces()
            guard peek() != close else { return nil }
        }
    }

    // MARK: Scalars

    private mutating func scalar(flow: Bool) -> Int32? {
        switch peek() {
        case UInt8(ascii: "\""): return quoted(.doubleQuoted, UInt8(ascii: "\""))
        case UInt8(ascii: "'"): return quoted(.singleQuoted, UInt8(ascii: "'"))
        default: return plain(flow: flow)
        }
    }

    /// A quoted scalar on one line without escapes; it must be followed by a space, `:`, the end of
    /// the line, or in a flow by `,` or the closing bracket.
    private mutating func quoted(_ kind: YAMLTree.Kind, _ quote: UInt8) -> Int32? {
        let line0 = line, column0 = column(of: position)
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != quote {
            guard bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        position = end + 1
        switch peek() {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), 0, UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            return tree.addScalar(kind, text(start..<end), line: line0, column: column0)
        default: return nil  // `''` in a single-quoted scalar, or text after the quote
        }
    }

    /// A plain scalar on one line: it ends before ` #`, `: `, the end of the line, and in a flow
    /// before `,`, `]` or `}`; trailing spaces are not part of it.
    private mutating func plain(flow: Bool) -> Int32? {
        guard startsPlain(flow: flow) else { return nil }
        let line0 = line, column0 = column(of: position)
        let start = position
        var end = position
        while true {
            let byte = peek()
            if byte == 0 || byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: " ") {
                var next = position
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                let after = next < bytes.count ? bytes[next] : 0
                if after == 0 || after == UInt8(ascii: "\n") || after == UInt8(ascii: "#") || after == UInt8(ascii: ":") { break }
                if flow && (after == UInt8(ascii: ",") || after == UInt8(ascii: "]") || after == UInt8(ascii: "}")) { break }
                position = next
                continue
            }
            if byte == UInt8(ascii: ":") {
                guard isBlankOrEnd(peek(1)) else { return nil }  // `a:b` (and in a flow, `a:,`) is left to Yams
                break
            }
            if flow {
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { return nil }
            }
            position += 1
            end = position
        }
        position = end
        return tree.addScalar(.plain, text(start..<end), line: line0, column: column0)
    }

    /// libyaml's rule for the first character of a plain scalar, less `?` and `:` starts.
    private func startsPlain(flow: Bool) -> Bool {
        switch peek() {
        case UInt8(ascii: "-"): return !isBlankOrEnd(peek(1))
        case 0, UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
            UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"),
            UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        default: return true
        }
    }

    // MARK: Lines

    /// Past blank lines and comment lines to the first character of the next line with content,
    /// setting `indent` (-1 at the end); false at a document marker.
    private mutating func skipToContent() -> Bool {
        while true {
            skipSpaces()
            switch peek() {
            case 0:
                indent = -1
                return true
            case UInt8(ascii: "\n"):
                newLine()
            case UInt8(ascii: "#"):
                while peek() != 0 && peek() != UInt8(ascii: "\n") { position += 1 }
            default:
                indent = position - lineStart
                return !(indent == 0 && startsDocumentMarker())
            }
        }
    }

    /// After a node's line has ended (``endOfLine()``): on to the next line with content.
    private mutating func nextContentLine() -> Bool {
        if peek() == UInt8(ascii: "\n") { newLine() }
        return skipToContent()
    }

    private mutating func newLine() {
        position += 1
        line += 1
        lineStart = position
    }

    /// Spaces and a comment to the end of the line; false if something else is there.
    private mutating func endOfLine() -> Bool {
        skipSpaces()
        if peek() == UInt8(ascii: "#") {
            guard atComment() else { return false }  // libyaml takes `"a"#` as a comment; the spec does not
            while peek() != 0 && peek() != UInt8(ascii: "\n") { position += 1 }
        }
        return peek() == 0 || peek() == UInt8(ascii: "\n")
    }

    /// At the end of the line or a comment.
    private func atLineEnd() -> Bool {
        peek() == 0 || peek() == UInt8(ascii: "\n") || atComment()
    }

    /// At a `#` after a space.
    private func atComment() -> Bool {
        peek() == UInt8(ascii: "#") && position > 0 && bytes[position - 1] == UInt8(ascii: " ")
    }

    private func atFlowEnd() -> Bool {
        let byte = peek()
        return byte == 0 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    private func startsBlockEntry() -> Bool { peek() == UInt8(ascii: "-") && isBlankOrEnd(peek(1)) }

    /// `: ` right after a key (libyaml also allows spaces before it; those are left to Yams).
    private func isValueIndicator() -> Bool { peek() == UInt8(ascii: ":") && isBlankOrEnd(peek(1)) }

    private func startsDocumentMarker() -> Bool {
        let three = (peek(), peek(1), peek(2))
        return (three == (45, 45, 45) || three == (46, 46, 46)) && isBlankOrEnd(peek(3))
    }

    // MARK: Characters

    private func peek(_ offset: Int = 0) -> UInt8 { position + offset < bytes.count ? bytes[position + offset] : 0 }

    private func isBlankOrEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == 0 }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    /// The 1-based column of a byte of the current line, in Unicode scalars.
    private func column(of index: Int) -> Int {
        guard !isASCII else { return index - lineStart + 1 }
        var column = 1
        for i in lineStart..<index where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func enter() -> Bool {
        depth += 1
        return depth <= Self.maximumDepth
    }

    /// Whether a key's text differs from the keys before it (pairs in `items`); two keys of the same
    /// text may or may not be duplicates for Yams, depending on their tags, so those go to Yams.
    ///
    /// - Complexity: O(k) for k keys before it; a mapping of many keys is left to Yams.
    private func isNew(_ key: Int32, in items: [Int32]) -> Bool {
        let text = tree.text(key)
        guard text.utf8.count <= Self.maximumKeyLength, items.count < 2 * Self.maximumKeys else { return false }
        return !stride(from: 0, to: items.count, by: 2).contains { tree.text(items[$0]) == text }
    }
}
