import SceneModel

/// A scene file's YAML as flat arrays of nodes: what ``YAMLSubsetComposer`` makes of the files it
/// can read, instead of Yams' nodes, which cost far more to make and to copy.
///
/// Every node has the kind, text, style and location Yams would give it; a mapping's children are
/// its keys and values in turn, a sequence's its items.
final class YAMLTree {
    enum Kind: UInt8 {
        case plain, singleQuoted, doubleQuoted, mapping, sequence
    }

    struct Node {
        var kind: Kind
        /// Where the node starts, 1-based, the column counted in Unicode scalars as libyaml counts it.
        var line: Int32
        var column: Int32
        /// A scalar's index in `texts`; a collection's first child in `children`.
        var start: Int32
        /// A collection's number of children (twice its pairs for a mapping).
        var count: Int32
    }

    /// The arrays of a tree being made, children before their collection.
    struct Builder {
        private(set) var nodes: [Node] = []
        private(set) var texts: [String] = []
        private(set) var children: [Int32] = []

        /// Room for about `count` nodes.
        mutating func reserveCapacity(_ count: Int) {
            nodes.reserveCapacity(count)
            texts.reserveCapacity(count)
            children.reserveCapacity(count)
        }

        mutating func addScalar(_ kind: Kind, _ text: String, line: Int, column: Int) -> Int32 {
            texts.append(text)
            nodes.append(Node(kind: kind, line: Int32(line), column: Int32(column), start: Int32(texts.count - 1), count: 0))
            return Int32(nodes.count - 1)
        }

        /// A mapping or sequence of nodes already made, in order.
        mutating func addCollection(_ kind: Kind, _ items: [Int32], line: Int, column: Int) -> Int32 {
            nodes.append(Node(kind: kind, line: Int32(line), column: Int32(column), start: Int32(children.count), count: Int32(items.count)))
            children.append(contentsOf: items)
            return Int32(nodes.count - 1)
        }

        func text(_ node: Int32) -> String { texts[Int(nodes[Int(node)].start)] }
    }

    let file: String
    let nodes: [Node]
    let texts: [String]
    let children: [Int32]

    init(file: String, _ builder: Builder) {
        self.file = file
        nodes = builder.nodes
        texts = builder.texts
        children = builder.children
    }

    /// A tree with the same arrays, for another thread to read: every node read retains its
    /// tree, and two threads retaining one object contend for it.
    init(sharing tree: YAMLTree) {
        file = tree.file
        nodes = tree.nodes
        texts = tree.texts
        children = tree.children
    }

    /// The root: the node made last.
    var root: Int { nodes.count - 1 }

    func text(_ node: Int) -> String { texts[Int(nodes[node].start)] }

    func child(_ node: Int, _ index: Int) -> Int { Int(children[Int(nodes[node].start) + index]) }
}
