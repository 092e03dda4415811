import AutoLayout

/// A scene made real: its views, guides and constraints in a ``LayoutEngine``, ready to lay out,
/// with the styles the renderer needs and the states it can switch to.
package final class LoadedScene {
    /// The document the scene was built from, while the scene keeps it: every scene does unless
    /// ``releaseDocument()`` let it go (as `layout` does, which reads only what is kept besides).
    package var document: SceneDocument {
        guard let kept else { preconditionFailure("the scene's document was let go; read its file, title, canvas and states instead") }
        return kept
    }

    private var kept: SceneDocument?
    /// The document's file, title, canvas and states, kept when the document is let go.
    package let file: String
    package let title: String?
    package let canvas: CanvasSpec
    package let states: [StateSpec]
    /// The line each view and guide is declared on, by id, taken when the document is let go.
    private var declarationLines: [(id: String, line: Int32)]?
    package let engine: LayoutEngine
    /// Every view, root first, depth first in subview order.
    package let views: [View]
    package let guides: [LayoutGuide]
    /// The constraints of the scene file, in the order written (VFL strings give several).
    package let constraints: [LayoutConstraint]
    /// Constraints with an `id`.
    package let namedConstraints: [String: LayoutConstraint]
    /// Each view's look, by id (a state may change alpha and background).
    package private(set) var styles: StyleTable
    /// The device the scene is shown on, if any.
    package let device: Device?
    private let viewsByID: [String: View]
    /// The views, guides and named constraints that the size classes drawn leave out (`when:`):
    /// a state's change to one of them changes nothing, as a change to an uninstalled view in UIKit.
    package let uninstalled: Set<String>
    /// The priorities written on the named constraints left out: a state moving one between
    /// required and optional is refused in every size class, as where it is installed.
    let leftOutPriorities: [String: LayoutPriority]

    init(
        document: SceneDocument, engine: LayoutEngine, views: [View], guides: [LayoutGuide],
        constraints: [LayoutConstraint], named: [String: LayoutConstraint], styles: StyleTable, device: Device?,
        viewsByID: [String: View], uninstalled: Set<String> = [], leftOutPriorities: [String: LayoutPriority] = [:]
    ) {
        self.uninstalled = uninstalled
        self.leftOutPriorities = leftOutPriorities
        kept = document
        file = document.file
        title = document.title
        canvas = document.canvas
        states = document.states
        self.engine = engine
        self.views = views
        self.guides = guides
        self.constraints = constraints
        self.namedConstraints = named
        self.styles = styles
        self.device = device
        self.viewsByID = viewsByID
    }

    /// Lets the document go, keeping its file, title, canvas and states and the lines its views
    /// and guides are declared on: a large scene's specs take more memory than its views, and the
    /// engine, once built, reads none of them.
    package func releaseDocument() {
        guard let document = kept else { return }
        var lines: [(id: String, line: Int32)] = []
        lines.reserveCapacity(document.root.viewCount)
        Self.addLines(of: document.root, to: &lines)
        declarationLines = lines
        kept = nil
    }

    /// The line each view (and guide) is declared on, by id.
    package func viewLines() -> [String: Int] {
        var lines: [(id: String, line: Int32)] = []
        if let declarationLines {
            lines = declarationLines
        } else if let kept {
            Self.addLines(of: kept.root, to: &lines)
        }
        var byID: [String: Int] = [:]
        byID.reserveCapacity(lines.count)
        for (id, line) in lines { byID[id] = Int(line) }
        return byID
    }

    /// Walks the specs in place: copying a large scene's specs onto a stack cost more than the rest.
    private static func addLines(of view: ViewSpec, to lines: inout [(id: String, line: Int32)]) {
        withUnsafePointer(to: view) { addLines(of: $0, to: &lines) }
    }

    /// The lines of a spec's views read where it is: `for subview in` copied every subview's spec.
    private static func addLines(of view: UnsafePointer<ViewSpec>, to lines: inout [(id: String, line: Int32)]) {
        lines.append((view.pointee.id.value, Int32(clamping: view.pointee.id.location.line)))
        for guide in view.pointee.guides { lines.append((guide.value, Int32(clamping: guide.location.line))) }
        view.pointee.subviews.withUnsafeBufferPointer { subviews in
            for index in subviews.indices { addLines(of: subviews.baseAddress! + index, to: &lines) }
        }
    }

    package var root: View { engine.root }
    package var canvasSize: Size { engine.canvasSize }
    package var stateNames: [String] { states.map(\.name.value) }

    /// The view with this id (ids are unique).
    ///
    /// - Complexity: O(1).
    package func view(_ id: String) -> View? { viewsByID[id] }

    /// Lays the scene out (incrementally after a state's changes).
    package func layout() {
        engine.layout()
        solved = nil
    }

    private var solved: SolvedLayout?

    /// Whether ``solvedLayout`` lists the constraints (``SolvedLayout/constraints``): off for a
    /// scene only printed as `layout`'s table, whose frames and problems do not need them.
    package var listsConstraints = true

    /// The scene as last laid out, as a value: made once after each ``layout()``, for everything
    /// that comes after the engine (drawing, reports, animation, the live preview).
    package var solvedLayout: SolvedLayout {
        if let solved { return solved }
        let made = engine.solvedLayout(listingConstraints: listsConstraints)
        solved = made
        return made
    }

    /// Refuses a layout whose numbers overflowed: legal constants and multipliers can still
    /// multiply along a chain of constraints past any number a frame can hold.
    package func checkFiniteFrames() throws(SceneError) {
        for view in views where ![view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].allSatisfy({ $0.isFinite && abs($0) < 1e15 }) {
            throw SceneError(
                "the constraints put '\(view.identifier)' beyond any usable number (its frame overflows); look for multipliers or constants that multiply along a chain",
                at: canvas.location)
        }
    }

    /// Applies a state's changes to the base scene, the way `constant` changes and
    /// `layoutIfNeeded()` work in UIKit; call ``layout()`` afterwards.
    package func apply(state name: String) throws(SceneError) {
        guard let state = states.first(where: { $0.name.value == name }) else {
            let names = stateNames
            throw SceneError(
                "no state '\(name)'\(didYouMean(name, names))" + (names.isEmpty ? "; the scene has no states" : "; states: \(names.joined(separator: ", "))"),
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        for change in state.changes {
            guard uninstalled.contains(change.value.target) else {
                try apply(change)
                continue
            }
            if case .priority(let target, let value) = change.value, let written = leftOutPriorities[target] {
                try checkRequiredness(target, written, value, change.location)
            }
        }
    }

    /// UIKit refuses to move an installed constraint's priority between required and optional.
    private func checkRequiredness(_ target: String, _ current: LayoutPriority, _ value: LayoutPriority, _ location: SourceLocation)
        throws(SceneError)
    {
        guard current.isRequired == value.isRequired else {
            throw SceneError(
                "mutating a priority from required to not (or back) on an installed constraint is not supported, "
                    + "as in UIKit; give '\(target)' an optional priority in the base scene", at: location)
        }
    }

    private func apply(_ change: Located<StateChange>) throws(SceneError) {
        switch change.value {
        case .constant(let target, let value): try constraint(target, change.location).constant = value
        case .priority(let target, let value):
            let c = try constraint(target, change.location)
            try checkRequiredness(target, c.priority, value, change.location)
            c.priority = value
        case .active(let target, let value): try constraint(target, change.location).isActive = value
        case .transform(let target, let transform):
            try view(target, change.location).transform = transform
        case .hidden(let target, let hidden):
            try view(target, change.location).isHidden = hidden
        case .alpha(let target, let alpha):
            _ = try view(target, change.location)
            styles[target, default: StyleSpec()].alpha = alpha
        case .background(let target, let color):
            _ = try view(target, change.location)
            styles[target, default: StyleSpec()].background = color
        case .stack(let target, let stackChange):
            try checkStackChange(change)
            apply(stackChange, to: try view(target, change.location))
        }
    }

    private func view(_ id: String, _ location: SourceLocation) throws(SceneError) -> View {
        guard let view = view(id) else {
            throw SceneError("unknown view '\(id)'\(didYouMean(id, views.map(\.identifier)))", at: location)
        }
        return view
    }

    private func apply(_ change: StackChange, to view: View) {
        if case .customSpacingAfter(let spacing) = change {
            (view.superview as! StackView).setCustomSpacing(spacing, after: view)
            return
        }
        let stack = view as! StackView
        switch change {
        case .axis(let axis): stack.axis = axis
        case .distribution(let distribution): stack.distribution = distribution
        case .alignment(let alignment): stack.alignment = alignment
        case .spacing(let spacing): stack.spacing = spacing
        case .baselineRelative(let on): stack.isBaselineRelativeArrangement = on
        case .layoutMarginsRelative(let on): stack.isLayoutMarginsRelativeArrangement = on
        case .customSpacingAfter: break
        }
    }

    /// A stack property changes on a stack view, a custom spacing on an arranged view.
    func checkStackChange(_ change: Located<StateChange>) throws(SceneError) {
        guard case .stack(let target, let stackChange) = change.value, let view = view(target) else { return }
        if case .customSpacingAfter = stackChange {
            guard let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) else {
                throw SceneError("'\(target)' is not an arranged view of a stack; customSpacingAfter needs one", at: change.location)
            }
        } else if !(view is StackView) {
            throw SceneError("'\(target)' is not a stack view; give it 'stack:' to change its arrangement", at: change.location)
        }
    }

    private func constraint(_ name: String, _ location: SourceLocation) throws(SceneError) -> LayoutConstraint {
        guard let c = namedConstraints[name] else {
            throw SceneError(
                "unknown constraint '\(name)'\(didYouMean(name, Array(namedConstraints.keys)))"
                    + " (give a constraint an 'id' to change it in a state)", at: location)
        }
        return c
    }
}
