import SceneModel

/// An element of an XML document, with where its start tag was: the little of a DOM that
/// reading Interface Builder documents needs.
final class XMLElementNode {
    let name: String
    private(set) var attributes: [String: String]
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

    /// Keeps the comment written just before the element.
    func setComment(_ comment: String) { attributes[XMLElementNode.commentKey] = comment }

    /// Frees the subtree without recursion: a deep document would otherwise free its elements
    /// one nested call per level, and overflow the stack.
    deinit {
        var pending = children
        children = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending += node.children
            node.children = []
        }
    }

    /// An error at this element.
    func error(_ message: String) -> SceneError { SceneError(message, at: location) }
}

