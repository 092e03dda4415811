import SceneModel
import Yams

/// A node of the scene's YAML with its location, and typed readers that fail with located
/// errors. Every read of user input goes through here.
///
/// The node is in a ``YAMLTree`` when ``YAMLSubsetComposer`` could read the file, else it is one of
/// Yams' nodes; both read the same.
struct YAMLNode {
    private enum Storage {
        case tree(YAMLTree, Int)
        case yams(Node, file: String)
    }

    // The file is the tree's, not a copy in every node: copying a node then retains one object.
    private let storage: Storage

    var file: String {
        switch storage {
        case .tree(let tree, _): tree.file
        case .yams(_, let file): file
        }
    }

    init(_ tree: YAMLTree, _ index: Int) {
        storage = .tree(tree, index)
    }

    /// Refuses a tree whose aliases expand it past ``YAMLComposer/maximumNodes(forTextOf:)`` (the
    /// subset composer reads no aliases). Called once the top-level keys are known good.
    func checkExpandedSize(of text: String, file: String) throws(SceneError) {
        guard case .yams(let node, _) = storage, text.utf8.contains(UInt8(ascii: "*")) else { return }
        let textLength = text.utf8.count
        var budget = YAMLComposer.maximumNodes(forTextOf: textLength)
        guard node.fitsIn(budget: &budget) else {
            throw SceneError(
                "the scene's aliases (*name) expand it to over \(YAMLComposer.maximumNodes(forTextOf: textLength)) nodes",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    init(node: Node, file: String) {
        storage = .yams(node, file: file)
    }

    var location: SourceLocation {
        switch storage {
        case .tree(let tree, let index):
            let node = tree.nodes[index]
            return SourceLocation(file: tree.file, line: Int(node.line), column: Int(node.column))
        case .yams(let node, let file):
            let mark = node.mark
            return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
        }
    }

    func error(_ message: String) -> SceneError { SceneError(message, at: location) }

    /// A scalar's text, and whether it is quoted; nil for a mapping or a sequence.
    private var scalar: (text: String, quoted: Bool)? {
        switch storage {
        case .tree(let tree, let index):
            switch tree.nodes[index].kind {
            case .plain: return (tree.text(index), false)
            case .singleQuoted, .doubleQuoted: return (tree.text(index), true)
            case .mapping, .sequence: return nil
            }
        case .yams(let node, _):
            guard case .scalar(let scalar) = node else { return nil }
            switch scalar.style {
            case .singleQuoted, .doubleQuoted: return (scalar.string, true)
            case .any, .plain, .literal, .folded: return (scalar.string, false)
            }
        }
    }

    /// Whether the node is a scalar, told by its kind without making its text.
    var isScalar: Bool {
        switch storage {
        case .tree(let tree, let index): tree.nodes[index].kind != .mapping && tree.nodes[index].kind != .sequence
        case .yams(let node, _): node.scalar != nil
        }
    }

    /// A sequence's items; nil for anything else.
    var items: [YAMLNode]? {
        switch storage {
        case .tree(let tree, let index):
            guard tree.nodes[index].kind == .sequence else { return nil }
            return (0..<Int(tree.nodes[index].count)).map { YAMLNode(tree, tree.child(index, $0)) }
        case .yams(let node, let file):
            guard case .sequence(let items) = node else { return nil }
            return items.map { YAMLNode(node: $0, file: file) }
        }
    }

    /// A sequence's number of items when ``YAMLSubsetComposer`` made it; nil for anything else.
    var composedItemCount: Int? {
        guard case .tree(let tree, let index) = storage, tree.nodes[index].kind == .sequence else { return nil }
        return Int(tree.nodes[index].count)
    }

    /// The node in a tree of its own sharing its tree's arrays (``YAMLTree/init(sharing:)``),
    /// for another thread to read; Yams' nodes as they are.
    var inTreeOfItsOwn: YAMLNode {
        guard case .tree(let tree, let index) = storage else { return self }
        return YAMLNode(YAMLTree(sharing: tree), index)
    }

    /// A mapping's keys and values in file order; nil for anything else.
    var pairs: [(key: YAMLNode, value: YAMLNode)]? {
        switch storage {
        case .tree(let tree, let index):
            guard tree.nodes[index].kind == .mapping else { return nil }
            return stride(from: 0, to: Int(tree.nodes[index].count), by: 2).map {
                (YAMLNode(tree, tree.child(index, $0)), YAMLNode(tree, tree.child(index, $0 + 1)))
            }
        case .yams(let node, let file):
            guard case .mapping(let pairs) = node else { return nil }
            // By index: Yams' iterator would copy the pairs into an array first.
            return (pairs.startIndex..<pairs.endIndex).map {
                let pair = pairs[$0]
                return (YAMLNode(node: pair.key, file: file), YAMLNode(node: pair.value, file: file))
            }
        }
    }

    /// The text Yams' `Node.string` gives this node as a key (``YAMLComposer/keyString(_:)``).
    var keyString: String? {
        switch storage {
        case .tree: return scalar?.text
        case .yams(let node, _): return YAMLComposer.keyString(node)
        }
    }

    /// Where the text of a scalar starts (after an opening quote).
    var textLocation: SourceLocation {
        scalar?.quoted == true ? location.advanced(by: 1) : location
    }

    /// The scalar's text where it starts (``textLocation``), reading the node once.
    func located(_ what: String) throws(SceneError) -> Located<String> {
        guard let scalar else { throw error("\(what) must be a string") }
        let location = self.location
        return Located(scalar.text, at: scalar.quoted ? location.advanced(by: 1) : location)
    }

    func string(_ what: String) throws(SceneError) -> String {
        guard let scalar else { throw error("\(what) must be a string") }
        return scalar.text
    }

    func double(_ what: String) throws(SceneError) -> Double {
        guard let text = scalar?.text else { throw error("\(what) must be a number") }
        if [".inf", "-.inf", "+.inf", ".nan", ".Inf", ".NaN", ".INF", ".NAN"].contains(text) {
            throw error("\(what) must be a finite number, not \(text)")
        }
        guard let value = parseNumber(text) else { throw error("\(what) must be a number, not '\(text)'") }
        guard value.isFinite else { throw error("\(what) must be a finite number, not \(text)") }
        guard abs(value) <= 1e7 else { throw error("\(what) is out of range: \(text)") }
        return value
    }

    func int(_ what: String) throws(SceneError) -> Int {
        let value = try double(what)
        guard value == value.rounded() else { throw error("\(what) must be a whole number") }
        return Int(value)
    }

    func bool(_ what: String) throws(SceneError) -> Bool {
        guard let text = scalar?.text else { throw error("\(what) must be true or false") }
        switch text {
        case "true", "True", "TRUE", "yes", "YES": return true
        case "false", "False", "FALSE", "no", "NO": return false
        default: throw error("\(what) must be true or false, not '\(text)'")
        }
    }

    func sequence(_ what: String) throws(SceneError) -> [YAMLNode] {
        guard let items else { throw error("\(what) must be a list") }
        return items
    }

    /// The node as a mapping, rejecting keys not in `allowed` (with a suggestion) and duplicates.
    ///
    /// - Complexity: O(k·a) for k keys and a allowed keys, comparing short strings.
    func mapping(_ what: String, allowed: [String]) throws(SceneError) -> YAMLMapping {
        try mapping(what) { allowed.contains($0) } suggesting: { allowed }
    }

    /// The node as a mapping, rejecting keys not in `allowed` (with a suggestion) and duplicates.
    ///
    /// - Complexity: O(k·a) for k keys and a allowed keys, comparing a byte per allowed key and
    ///   mostly one string.
    func mapping(_ what: String, allowed: YAMLKeys) throws(SceneError) -> YAMLMapping {
        try mapping(what) { allowed.contains($0) } suggesting: { allowed.names }
    }

    private func mapping(_ what: String, _ isAllowed: (String) -> Bool, suggesting allowed: () -> [String]) throws(SceneError) -> YAMLMapping {
        if case .tree(let tree, let index) = storage {
            // Read in place: the composer made no mapping with two keys of the same text, and
            // every key a scalar.
            let node = tree.nodes[index]
            guard node.kind == .mapping else { throw error("\(what) must be a mapping of keys to values") }
            var present: UInt64 = 0
            for pair in 0..<Int(node.count) / 2 {
                let key = tree.child(index, 2 * pair)
                guard tree.nodes[key].kind != .mapping, tree.nodes[key].kind != .sequence else { throw YAMLNode(tree, key).error("a key must be a string") }
                let name = tree.text(key)
                guard isAllowed(name) else {
                    throw YAMLNode(tree, key).error("unknown key '\(name)' in \(what)\(didYouMean(name, allowed()))")
                }
                present |= YAMLKeys.signature(name)
            }
            return YAMLMapping(tree: tree, node: index, present: present)
        }
        guard let pairs else { throw error("\(what) must be a mapping of keys to values") }
        var keys: [String] = [], values: [YAMLNode] = []
        keys.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        for (keyNode, value) in pairs {
            let name = try keyNode.string("a key")
            guard isAllowed(name) else {
                throw keyNode.error("unknown key '\(name)' in \(what)\(didYouMean(name, allowed()))")
            }
            guard !keys.contains(name) else { throw keyNode.error("duplicate key '\(name)' in \(what)") }
            keys.append(name)
            values.append(value)
        }
        return YAMLMapping(keys: keys, values: values, node: self)
    }

    /// A list of `count` numbers, or one number repeated.
    func numbers(_ what: String, count: Int, allowSingle: Bool = false) throws(SceneError) -> [Double] {
        if allowSingle, isScalar { return Array(repeating: try double(what), count: count) }
        let items = try sequence(what)
        guard items.count == count else { throw error("\(what) must be a list of \(count) numbers") }
        var values: [Double] = []
        for item in items { values.append(try item.double(what)) }
        return values
    }
}

/// The keys of a YAML mapping in file order, and their values.
///
/// A mapping of a ``YAMLTree`` is read in place; Yams' keys are kept apart from their values, so
/// that a lookup compares short strings without copying nodes. A view's keys are looked up some
/// forty times, most of them absent: a bit per key's ``YAMLKeys/signature(_:)`` answers those.
struct YAMLMapping {
    let node: YAMLNode
    private let tree: YAMLTree?
    private let treeNode: Int
    private let keyList: [String]
    private let values: [YAMLNode]
    /// The signatures of the keys present.
    private let present: UInt64

    init(keys: [String], values: [YAMLNode], node: YAMLNode) {
        self.node = node
        tree = nil
        treeNode = 0
        keyList = keys
        self.values = values
        present = keys.reduce(0) { $0 | YAMLKeys.signature($1) }
    }

    init(tree: YAMLTree, node: Int, present: UInt64) {
        self.node = YAMLNode(tree, node)
        self.tree = tree
        treeNode = node
        keyList = []
        values = []
        self.present = present
    }

    /// The keys in file order.
    var keys: [String] {
        guard let tree else { return keyList }
        return (0..<Int(tree.nodes[treeNode].count) / 2).map { tree.text(tree.child(treeNode, 2 * $0)) }
    }

    /// - Complexity: O(k) for k keys.
    subscript(key: String) -> YAMLNode? {
        guard present & YAMLKeys.signature(key) != 0 else { return nil }
        guard let tree else { return keyList.firstIndex(of: key).map { values[$0] } }
        for pair in 0..<Int(tree.nodes[treeNode].count) / 2 where tree.text(tree.child(treeNode, 2 * pair)) == key {
            return YAMLNode(tree, tree.child(treeNode, 2 * pair + 1))
        }
        return nil
    }

    func required(_ key: String, in what: String) throws(SceneError) -> YAMLNode {
        guard let value = self[key] else { throw node.error("\(what) needs '\(key)'") }
        return value
    }
}

/// The keys a mapping may have, told apart first by a byte of their ``signature(_:)``s.
struct YAMLKeys {
    let names: [String]
    private let signatures: [UInt8]

    init(_ names: [String]) {
        self.names = names
        signatures = names.map { UInt8(truncatingIfNeeded: YAMLKeys.signature($0).trailingZeroBitCount) }
    }

    /// - Complexity: O(n) for n names, comparing a byte each and mostly one string.
    func contains(_ name: String) -> Bool {
        let signature = UInt8(truncatingIfNeeded: YAMLKeys.signature(name).trailingZeroBitCount)
        for i in names.indices where signatures[i] == signature && names[i] == name { return true }
        return false
    }

    /// One of 64 bits, from a key's length and first byte: different for nearly every two keys a
    /// mapping allows.
    static func signature(_ key: String) -> UInt64 {
        let utf8 = key.utf8
        return 1 << UInt64((utf8.count &* 11 &+ Int(utf8.first ?? 0)) & 63)
    }
}

/// A number written inside a text (a change, a curve, a transform), read and bounded as a
/// scene's numbers are: finite, and at most 10000000 either way.
enum WrittenNumber {
    case value(Double)
    case notANumber
    /// A number, too large to lay out or draw.
    case outOfRange

    init(_ text: String) {
        guard let value = parseNumber(text) else { self = .notANumber; return }
        self = value.isFinite && abs(value) <= 1e7 ? .value(value) : .outOfRange
    }

    /// What is wrong with `text` when it is not a usable number (it is not a number, or it is
    /// out of range), quoting `shown` (the number with its label, say) when given.
    static func problem(_ text: String, shown: String? = nil) -> String {
        let quoted = "'\(shown ?? text)'"
        return WrittenNumber(text).isOutOfRange ? "\(quoted) is out of range (at most 10000000 either way)" : "\(quoted) is not a number"
    }

    var value: Double? {
        if case .value(let value) = self { return value }
        return nil
    }

    private var isOutOfRange: Bool {
        if case .outOfRange = self { return true }
        return false
    }
}

/// Reads a number as C's strtod would for decimal input: optional sign, digits, fraction, exponent.
func parseNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty else { return nil }
    if let value = Double(trimmed) { return value }
    return nil
}

extension String {
    var trimmingSpaces: String {
        // Most texts have nothing to trim: no new string then.
        let utf8 = self.utf8
        if let first = utf8.first, let last = utf8.last, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
            last != UInt8(ascii: " "), last != UInt8(ascii: "\t")
        {
            return self
        }
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
