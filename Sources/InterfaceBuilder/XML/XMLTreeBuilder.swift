import Foundation
import SceneModel

/// Reads XML text into ``XMLElementNode``s: the XML that Xcode writes, and nothing it does not.
///
/// strut reads documents itself rather than through Foundation's `XMLParser` because of what
/// that parser does with hostile input on Linux: a processing instruction without data (`<?a?>`),
/// however it arrives (inside another's data, through an entity), is read through a null
/// pointer; a document over 10 MB fails as "parser error 1". Here, by construction:
/// - no document type declaration (`<!DOCTYPE`), so no entities but XML's five and character
///   references: Xcode writes none (none in the 72 documents of the corpus, from 60 repositories);
/// - processing instructions are skipped whole, whatever their data;
/// - elements nest at most ``maximumDepth`` deep, and nothing here recurses;
/// - the whole text is read, up to the size the command line allows.
enum XMLTreeBuilder {
    /// Elements inside elements. The corpus's deepest document nests 37; a scene file's views
    /// stop at 100 deep, and each view of a document takes two elements (`<view>`, `<subviews>`).
    static let maximumDepth = 256

    /// The document's root element; a located error when the text is not well-formed XML, or is
    /// XML that Interface Builder never writes.
    static func parse(_ text: String, file: String) throws(SceneError) -> XMLElementNode {
        var reader = XMLTextReader(bytes: Array(text.utf8), file: file)
        return try reader.document()
    }
}

/// The reading itself: one pass over the bytes, an explicit stack of open elements.
private struct XMLTextReader {
    let bytes: [UInt8]
    let file: String
    var i = 0
    /// The line and column of `lineIndex`, advanced as locations are asked for.
    private var lineIndex = 0, line = 1, column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func document() throws(SceneError) -> XMLElementNode {
        try refuseInvalidCharacters()
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?
        /// A comment waiting for the next element (Xcode writes a scene's title so: `<!--Settings-->`).
        var comment: String?
        /// The character data of the open `<string>` element: Xcode writes a text with quotes or
        /// line breaks so (`<string key="text">…</string>`); other elements' is not kept.
        var characters: [UInt8] = []
        var keepsCharacters: Bool { stack.last?.name == "string" }
        /// The character data of `<string>` elements an element inside them interrupts, kept for
        /// when it closes: a `<string>` inside one dropped the text before it.
        var interrupted: [[UInt8]] = []
        while i < bytes.count {
            let byte = bytes[i]
            if byte == ascii("<") {
                if starts("<!--") {
                    comment = try readComment()
                } else if starts("<![CDATA[") {
                    guard !stack.isEmpty else { throw error("a CDATA section outside the root element") }
                    let start = i + 9
                    i = try index(after: "]]>", from: start, what: "a CDATA section is not closed")
                    if keepsCharacters { characters += bytes[start..<(i - 3)] }
                } else if starts("<!DOCTYPE") {
                    throw SceneError("a document type declaration (<!DOCTYPE) is not part of an Interface Builder document", at: here)
                } else if starts("<!") {
                    throw error("markup starting '<!' that is neither a comment nor a CDATA section")
                } else if starts("<?") {
                    try skipProcessingInstruction()
                } else if starts("</") {
                    if keepsCharacters {
                        stack.last?.text = String(decoding: characters, as: UTF8.self)
                        characters.removeAll()
                    }
                    try readEndTag(closing: &stack)
                    if keepsCharacters, let outer = interrupted.popLast() { characters = outer }
                } else {
                    guard root == nil || !stack.isEmpty else { throw error("a second root element; a document has one") }
                    let location = here
                    let (node, isEmpty) = try readStartTag(at: location)
                    if let comment { node.setComment(comment) }
                    comment = nil
                    if let parent = stack.last { parent.append(node) } else { root = node }
                    if !isEmpty {
                        guard stack.count < XMLTreeBuilder.maximumDepth else {
                            throw SceneError("elements nested more than \(XMLTreeBuilder.maximumDepth) deep", at: location)
                        }
                        if keepsCharacters {
                            interrupted.append(characters)
                            characters.removeAll()
                        }
                        stack.append(node)
                    }
                }
            } else if byte == ascii("&") {
                guard !stack.isEmpty else { throw error("a reference outside the root element") }
                let decoded = try readReference()
                if keepsCharacters { characters += decoded }
            } else {
                if stack.isEmpty && !isSpace(byte) { throw error(root == nil ? "text before the root element" : "text after the root element") }
                if keepsCharacters { characters.append(byte) }
                i += 1
            }
        }
        if let open = stack.last { throw SceneError("not well-formed XML: the document ends before <\(open.name)> is closed", at: open.location) }
        guard let root else { throw error("the document is empty or has no root element") }
        return root
    }

