import AutoLayout
import CairoRendering
import Rendering
import SceneFile
import SceneModel

/// Loading a scene file for a command: parse, build with Pango's text measuring, apply a state, solve.
package enum SceneLoader {
    package static func load(_ path: String, state: String?, device: Device? = nil, landscape: Bool? = nil) throws(SceneError) -> LoadedScene {
        try load(try SceneInput.document(path), state: state, device: device, landscape: landscape)
    }

    /// - Parameter keepingDocument: keep the document in the scene (``LoadedScene/document``);
    ///   when false it is let go once the scene is built (``LoadedScene/releaseDocument()``), and
    ///   freed then if the caller handed over the last copy.
    package static func load(
        _ document: consuming SceneDocument, state: String?, device: Device? = nil, landscape: Bool? = nil, keepingDocument: Bool = true
    ) throws(SceneError) -> LoadedScene {
        // Many labels are measured on another core while the views and constraints are built.
        let blocks = labelBlocks(document)
        let prefetch = blocks.count >= prefetchedLabels ? TextPrefetch(blocks) : nil
        defer { prefetch?.finish() }
        var builder = SceneBuilder(consume document, textMeasurer: prefetch?.measurer ?? textMeasurer, device: device, landscape: landscape)
        let scene = try builder.build()
        if !keepingDocument {
            // The builder's copy goes too, before the solver takes its memory.
            _ = consume builder
            scene.releaseDocument()
        }
        scene.layout()
        if let state {
            try scene.apply(state: state)
            scene.layout()
        }
        try scene.checkFiniteFrames()
        return scene
    }

    /// Fewer labels are measured on this thread alone: handing them to another would cost about
    /// what measuring them does.
    package static let prefetchedLabels = 64

    /// The texts the engine measures first: every label's, in the document's order, unwrapped, or
    /// wrapped at its preferred width (a label that wraps at its solved width is measured again
    /// after the solve, as it is).
    package static func labelBlocks(_ document: SceneDocument) -> [TextBlock] {
        var blocks: [TextBlock] = []
        func visit(_ spec: ViewSpec) {
            if let text = spec.text?.styled(at: document.canvas.contentSize) {
                blocks.append(PangoTextMeasurer.block(text, width: text.numberOfLines == 1 ? nil : text.preferredMaxLayoutWidth))
            }
            // By index: `forEach` copied every subview's spec.
            for index in spec.subviews.indices { visit(spec.subviews[index]) }
        }
        visit(document.root)
        return blocks
    }
}

/// Labels are measured with the same Pango layout that draws them.
package let textMeasurer = PangoTextMeasurer()
