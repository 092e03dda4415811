import Foundation
@testable import SceneFile
@testable import SceneModel
import Testing

/// ``YAMLSubsetComposer`` must read what it reads exactly as Yams does — kinds, texts, quoting,
/// lines and columns — and leave to Yams whatever it cannot, Yams' errors above all.
@Suite struct YAMLSubsetComposerTests {
    static let samples: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples")
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var texts: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".yaml") else { continue }
            texts.append(try! String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
        return texts
    }()

    static let written = [
        "root: {}\n", "a: 1\nb:\n  - x\n  - {c: d, e: [f, 'g h', \"i\"]}\n", "a:\n- x\n- y\nb: z\n",
        "- a\n- b\n", "{a: 1}\n", "[1, 2]\n", "a: b # c\n# d\n\ne: f\n", "a: 'é ü'\nb: 日本 語\n", "a: b c  d   \n",
        "a:\n  b:\n    c: d\n  e: f\n", "- id: a\n  x: 1\n- id: b\n", "a: -1\nb: .5\nc: x-y\nd: a,b\ne: a[0]\n",
        "\"a b\": 1\n'c': 2\n", "a: {}\nb: []\nc: { }\n", "a: b\n  c\n", "a: b: c\n", "a:\nb: 1\n", "a: 1\na: 2\n",
        "a: \"x\\ny\"\n", "a: 'it''s'\n", "a: !!int 1\n", "a: &x 1\nb: *x\n", "? a\n: 1\n", "a: |\n  x\n", "--- \na: 1\n",
        "a: 1\n...\n", "a:\tb\n", "a: b\r\n", "  a: 1\n", "a: [1,\n 2]\n", "a: {b: 1,}\n", "a: b#c\n", "a: \"b\"#c\n",
        "a :b\n", "a : b\n", "a: x:y\n", "{a: [b: c]}\n", "%YAML 1.1\n---\na: 1\n", "", "# only\n", "a: 1\n- b\n",
        "a:\n  - x\n  y: 1\n", "- - a\n", "-\n  a\n", "a: {b: c} d\n", "a: [b] # c\n", "a: \u{85}\n", "\u{FEFF}a: 1\n",
    ]

    @Test func everySampleIsReadAsYamsReadsIt() {
        #expect(Self.samples.count >= 30)
        for text in Self.samples {
            #expect(sameAsYams(text), "\(text)")
        }
    }

    /// Every ASCII byte, at every place of the eight bytes read at once and of the rest read one
    /// by one: line feeds and printable characters are in the subset, nothing else.
    @Test func everyASCIIByteIsToldAtEveryPlace() {
        for length in [7, 8, 16, 19] {
            for place in 0..<length {
                for byte in UInt8(0)..<0x80 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    let expected = byte == 0x0A || (0x20...0x7E).contains(byte)
                    #expect(bytes.withUnsafeBufferPointer(YAMLSubsetComposer.hasOnlySubsetCharacters) == expected, "\(byte) at \(place) of \(length)")
                }
            }
        }
    }

    @Test func writtenEdgesAreReadAsYamsReadsThemOrLeftToYams() {
        var read = 0
        for text in Self.written where sameAsYams(text) { read += 1 }
        #expect(read >= 12)
    }

    /// Samples and the edges above with characters inserted, deleted or replaced, and lines indented differently.
    @Test func variationsAreReadAsYamsReadsThemOrLeftToYams() {
        let pieces = [
            " ", "  ", ":", ": ", "-", "- ", "#", " #", "'", "\"", "{", "}", "[", "]", ",", ", ", "\n", "\n  ", "a", "é", "!",
            "&", "*", "?", "|", ">", "\t", "\r", "\\", "%", "@", "`", "---", "...", "~", "\u{85}", "\u{2028}", "''", "a: b",
            "- a", "{a: b}", "[a]", "\n- x", "\nk:", "😀",
        ]
        var random = SplitMix(seed: 11)
        var read = 0, left = 0
        for sample in Self.samples + Self.written where !sample.isEmpty {
            for _ in 0..<50 {
                var scalars = Array(sample.unicodeScalars)
                for _ in 0..<(1 + random.next(below: 2)) {
                    let at = random.next(below: scalars.count + 1)
                    switch random.next(below: 4) {
                    case 0: if at < scalars.count { scalars.remove(at: at) }
                    case 1: scalars.insert(contentsOf: pieces[random.next(below: pieces.count)].unicodeScalars, at: at)
                    case 2:
                        if at < scalars.count { scalars[at] = pieces[random.next(below: pieces.count)].unicodeScalars.first! }
                    default: scalars = reindented(scalars, line: random.next(below: 12), by: random.next(below: 5) - 2)
                    }
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                if sameAsYams(text) { read += 1 } else { left += 1 }
            }
        }
        #expect(read > 100 && left > 100)
    }

    @Test func aLargeSceneIsRead() {
        var lines = ["canvas: { size: [1000, 800], scale: 2 }", "root:", "  subviews:"]
        for i in 0..<50 { lines.append("    - { id: v\(i), background: systemBlue, border: { width: 1, color: black }, text: \"v\(i)\" }") }
        lines.append("constraints:")
        for i in 0..<50 { lines += ["  - v\(i).leading == root.leading + \(i)", "  - v\(i).top == root.top + 5 @750"] }
        #expect(sameAsYams(lines.joined(separator: "\n") + "\n"))
    }

    /// Whether the subset composer read the text; if it did, Yams must read it without error into
    /// the same nodes.
    private func sameAsYams(_ text: String) -> Bool {
        guard let tree = YAMLSubsetComposer.compose(text, file: "t.yaml") else { return false }
        do {
            let yams = try YAMLComposer.yamsNode(text).map { YAMLNode(node: $0, file: "t.yaml") }
            #expect(yams.map(describe) == describe(YAMLNode(tree, tree.root)), "\(text.debugDescription)")
        } catch {
            Issue.record("Yams cannot read \(text.debugDescription), which the subset read: \(error)")
        }
        return true
    }

    /// A node as the readers see it: kind, location, text and quoting, children.
    private func describe(_ node: YAMLNode) -> String {
        let at = "\(node.location.line):\(node.location.column)"
        if let pairs = node.pairs { return "{\(at) " + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}" }
        if let items = node.items { return "[\(at) " + items.map(describe).joined(separator: ", ") + "]" }
        guard let text = try? node.string("") else { return "?\(at)" }
        return "\(at)\(node.textLocation == node.location ? "" : "q")\(text.debugDescription)"
    }

    private func reindented(_ scalars: [Unicode.Scalar], line: Int, by change: Int) -> [Unicode.Scalar] {
        var lines = scalars.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        guard line < lines.count else { return scalars }
        if change > 0 {
            lines[line].insert(contentsOf: Array(repeating: " ", count: change), at: 0)
        } else {
            lines[line].removeFirst(min(-change, lines[line].prefix { $0 == " " }.count))
        }
        return Array(lines.joined(separator: ["\n"]))
    }
}