    // MARK: Markup

    private mutating func readComment() throws(SceneError) -> String {
        let start = i + 4
        i = try index(after: "-->", from: start, what: "a comment is not closed")
        return String(decoding: bytes[start..<(i - 3)], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Skips `<?target data?>`, whatever the data; an XML declaration only at the very start.
    private mutating func skipProcessingInstruction() throws(SceneError) {
        let start = i
        i += 2
        let target = try readName(what: "a processing instruction's name")
        if target.lowercased() == "xml" && start != 0 { throw malformed("the XML declaration is allowed only at the very start", at: start) }
        i = try index(after: "?>", from: i, what: "a processing instruction is not closed")
    }

    private mutating func readEndTag(closing stack: inout [XMLElementNode]) throws(SceneError) {
        let start = i
        i += 2
        let name = try readName(what: "an end tag's name")
        skipSpaces()
        try expect(">", "a '>' was expected")
        guard let open = stack.last else { throw malformed("an end tag </\(name)> with no element open", at: start) }
        guard open.name == name else {
            throw malformed("an end tag does not match its start tag: </\(name)> closes <\(open.name)> of line \(open.location.line)", at: start)
        }
        stack.removeLast()
    }

    /// `<name attribute="value" ...>` or `.../>`; whether it was empty (`/>`).
    private mutating func readStartTag(at location: SourceLocation) throws(SceneError) -> (XMLElementNode, Bool) {
        i += 1
        let name = try readName(what: "an element's name")
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpaces()
            guard i < bytes.count else { throw error("the document ends inside the start tag of <\(name)>") }
            if bytes[i] == ascii(">") {
                i += 1
                return (XMLElementNode(name: name, attributes: attributes, location: location), false)
            }
            if starts("/>") {
                i += 2
                return (XMLElementNode(name: name, attributes: attributes, location: location), true)
            }
            guard hadSpace else { throw error("a space is needed here") }
            let attributeStart = i
            let attribute = try readName(what: "an attribute's name")
            skipSpaces()
            try expect("=", "the attribute '\(attribute)' has no value")
            skipSpaces()
            let value = try readAttributeValue(attribute)
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw malformed("the attribute '\(attribute)' is given twice", at: attributeStart)
            }
        }
    }

