import SceneModel

/// Interface Builder's size-class variations, resolved for the size classes of the device a
/// scene is shown on.
///
/// Xcode writes what a size class changes as `<variation key="…">` elements: masks that install
/// or uninstall constraints and subviews (`<mask key="constraints"><exclude reference="…"/>`),
/// attributes (a constraint's `constant`, a stack's `axis` or `spacing`) and elements (a frame).
/// The `default` variation is "Any width, any height"; one naming a single class applies over
/// it, and one naming both over that, as Interface Builder's size-class editor stacks them
/// (SwiftMessages' cards and tabs install a width limit in `widthClass=regular` that `default`
/// excludes, and exclude there constraints `default` keeps; DuckDuckGo's tab, Tofu, Koloda and
/// RxDataSources exclude constraints in `default`). No document of the corpus masks one
/// constraint both in a one-class and in a two-class variation, so that order is Xcode's rule
/// of the more specific class, not a measured one. Two variations of the same specificity that
/// both apply (a regular width and a compact height: a large phone in landscape) apply in the
/// document's order.
struct IBVariations {
    /// The size classes drawn; nil for a document designed at any size (no device named), where
    /// only `default` applies.
    let classes: SizeClasses?

    /// The condition of a variation key, if it applies to the classes drawn: `default` always.
    func applies(_ key: String) -> Bool {
        if key == "default" { return true }
        guard let classes, let condition = SizeClassCondition(variationKey: key) else { return false }
        return condition.matches(classes)
    }

    /// The variations among `elements` that apply, the least specific first (document order
    /// among equals), so that applying them in turn leaves the most specific in force.
    func applicable(_ elements: [XMLElementNode]) -> [XMLElementNode] {
        let keyed = elements.filter { $0.name == "variation" && $0["key"].map(applies) == true }
        return keyed.enumerated().sorted { a, b in
            let (sa, sb) = (specificity(a.element), specificity(b.element))
            return sa != sb ? sa < sb : a.offset < b.offset
        }.map(\.element)
    }

    private func specificity(_ variation: XMLElementNode) -> Int {
        variation["key"].flatMap { SizeClassCondition(variationKey: $0) }?.specificity ?? 0
    }

    /// The constraints and subviews under `scope` that the classes drawn do not install: each
    /// mask's `exclude` and `include` applied in the order of ``applicable(_:)``.
    func uninstalled(in scope: XMLElementNode) -> (constraints: Set<String>, views: Set<String>) {
        let (constraints, views) = masked(in: scope)
        let excludedViews = Set(views.filter { !$0.value }.keys)
        return (Set(constraints.filter { !$0.value }.keys), excludedViews.isEmpty ? [] : withDescendants(excludedViews, in: scope))
    }

    /// Whether each constraint and subview a mask under `scope` names is installed (true) or not
    /// (false) in the classes drawn, by the masks alone: a view inside an uninstalled one is not
    /// listed unless a mask names it.
    func masked(in scope: XMLElementNode) -> (constraints: [String: Bool], views: [String: Bool]) {
        var constraints: [String: Bool] = [:], views: [String: Bool] = [:]
        func visit(_ element: XMLElementNode) {
            for variation in applicable(element.children("variation")) {
                for mask in variation.children("mask") {
                    for change in mask.elements {
                        guard let reference = change["reference"], change.name == "exclude" || change.name == "include" else { continue }
                        if mask["key"] == "subviews" {
                            views[reference] = change.name == "include"
                        } else {
                            constraints[reference] = change.name == "include"
                        }
                    }
                }
            }
            for child in element.elements where child.name != "variation" { visit(child) }
        }
        visit(scope)
        return (constraints, views)
    }

    /// The views and every element with an id inside them: a constraint to a view inside an
    /// uninstalled one is not installed either.
    func withDescendants(_ views: Set<String>, in scope: XMLElementNode) -> Set<String> {
        var all = views
        func visit(_ element: XMLElementNode, inside: Bool) {
            let id = element["id"]
            if inside, let id { all.insert(id) }
            let nowInside = inside || id.map(views.contains) == true
            for child in element.elements where child.name != "variation" { visit(child, inside: nowInside) }
        }
        visit(scope, inside: false)
        return all
    }
}
