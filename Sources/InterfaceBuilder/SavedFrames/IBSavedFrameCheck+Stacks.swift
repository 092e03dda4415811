import AutoLayout

/// The saved frames of stack views' arranged views against where a stack puts them.
extension IBSavedFrameCheck {
    /// Stack views whose saved arranged views are not where a stack puts them: the first at its
    /// leading (top) edge and the last at its trailing (bottom) one, in order along its axis, each
    /// `spacing` after the one before (at least `spacing` when the stack spaces them out equally),
    /// and as long across it as the stack when it fills that way, as UIStackView's required
    /// constraints hold them. Stacks arranged on baselines are left alone.
    func stackContradictions(_ scene: XMLElementNode) -> [IBContradiction] {
        var found: [IBContradiction] = []
        func visit(_ element: XMLElementNode) {
            if element.name == "stackView", let id = element["id"], element["baselineRelativeArrangement"] != "YES",
                let contradiction = checkStack(element, id: id)
            {
                found.append(contradiction)
            }
            for child in element.elements { visit(child) }
        }
        visit(scene)
        return found
    }

    private func checkStack(_ stack: XMLElementNode, id: String) -> IBContradiction? {
        let vertical = stack["axis"] == "vertical"
        let spacing = stack["spacingType"] == "standard" ? 8 : stack["spacing"].flatMap(Double.init) ?? 0
        let atLeast = ["equalSpacing", "equalCentering"].contains(stack["distribution"] ?? "fill")
        let arranged = (stack.child("subviews")?.elements ?? []).compactMap { view -> (String, Rect)? in
            guard let viewID = view["id"], let info = views[viewID], let frame = info.savedFrame,
                !info.hidden || IBViewReader.keepsItsPlaceWhenHidden(view, parentType: stack.name)
            else { return nil }
            return (viewID, frame)
        }
        if let span = checkSpan(stack, id: id, arranged: arranged, vertical: vertical) { return span }
        if let fill = checkFill(stack, id: id, arranged: arranged, vertical: vertical) { return fill }
        let pairs = zip(arranged, arranged.dropFirst())
        for (previous, next) in pairs where !unknownAlignment.contains(previous.0) && !unknownAlignment.contains(next.0) {
            // Between alignment rectangles, whichever insets the control's Xcode drew: a switch's
            // frame reaches 2 points past the rectangle the stack spaces (sentry's sample).
            let ends = edges(of: previous, vertical: vertical).end, starts = edges(of: next, vertical: vertical).start
            let gaps = starts.flatMap { start in ends.map { start - $0 } }
            let broken = atLeast
                ? gaps.allSatisfy { $0 < spacing - IBSavedFrameCheck.tolerance }
                : gaps.allSatisfy { abs($0 - spacing) > IBSavedFrameCheck.tolerance }
            guard broken else { continue }
            let (start, end) = vertical ? ("top", "bottom") : ("leading", "trailing")
            return IBContradiction(
                constraint: id, equation: "\(next.0).\(start) \(atLeast ? "≥" : "=") \(previous.0).\(end) + \(LayoutNumber.text(spacing)) (stack spacing)",
                saved: vertical ? next.1.minY : next.1.minX, required: (vertical ? previous.1.maxY : previous.1.maxX) + spacing)
        }
        return nil
    }

    /// Where an arranged view starts and ends along the stack's axis: its saved frame's edges, and
    /// a control's alignment rectangle's too.
    private func edges(of view: (String, Rect), vertical: Bool) -> (start: [Double], end: [Double]) {
        let insets = IBContentSize.alignmentRectInsets(ofType: views[view.0]?.type ?? "")
        let frame = view.1
        return vertical
            ? ([frame.minY, frame.minY + insets.top], [frame.maxY, frame.maxY - insets.bottom])
            : ([frame.minX, frame.minX + insets.left], [frame.maxX, frame.maxX - insets.right])
    }