    /// A quoted value, its references replaced and its line breaks and tabs made spaces (XML's
    /// attribute-value normalization).
    private mutating func readAttributeValue(_ attribute: String) throws(SceneError) -> String {
        guard i < bytes.count, bytes[i] == ascii("\"") || bytes[i] == ascii("'") else {
            throw error("the value of the attribute '\(attribute)' is not quoted")
        }
        let quote = bytes[i]
        i += 1
        var value: [UInt8] = []
        var start = i
        while true {
            guard i < bytes.count else { throw error("the value of the attribute '\(attribute)' is not finished") }
            let byte = bytes[i]
            if byte == quote { break }
            switch byte {
            case ascii("<"): throw error("a '<' in the value of the attribute '\(attribute)'")
            case ascii("&"):
                value += bytes[start..<i]
                value += try readReference()
                start = i
            case ascii("\r"), ascii("\n"), ascii("\t"):
                value += bytes[start..<i]
                if !(byte == ascii("\n") && i > 0 && bytes[i - 1] == ascii("\r")) { value.append(ascii(" ")) }
                i += 1
                start = i
            default: i += 1
            }
        }
        value += bytes[start..<i]
        i += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// `&name;` for XML's five entities or `&#n;` / `&#xh;`: the UTF-8 of what it stands for.
    private mutating func readReference() throws(SceneError) -> [UInt8] {
        let start = i
        i += 1
        guard let end = bytes[i...].prefix(32).firstIndex(of: ascii(";")) else {
            throw malformed("a reference ('&') that is not finished by ';'", at: start)
        }
        let body = String(decoding: bytes[i..<end], as: UTF8.self)
        i = end + 1
        let named: [String: UInt8] = ["lt": ascii("<"), "gt": ascii(">"), "amp": ascii("&"), "quot": ascii("\""), "apos": ascii("'")]
        if let byte = named[body] { return [byte] }
        var scalarValue: UInt32?
        // Digits only: `UInt32` also reads a sign (`&#+65;`), which XML's grammar has not.
        if body.hasPrefix("#x") {
            let digits = body.dropFirst(2)
            scalarValue = digits.allSatisfy(\.isHexDigit) ? UInt32(digits, radix: 16) : nil
        } else if body.hasPrefix("#") {
            let digits = body.dropFirst()
            scalarValue = digits.allSatisfy { $0.isASCII && $0.isNumber } ? UInt32(digits, radix: 10) : nil
        } else {
            throw malformed(
                "the entity '&\(body);' is not declared: a document may use only &lt; &gt; &amp; &quot; &apos; and character references",
                at: start)
        }
        guard let value = scalarValue, XMLTextReader.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
            throw malformed("'&\(body);' is not a character XML allows", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    // MARK: Lexical pieces

    /// An XML name (ASCII letters, digits, `_:.-`, and anything beyond ASCII).
    private mutating func readName(what: String) throws(SceneError) -> String {
        let start = i
        while i < bytes.count {
            let byte = bytes[i]
            let isStart = (byte | 0x20 >= ascii("a") && byte | 0x20 <= ascii("z")) || byte == ascii("_") || byte == ascii(":") || byte >= 0x80
            let isPart = isStart || (byte >= ascii("0") && byte <= ascii("9")) || byte == ascii("-") || byte == ascii(".")
            guard i == start ? isStart : isPart else { break }
            i += 1
        }
        guard i > start else { throw error("\(what) was expected") }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Skips white space; whether there was any.
    @discardableResult private mutating func skipSpaces() -> Bool {
        let start = i
        while i < bytes.count && isSpace(bytes[i]) { i += 1 }
        return i > start
    }

    private mutating func expect(_ character: Unicode.Scalar, _ message: String) throws(SceneError) {
        guard i < bytes.count, bytes[i] == UInt8(ascii: character) else { throw error(message) }
        i += 1
    }

    private func starts(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[i + $0] == prefix.utf8Start[$0] }
    }

    /// The index just past the first `end` from `start`; an error when there is none.
    private mutating func index(after end: StaticString, from start: Int, what: String) throws(SceneError) -> Int {
        let count = end.utf8CodeUnitCount
        let first = end.utf8Start[0]
        var k = start
        while let found = bytes[k...].firstIndex(of: first) {
            if found + count <= bytes.count, (1..<count).allSatisfy({ bytes[found + $0] == end.utf8Start[$0] }) { return found + count }
            k = found + 1
        }
        throw malformed(what, at: i)
    }

    /// Control characters are not XML (only tab, line feed and carriage return are).
    private mutating func refuseInvalidCharacters() throws(SceneError) {
        guard let bad = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return }
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        throw malformed("an invalid character (U+\(String(repeating: "0", count: 4 - hex.count))\(hex)); XML allows no control characters", at: bad)
    }

    /// Characters XML 1.0 allows.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

    // MARK: Locations

    private var here: SourceLocation { mutating get { location(of: i) } }

    /// A well-formedness error here.
    private mutating func error(_ message: String) -> SceneError { malformed(message, at: i) }

    private mutating func malformed(_ message: String, at index: Int) -> SceneError {
        SceneError("not well-formed XML: \(message)", at: location(of: index))
    }

    /// The line and column (in characters) of a byte index. Locations are asked for in order,
    /// so each byte is counted once, from the last index asked for.
    /// A line ends at LF, CRLF or CR alone (XML reads each as one line end).
    private mutating func location(of index: Int) -> SourceLocation {
        let index = min(index, bytes.count)
        if index < lineIndex { (lineIndex, line, column) = (0, 1, 1) }
        var lineStart: Int?
        for k in lineIndex..<index {
            let byte = bytes[k]
            guard byte == 0x0A || byte == 0x0D else { continue }
            if !(byte == 0x0A && k > 0 && bytes[k - 1] == 0x0D) { line += 1 }
            lineStart = k + 1
        }
        if let lineStart {
            column = 1 + bytes[lineStart..<index].count { $0 & 0xC0 != 0x80 }
        } else {
            column += bytes[lineIndex..<index].count { $0 & 0xC0 != 0x80 }
        }
        lineIndex = index
        return SourceLocation(file: file, line: line, column: column)
    }
}

