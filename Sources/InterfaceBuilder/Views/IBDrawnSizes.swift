import AutoLayout
import SceneModel

/// Views whose size only their own class gives: a custom view that draws itself on Xcode's canvas
/// (`@IBDesignable`) has the intrinsic size its code returns there, which the document does not
/// write down (iNaturalist's onboarding saves Google's sign-in button 50 points tall in a stack
/// that gives it no height). strut does not run the class's code, so it does not guess that size:
/// such a view, and every view whose frame follows its size, is left out of the comparison with
/// the saved frames and reported apart.
extension InterfaceBuilderScene {
    /// The views sized by a custom class's own drawing, and the views their size moves.
    ///
    /// A custom-class view whose solved size changes when it is given an intrinsic size (nothing
    /// in the document fixes it) and whose saved size is not the one strut solves (Xcode's canvas
    /// gave it one) is sized by its class; the views that move with it are those whose frames
    /// change when it alone is given one.
    package func sizedByTheirOwnDrawing() -> (classes: [String], placed: [String]) {
        guard !customClassViews.isEmpty, let plain = frames(probing: []) else { return ([], []) }
        guard let probed = frames(probing: customClassViews) else { return ([], []) }
        let classes = customClassViews.filter { id in
            guard let solved = plain[id], let moved = probed[id], let saved = views[id]?.savedFrame else { return false }
            let sizeFollows = abs(moved.width - solved.width) > 0.5 || abs(moved.height - solved.height) > 0.5
            let savedElsewhere = abs(saved.width - solved.width) > 0.5 || abs(saved.height - solved.height) > 0.5
            return sizeFollows && savedElsewhere
        }
        guard !classes.isEmpty, let alone = frames(probing: classes) else { return ([], []) }
        let placed = viewOrder.filter { id in
            guard !classes.contains(id), let a = plain[id], let b = alone[id] else { return false }
            return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].contains { abs($0) > 0.5 }
        }
        return (viewOrder.filter(classes.contains), placed)
    }

    /// Every view's solved frame, the `probing` views given an intrinsic size of their own (17
    /// points more than they were saved at, on both axes); nil if the scene does not build.
    private func frames(probing: Set<String>) -> [String: Rect]? {
        var probe = document
        if !probing.isEmpty { InterfaceBuilderScene.giveIntrinsicSizes(to: probing, in: &probe.root) }
        var builder = SceneBuilder(probe, textMeasurer: ApproximateTextMeasurer())
        guard let loaded = try? builder.build() else { return nil }
        loaded.engine.explainsConflicts = false
        loaded.layout()
        var frames: [String: Rect] = [:]
        for id in viewOrder { if let view = loaded.view(id) { frames[id] = view.frame } }
        return frames
    }

    private static func giveIntrinsicSizes(to ids: Set<String>, in spec: inout ViewSpec) {
        if ids.contains(spec.id.value), let frame = spec.frame {
            spec.intrinsicSize = Size(width: frame.width + 17, height: frame.height + 17)
        }
        for i in spec.subviews.indices { giveIntrinsicSizes(to: ids, in: &spec.subviews[i]) }
    }
}
