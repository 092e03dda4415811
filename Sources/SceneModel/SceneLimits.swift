/// How large a scene may be: every dimension that could exhaust memory or time has a limit, far
/// beyond any scene written by hand, and exceeding one is a located error (the README's table).
package enum SceneLimits {
    package static let maximumViews = 200_000
    package static let maximumConstraints = 1_000_000
    package static let maximumStates = 10_000
    /// Views inside views.
    package static let maximumDepth = 100
    /// A label's text: Pango lays very long or many-line texts out in quadratic time.
    package static let maximumTextLength = 10_000
    package static let maximumTextLines = 1_000
    /// A number written in a scene (a constant, multiplier, frame, a control's index): beyond it
    /// multipliers along a chain overflow what the solver and the drawing can hold.
    package static let largestNumber = 1e7

    package static func check(_ document: SceneDocument, at location: SourceLocation) throws(SceneError) {
        let views = document.root.viewCount
        guard views <= maximumViews else { throw SceneError("the scene has \(views) views; at most \(maximumViews)", at: location) }
        let constraints = document.constraints.count + document.root.nestedConstraintCount
        guard constraints <= maximumConstraints else {
            throw SceneError("the scene has \(constraints) constraints; at most \(maximumConstraints)", at: location)
        }
    }

    /// Views nest at most ``maximumDepth`` deep whatever made the scene (a document, a log), so
    /// that a scene written from it reads back and nothing that walks the views goes deeper.
    /// Refused at the first view too deep, in the order the views are written.
    package static func checkDepth(_ root: ViewSpec) throws(SceneError) {
        var pending: [(spec: ViewSpec, depth: Int)] = [(root, 0)]
        while let (spec, depth) = pending.popLast() {
            guard depth <= maximumDepth else { throw SceneError("views nest over \(maximumDepth) deep", at: spec.id.location) }
            pending += spec.subviews.reversed().map { ($0, depth + 1) }
        }
    }

    /// Whether a text is within both limits by its bytes alone (as nearly every label is), without
    /// counting its characters: it has no more characters than bytes, nor more lines.
    package static func isShortText(_ text: String) -> Bool {
        text.utf8.count < min(maximumTextLength, maximumTextLines)
    }

    /// The texts a control draws, each as a view's text (Pango laid an 80,000-line segment title
    /// out for over a minute).
    package static func checkTexts(of control: ControlSpec?, at location: SourceLocation) throws(SceneError) {
        for text in control?.texts ?? [] { try checkText(text, at: location) }
    }

    /// One rule for every text a view shows, whether a scene file, a document or a log gave it.
    package static func checkText(_ text: String, at location: SourceLocation) throws(SceneError) {
        guard !isShortText(text) else { return }
        guard text.count <= maximumTextLength else { throw SceneError("a text of \(text.count) characters; at most \(maximumTextLength)", at: location) }
        let lines = text.utf8.count { $0 == 0x0A } + 1
        guard lines <= maximumTextLines else { throw SceneError("a text of \(lines) lines; at most \(maximumTextLines)", at: location) }
    }
}

extension ViewSpec {
    /// The constraints written inside this view and its subviews.
    var nestedConstraintCount: Int {
        // Read in place: `reduce` copied every subview's spec.
        withUnsafePointer(to: self) { Self.nestedConstraintCount($0) }
    }

    /// The constraints in a spec's views, read where it is: a method called on `pointee` copies the spec.
    private static func nestedConstraintCount(_ spec: UnsafePointer<ViewSpec>) -> Int {
        spec.pointee.subviews.withUnsafeBufferPointer { subviews in
            var count = spec.pointee.constraints.count
            for index in subviews.indices { count += nestedConstraintCount(subviews.baseAddress! + index) }
            return count
        }
    }
}
