import AutoLayout

/// The saved frames of stack views' arranged views against where a stack puts them.
extension IBSavedFrameCheck {
    /// Stack views whose saved arranged views are not where a stack puts them: in order along its
    /// axis, each `spacing` after the one before (at least `spacing` when the stack spaces them
    /// out equally), as UIStackView's required spacing constraints hold them. Stacks arranged on
    /// baselines are left alone.
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
        for (previous, next) in zip(arranged, arranged.dropFirst()) {
            let gap = vertical ? next.1.minY - previous.1.maxY : next.1.minX - previous.1.maxX
            let broken = atLeast ? gap < spacing - IBSavedFrameCheck.tolerance : abs(gap - spacing) > IBSavedFrameCheck.tolerance
            guard broken else { continue }
            let (start, end) = vertical ? ("top", "bottom") : ("leading", "trailing")
            return IBContradiction(
                constraint: id, equation: "\(next.0).\(start) \(atLeast ? "≥" : "=") \(previous.0).\(end) + \(LayoutNumber.text(spacing)) (stack spacing)",
                saved: vertical ? next.1.minY : next.1.minX, required: (vertical ? previous.1.maxY : previous.1.maxX) + spacing)
        }
        return nil
    }
}
