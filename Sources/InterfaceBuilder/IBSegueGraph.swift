/// A storyboard's segues between view controllers, by kind: what shows what.
struct IBSegueGraph {
    typealias Edge = (from: String, to: String)

    /// Navigation controllers and their roots.
    private(set) var roots: [Edge] = []
    /// Tab bar controllers and their tabs.
    private(set) var tabs: [Edge] = []
    /// Split view controllers and their columns.
    private(set) var columns: [Edge] = []
    /// `show` and `push` segues.
    private(set) var pushes: [Edge] = []
    /// Destinations of modal presentations in a sheet style.
    private(set) var presented: Set<String> = []
    /// Controllers embedded in a container view (`kind="embed"`).
    private(set) var embedded: Set<String> = []
    /// Those whose container view lies inside a scroll view (a table's cell, say).
    private(set) var embeddedInScrollViews: Set<String> = []
    /// Every view controller of the storyboard, by id.
    private(set) var controllers: [String: XMLElementNode] = [:]

    init(_ root: XMLElementNode) {
        let all = root.child("scenes")?.children("scene").flatMap { $0.child("objects")?.elements ?? [] } ?? []
        for controller in all {
            let id = controller["id"] ?? ""
            controllers[id] = controller
            for (segue, inScrollView) in IBSegueGraph.segues(in: controller) {
                guard let destination = segue["destination"] else { continue }
                add(segue, from: controller, id: id, to: destination)
                if segue["kind"] == "embed" && inScrollView { embeddedInScrollViews.insert(destination) }
            }
        }
    }

    private mutating func add(_ segue: XMLElementNode, from controller: XMLElementNode, id: String, to destination: String) {
        switch (segue["kind"], segue["relationship"]) {
        case ("relationship", "rootViewController") where controller.name == "navigationController": roots.append((id, destination))
        case ("relationship", "viewControllers") where controller.name == "tabBarController": tabs.append((id, destination))
        case ("relationship", "masterViewController"), ("relationship", "detailViewController"): columns.append((id, destination))
        case ("show", _), ("push", _): pushes.append((id, destination))
        case ("embed", _): embedded.insert(destination)
        case ("presentation", _), ("modal", _):
            if IBSegueGraph.isSheet(segue["modalPresentationStyle"]) { presented.insert(destination) }
        default: break
        }
    }

    /// Whether a modal presentation style shows a sheet: the default (automatic), a page or form
    /// sheet; full screen and the rest cover the screen.
    private static func isSheet(_ style: String?) -> Bool {
        guard let style else { return true }
        return ["automatic", "pageSheet", "formSheet"].contains(style)
    }

    /// The segues under an element, each with whether a scroll view (or table, collection or text
    /// view) holds it.
    private static func segues(in element: XMLElementNode, inScrollView: Bool = false) -> [(XMLElementNode, Bool)] {
        let inside = inScrollView || IBViewReader.scrollingElements.contains(element.name)
        return element.elements.flatMap { $0.name == "segue" ? [($0, inside)] : segues(in: $0, inScrollView: inside) }
    }

    /// Spreads a value along `edges` to the destinations that have none (and that `accepts`),
    /// until nothing changes.
    static func spread<Value>(_ values: inout [String: Value], along edges: [Edge], where accepts: (Edge) -> Bool = { _ in true }) {
        var grew = true
        while grew {
            grew = false
            for edge in edges where values[edge.to] == nil && accepts(edge) {
                guard let value = values[edge.from] else { continue }
                values[edge.to] = value
                grew = true
            }
        }
    }
}
