import AutoLayout
import SceneModel

/// `preservesSuperviewLayoutMargins`, on every view that sets it: "the superview's margins are
/// also considered when laying out content. This margin affects layouts where the distance
/// between the edge of a view and its superview is smaller than the corresponding margin ... UIKit
/// adjusts the content view's layout to respect the superview's margins. The amount of the
/// adjustment is the smallest amount needed" (UIKit's documentation of the property). A view
/// keeps, on each edge, the larger of its own margin and what is left of its superview's past
/// the distance between their edges, measured at the frames the document saved.
///
/// A cell's content view, which preserves its cell's margins, is given them already
/// (``IBDocumentContext/cellContentMargins(width:)``); a top-level view of a xib has the canvas
/// for superview, whose margins are a root's on its sides (Rocket.Chat's message cells, 14460:
/// views on the cell's leading margin 16 points in, on a 375-point cell). A scroll view's
/// margins do not reach into its scrolling content: SwipeCellKit's collection view cell (14868)
/// keeps its own 8 in a collection view whose sides are 20.
enum IBPreservedMargins {
    /// The margins of `root` and every view under it that preserves its superview's, set in place.
    ///
    /// - Parameters:
    ///   - preserving: the ids of the views that preserve their superview's margins.
    ///   - canvas: the margins of what the root sits on, nil for a view controller's root view.
    static func apply(to root: inout ViewSpec, preserving: Set<String>, canvas: DirectionalEdgeInsets?) {
        guard !preserving.isEmpty else { return }
        if let canvas, preserving.contains(root.id.value) {
            root.margins = larger(root.margins ?? DirectionalEdgeInsets(all: 8), canvas)
        }
        visit(&root, effective: effective(root), preserving: preserving)
    }

    private static func visit(_ parent: inout ViewSpec, effective margins: DirectionalEdgeInsets, preserving: Set<String>) {
        let size = parent.frame.map { Size(width: $0.width, height: $0.height) }
        for i in parent.subviews.indices {
            if preserving.contains(parent.subviews[i].id.value), !parent.scrollsContent, let size, let frame = parent.subviews[i].frame {
                let left = DirectionalEdgeInsets(
                    top: margins.top - frame.minY, leading: margins.leading - frame.minX,
                    bottom: margins.bottom - (size.height - frame.maxY), trailing: margins.trailing - (size.width - frame.maxX))
                parent.subviews[i].margins = larger(parent.subviews[i].margins ?? DirectionalEdgeInsets(all: 8), left)
            }
            visit(&parent.subviews[i], effective: parent.subviews[i].margins ?? DirectionalEdgeInsets(all: 8), preserving: preserving)
        }
    }

    /// A root's margins as its subviews see them: measured from its safe area unless it says not.
    private static func effective(_ root: ViewSpec) -> DirectionalEdgeInsets {
        let own = root.margins ?? DirectionalEdgeInsets(all: 8)
        guard root.insetsLayoutMarginsFromSafeArea, let safe = root.safeArea else { return own }
        return DirectionalEdgeInsets(
            top: own.top + safe.top, leading: own.leading + safe.leading, bottom: own.bottom + safe.bottom,
            trailing: own.trailing + safe.trailing)
    }

    private static func larger(_ a: DirectionalEdgeInsets, _ b: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: max(a.top, b.top), leading: max(a.leading, b.leading), bottom: max(a.bottom, b.bottom), trailing: max(a.trailing, b.trailing))
    }
}
