import AutoLayout
import SceneModel

/// Interface Builder's prototyping constraints for arranged views: "If it does not have an
/// intrinsic content size, Interface Builder provides a default size. You can resize the object,
/// and Interface Builder adds constraints to maintain its size" (Auto Layout Guide, Stack Views).
/// An arranged view that no constraint mentions (it still translates its autoresizing mask in
/// the document) keeps the size it was drawn at along the stack's axis, and across it unless the
/// stack fills that way; as the saved frames show. Outside stacks, a view that no constraint
/// mentions keeps its frame, whether the document marks it fixed (`fixedFrame="YES"`) or only
/// turns its autoresizing mask off (FirebaseUI's cell, Xcode 12): "Interface Builder
/// automatically creates a set of prototyping constraints that define the view's current size
/// and position relative to the upper left corner", removed from a view only when a constraint
/// refers to it (Auto Layout Guide, Working with Constraints in Interface Builder).
extension IBDocumentContext {
    /// The ids of the views outside stacks that keep their frames.
    func fixedFrameViews(_ scene: XMLElementNode) -> Set<String> {
        let constrained = IBDocumentContext.constrainedIDs(scene)
        var fixed: Set<String> = []
        func visit(_ element: XMLElementNode, inStack: Bool) {
            let autoLayout = element["fixedFrame"] == "YES" || element["translatesAutoresizingMaskIntoConstraints"] == "NO"
            if !inStack, element !== scene, autoLayout, element.child("rect", key: "frame") != nil, let id = element["id"], !constrained.contains(id) {
                fixed.insert(id)
            }
            for child in element.elements {
                visit(child, inStack: element.name == "subviews" ? inStack : element.name == "stackView" && child.name == "subviews")
            }
        }
        visit(scene, inStack: false)
        return fixed
    }

    /// Makes the views of `ids` translate their frames, fixed to the upper left corner. The
    /// frame is the frame, a control's alignment rectangle inset in it: a view that translates
    /// its autoresizing mask is sized and placed "using the view's frame, bounds, or center
    /// properties" (UIView.translatesAutoresizingMaskIntoConstraints).
    static func fixFrames(_ ids: Set<String>, in spec: inout ViewSpec) {
        guard !ids.isEmpty else { return }
        if ids.contains(spec.id.value) {
            spec.translatesAutoresizingMask = true
            spec.autoresizing = []
            spec.alignmentRectInsets = .zero
        }
        for i in spec.subviews.indices { fixFrames(ids, in: &spec.subviews[i]) }
    }

    func prototypingConstraints(_ scene: XMLElementNode) -> [ConstraintSpec] {
        let constrained = IBDocumentContext.constrainedIDs(scene)
        var made: [ConstraintSpec] = []
        func visit(_ element: XMLElementNode) {
            if element.name == "stackView", let subviews = element.child("subviews") {
                let vertical = element["axis"] == "vertical"
                let fills = (element["alignment"] ?? "fill") == "fill"
                for view in subviews.elements where isUnconstrained(view, constrained) {
                    guard let id = view["id"], let frame = try? IBViewReader.frame(of: view) else { continue }
                    made.append(size(id, vertical ? "height" : "width", vertical ? frame.height : frame.width, at: view.location))
                    if !fills { made.append(size(id, vertical ? "width" : "height", vertical ? frame.width : frame.height, at: view.location)) }
                }
            }
            for child in element.elements { visit(child) }
        }
        visit(scene)
        return made
    }

    private func isUnconstrained(_ view: XMLElementNode, _ constrained: Set<String>) -> Bool {
        (view["translatesAutoresizingMaskIntoConstraints"] != "NO" || view["fixedFrame"] == "YES") && !constrained.contains(view["id"] ?? "")
    }

    private func size(_ id: String, _ attribute: String, _ value: Double, at location: SourceLocation) -> ConstraintSpec {
        let fields = FieldsSpec(
            item: Located(id, at: location), attribute: Located(attribute, at: location), relation: .equal, toItem: nil,
            toAttribute: nil, multiplier: 1, constant: value, priority: .required)
        return ConstraintSpec(form: .fields(fields), location: location)
    }

    /// Ids of the views some constraint relates, or whose own constraints list holds any.
    private static func constrainedIDs(_ element: XMLElementNode) -> Set<String> {
        var ids: Set<String> = []
        func visit(_ element: XMLElementNode, owner: String?) {
            if element.name == "constraints" {
                for constraint in element.children("constraint") {
                    ids.insert(constraint["firstItem"] ?? owner ?? "")
                    if let second = constraint["secondItem"] { ids.insert(second) }
                }
                return
            }
            for child in element.elements { visit(child, owner: element["id"] ?? owner) }
        }
        visit(element, owner: nil)
        return ids
    }
}