    /// The stack's edges along its axis against its first and last visible arranged views: UIStackView
    /// holds its leading (top) edge at the first one's and its trailing (bottom) edge at the last
    /// one's, inside its layout margins when it has them (`UISV-canvas-connection`, required in
    /// every distribution). A stack saved shorter or longer than the views it arranges was not
    /// laid out again after they changed. In the stack's coordinates: its own edges are 0 and its
    /// length.
    private func checkSpan(_ stack: XMLElementNode, id: String, arranged: [(String, Rect)], vertical: Bool) -> IBContradiction? {
        guard let first = arranged.first, let last = arranged.last, let frame = views[id]?.savedFrame else { return nil }
        let margins = IBSavedFrameCheck.stackMargins(stack, vertical: vertical)
        // A control's alignment rectangle is what the stack holds, whichever insets its Xcode drew.
        let starts = edges(of: first, vertical: vertical).start, ends = edges(of: last, vertical: vertical).end
        let start = starts.min { abs($0 - margins.start) < abs($1 - margins.start) }!
        let length: Double = vertical ? frame.height : frame.width
        let edges = vertical ? ("top", "bottom") : ("leading", "trailing")
        if !unknownAlignment.contains(first.0), abs(start - margins.start) > IBSavedFrameCheck.tolerance {
            let equation = "\(first.0).\(edges.0) = \(id).\(edges.0)\(IBSavedFrameCheck.plus(margins.start)) (stack edge)"
            return IBContradiction(constraint: id, equation: equation, saved: start, required: margins.start)
        }
        let end = ends.min { abs($0 - (length - margins.end)) < abs($1 - (length - margins.end)) }!
        guard !unknownAlignment.contains(last.0), abs(end - (length - margins.end)) > IBSavedFrameCheck.tolerance else { return nil }
        let equation = "\(last.0).\(edges.1) = \(id).\(edges.1)\(IBSavedFrameCheck.plus(-margins.end)) (stack edge)"
        return IBContradiction(constraint: id, equation: equation, saved: end, required: length - margins.end)
    }

    /// A stack that fills across its axis (`alignment="fill"`, the default) makes each arranged view
    /// as long across it as itself, inside its margins (`UISV-alignment` and
    /// `UISV-canvas-connection`, required). SF Symbol image views, whose alignment rectangles
    /// strut does not know, are left alone.
    private func checkFill(_ stack: XMLElementNode, id: String, arranged: [(String, Rect)], vertical: Bool) -> IBContradiction? {
        guard (stack["alignment"] ?? "fill") == "fill", let frame = views[id]?.savedFrame else { return nil }
        let margins = IBSavedFrameCheck.stackMargins(stack, vertical: !vertical)
        let length = (vertical ? frame.width : frame.height) - margins.start - margins.end
        for (viewID, saved) in arranged where !unknownAlignment.contains(viewID) {
            let insets = IBContentSize.alignmentRectInsets(ofType: views[viewID]?.type ?? "")
            let extent = vertical ? saved.width : saved.height
            let aligned = extent - (vertical ? insets.left + insets.right : insets.top + insets.bottom)
            guard min(abs(extent - length), abs(aligned - length)) > IBSavedFrameCheck.tolerance else { continue }
            let attribute = vertical ? "width" : "height"
            let equation = "\(viewID).\(attribute) = \(id).\(attribute)\(IBSavedFrameCheck.plus(-margins.start - margins.end)) (stack fill)"
            return IBContradiction(constraint: id, equation: equation, saved: extent, required: length)
        }
        return nil
    }

    /// A constant as an equation ends: ` + 8`, ` - 8`, nothing for 0.
    private static func plus(_ constant: Double) -> String {
        constant == 0 ? "" : " \(constant < 0 ? "-" : "+") \(LayoutNumber.text(abs(constant)))"
    }

    /// The stack's layout margins along an axis, as the document gives them (none otherwise).
    private static func stackMargins(_ stack: XMLElementNode, vertical: Bool) -> (start: Double, end: Double) {
        func number(_ element: XMLElementNode, _ name: String) -> Double { element[name].flatMap(Double.init) ?? 0 }
        if let insets = stack.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return vertical ? (number(insets, "top"), number(insets, "bottom")) : (number(insets, "leading"), number(insets, "trailing"))
        }
        if let insets = stack.child("edgeInsets", key: "layoutMargins") {
            return vertical ? (number(insets, "top"), number(insets, "bottom")) : (number(insets, "left"), number(insets, "right"))
        }
        return (0, 0)
    }
}
