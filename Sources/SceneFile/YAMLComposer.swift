import SceneModel
import Yams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Composes a scene file's YAML into Yams nodes without Yams' regular expressions.
///
/// Yams resolves a plain scalar's tag (bool, int, float, null, …) by trying its default resolver's
/// seven `NSRegularExpression`s, and its composer checks every mapping for duplicate keys by hashing
/// the keys, which resolves every key's tag: most of the cost of reading a large scene. The readers
/// in ``YAMLNode`` interpret scalars from their text and style and never look at a resolved tag, so
/// the file is composed with `Resolver.basic`, under which every untagged plain scalar is a string.
///
/// Two keys are the same when their text and resolved tag are, so that changes which keys Yams
/// counts as duplicates: `10` and `"10"` are the same key under `.basic` but not under `.default`,
/// and `!!int 10` and `10` the other way round. The file is composed again with `.default`, giving
/// exactly Yams' usual nodes and errors, when `.basic` finds duplicates, or when the file has tags
/// (it has a `!`) and some key is not an untagged scalar. The other difference, a mapping used as a
/// key, is ``keyString(_:)``'s.
enum YAMLComposer {
    /// The document's root node, nil for an empty stream; throws Yams' errors.
    ///
    /// Files in the subset ``YAMLSubsetComposer`` reads are read by it, others by Yams.
    static func compose(_ text: String, file: String) throws -> YAMLNode? {
        if let tree = YAMLSubsetComposer.compose(text, file: file) { return YAMLNode(tree, tree.root) }
        return try yamsNode(text).map { YAMLNode(node: $0, file: file) }
    }

    /// The most nodes a file's aliases may expand it to: a few per byte of text and a million
    /// more, far beyond any scene written by hand, far below what would exhaust memory.
    static func maximumNodes(forTextOf length: Int) -> Int { 4 * length + 1_000_000 }

    /// The document's root node as Yams composes it, nil for an empty stream; throws Yams' errors.
    ///
    /// - Complexity: O(n) in the length of the text; a second pass only in the rare cases above.
    static func yamsNode(_ text: String) throws -> Node? {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .basic)
        } catch YamlError.duplicatedKeysInMapping {
            return try Yams.compose(yaml: text, .default)
        }
        guard let node, mayHaveTags(text) else { return node }
        // Aliases can make the tree far larger than the text; past this many nodes, compose again.
        var budget = 2 * text.utf8.count + 16
        return node.keysAreAllStrings(budget: &budget) ? node : try Yams.compose(yaml: text, .default)
    }

    /// Whether the text has a `!`, without which it has no tags.
    ///
    /// - Complexity: O(n), at the speed of `memchr` for native strings.
    static func mayHaveTags(_ text: String) -> Bool {
        let bang = UInt8(ascii: "!")
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, Int32(bang), bytes.count) != nil } ?? false
        }
        return found ?? text.utf8.contains(bang)
    }

    /// Yams' `Node.string` of a mapping key as under its default resolver: a scalar's text, and for a
    /// mapping used as a key, the text of the value under its `=` key (YAML's value key), if any.
    static func keyString(_ key: Node) -> String? {
        guard case .mapping(let pairs) = key else { return key.string }
        for (inner, value) in pairs where isValueKey(inner) { return keyString(value) }
        return nil
    }

    /// Whether Yams' default resolver tags `key` as the value key: an untagged plain `=`, or `!!value`.
    ///
    /// An untagged `=` is a string under `Resolver.basic`. Nodes composed with it are only kept when
    /// the file has no tags or no mapping as a key, so a plain `=` string inside a mapping used as a key
    /// of such nodes is untagged; under `.default` a plain string `=` was tagged so.
    private static func isValueKey(_ key: Node) -> Bool {
        if key.tag.rawValue == Tag.Name.value.rawValue { return true }
        guard case .scalar(let scalar) = key, scalar.style == .plain, scalar.string == "=" else { return false }
        let untagged = Node("=", key.tag.copy(with: .implicit), .plain)  // as this node's resolver reads it
        return untagged.tag.rawValue == Tag.Name.str.rawValue
    }
}

extension Node {
    /// Whether every mapping key in the tree is a scalar tagged `str`, visiting at most `budget` nodes.
    ///
    /// - Complexity: O(min(n, budget)) for n nodes.
    func keysAreAllStrings(budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch self {
        case .scalar, .alias: return true
        case .sequence(let items):
            for item in items where !item.keysAreAllStrings(budget: &budget) { return false }
            return true
        case .mapping(let pairs):
            for (key, value) in pairs {
                guard case .scalar = key, key.tag.rawValue == Tag.Name.str.rawValue else { return false }
                guard value.keysAreAllStrings(budget: &budget) else { return false }
            }
            return true
        }
    }
}

extension Node {
    /// Whether the tree, aliases expanded, has at most `budget` nodes; stops counting past it.
    func fitsIn(budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch self {
        case .scalar, .alias: return true
        case .sequence(let items):
            for item in items where !item.fitsIn(budget: &budget) { return false }
            return true
        case .mapping(let pairs):
            for (key, value) in pairs where !key.fitsIn(budget: &budget) || !value.fitsIn(budget: &budget) { return false }
            return true
        }
    }
}
