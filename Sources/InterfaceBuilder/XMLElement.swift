import Foundation
import FoundationXML
import SceneFile

/// An element of an XML document, with where its start tag was: the little of a DOM that
/// reading Interface Builder documents needs.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    let location: SourceLocation
    private(set) var children: [XMLElementNode] = []
    /// The character data of a `<string>` element (Xcode writes a text with quotes or line breaks
    /// so: `<string key="text">…</string>`); empty for other elements.
    var text = ""

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The pseudo-attribute holding the comment written just before the element.
    static let commentKey = "#comment"
    /// The comment written just before the element, if any.
    var comment: String? { attributes[XMLElementNode.commentKey] }

    /// The first child element with this name (and this `key`, when given).
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The child elements with this name.
    func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Every child element.
    var elements: [XMLElementNode] { children }

    func append(_ child: XMLElementNode) { children.append(child) }

    /// An error at this element.
    func error(_ message: String) -> SceneError { SceneError(message, at: location) }
}

/// Parses XML text into ``XMLElementNode``s with Foundation's `XMLParser`.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private let file: String
    private var stack: [XMLElementNode] = []
    private var root: XMLElementNode?
    /// A comment waiting for the next element (Xcode writes a scene's title so: `<!--Settings-->`).
    private var comment: String?
    private weak var parser: XMLParser?

    private init(file: String) { self.file = file }

    /// The document's root element; a located error when the text is not well-formed XML.
    static func parse(_ text: String, file: String) throws(SceneError) -> XMLElementNode {
        try refuseEmptyProcessingInstructions(text, file: file)
        let builder = XMLTreeBuilder(file: file)
        let parser = XMLParser(data: Data(text.utf8))
        builder.parser = parser
        parser.delegate = builder
        let ok = parser.parse()
        if let failure = builder.failure { throw failure }
        guard ok, let root = builder.root else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { describe($0) } ?? "no root element"
            throw SceneError("not well-formed XML: \(reason)", at: SourceLocation(file: file, line: line, column: column))
        }
        return root
    }

    /// Refuses a processing instruction with no data (`<?name?>`): Foundation's XMLParser on
    /// Linux reads its missing data through a null pointer and crashes. Interface Builder writes
    /// none; comments and CDATA sections are skipped, as the parser skips them.
    static func refuseEmptyProcessingInstructions(_ text: String, file: String) throws(SceneError) {
        let bytes = Array(text.utf8)
        func starts(_ prefix: StaticString, at j: Int) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard j + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[j + $0] == prefix.utf8Start[$0] }
        }
        /// The index just past `end`, from `j` on (the end of the text when it is missing).
        func skip(to end: StaticString, from j: Int) -> Int {
            var k = j
            while k < bytes.count && !starts(end, at: k) { k += 1 }
            return min(bytes.count, k + end.utf8CodeUnitCount)
        }
        var i = 0
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            if starts("<!--", at: open) {
                i = skip(to: "-->", from: open + 4)
            } else if starts("<![CDATA[", at: open) {
                i = skip(to: "]]>", from: open + 9)
            } else if starts("<?", at: open) {
                var k = open + 2
                while k < bytes.count, !" \t\r\n?>".utf8.contains(bytes[k]) { k += 1 }
                if k > open + 2, starts("?>", at: k) { throw emptyInstruction(bytes, from: open, to: k + 2, file: file) }
                i = open + 2
            } else {
                i = open + 1
            }
        }
    }

    private static func emptyInstruction(_ bytes: [UInt8], from start: Int, to end: Int, file: String) -> SceneError {
        let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<start].count { $0 == UInt8(ascii: "\n") } + 1
        let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
        let instruction = String(decoding: bytes[start..<end], as: UTF8.self)
        return SceneError(
            "a processing instruction without data ('\(instruction)') is not part of an Interface Builder document",
            at: SourceLocation(file: file, line: line, column: column))
    }

    /// The first error the parser met, where it met it (it may go on after one).
    private var failure: SceneError?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        let location = SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        failure = SceneError("not well-formed XML: \(XMLTreeBuilder.describe(parseError))", at: location)
    }

    /// libxml2's error codes, as `XMLParser.ErrorCode` names them, in words.
    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        let words: [Int: String] = [
            4: "the document is empty or does not start with XML", 5: "the document ends too early",
            38: "an attribute is not finished", 39: "an attribute has no value", 41: "an attribute's value is not quoted",
            65: "a name was expected", 73: "a '>' was expected", 76: "an end tag does not match its start tag",
            77: "a tag is not closed", 111: "a space is needed here", 9: "an invalid character",
        ]
        return words[code] ?? "parser error \(code)"
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        let location = SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        var attributes = attributeDict
        if let comment { attributes[XMLElementNode.commentKey] = comment }
        comment = nil
        let node = XMLElementNode(name: elementName, attributes: attributes, location: location)
        if let parent = stack.last { parent.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let node = stack.last, node.name == "string" { node.text += string }
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        self.comment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }
}
