import Yams

/// Composes a scene file's YAML into Yams nodes without Yams' regular expressions.
///
/// Yams resolves a plain scalar's tag (bool, int, float, null, …) by trying its default resolver's
/// seven `NSRegularExpression`s, and its composer checks every mapping for duplicate keys by hashing
/// the keys, which resolves every key's tag: most of the cost of reading a large scene. The readers
/// in ``YAMLNode`` interpret scalars from their text and style and never look at a resolved tag, so
/// the file is composed with `Resolver.basic`, under which every plain scalar is a string.
///
/// That changes only which keys Yams counts as duplicates (two keys are the same when their text and
/// resolved tag are): `10` and `"10"` are the same key under `.basic` but not under `.default`, and
/// `!!int 10` and `10` the other way round. So the file is composed again with `.default`, giving
/// exactly Yams' usual nodes and errors, when `.basic` finds duplicates or when some key is not a plain
/// string (a key tagged with another type, or a mapping or list as a key, whose `Node.string` reads tags).
enum YAMLComposer {
    /// The document's root node, nil for an empty stream; throws Yams' errors.
    ///
    /// - Complexity: O(n) in the size of the text; a second pass only in the rare cases above.
    static func compose(_ text: String) throws -> Node? {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .basic)
        } catch YamlError.duplicatedKeysInMapping {
            return try Yams.compose(yaml: text, .default)
        }
        guard let node, node.keysAreAllStrings else { return try Yams.compose(yaml: text, .default) }
        return node
    }
}

extension Node {
    /// Whether every mapping key in the tree is a scalar whose tag is `str`, under the node's resolver:
    /// the keys whose equality does not depend on the resolver.
    ///
    /// - Complexity: O(n) in the number of nodes.
    var keysAreAllStrings: Bool {
        switch self {
        case .scalar, .alias: return true
        case .sequence(let items): return items.allSatisfy(\.keysAreAllStrings)
        case .mapping(let pairs):
            return pairs.allSatisfy { key, value in
                guard case .scalar = key, key.tag.rawValue == Tag.Name.str.rawValue else { return false }
                return value.keysAreAllStrings
            }
        }
    }
}
