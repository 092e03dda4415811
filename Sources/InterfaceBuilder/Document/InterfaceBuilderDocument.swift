import AutoLayout
import SceneModel

/// One scene of an Interface Builder document: a view controller's root view (storyboards) or a
/// top-level view or cell (xibs), as the scene model scene files build, with what the document
/// says of each view besides.
package struct InterfaceBuilderScene {
    /// The view controller's id, or the top-level object's.
    package let id: String
    package let title: String?
    /// The view controller's storyboard identifier.
    package let storyboardIdentifier: String?
    /// Ready for `SceneBuilder`: views keyed by the document's object ids.
    package let document: SceneDocument
    /// Every view's kind, name and saved frame, by id.
    package let views: [String: IBViewInfo]
    /// The views' ids in document order, root first.
    package let viewOrder: [String]
    /// Things to tell people that are not errors: an element strut does not know, drawn as a
    /// plain view.
    package let warnings: [SceneError]
    /// The document's required constraints between views that the frames Xcode saved break by
    /// over a point: a scene whose saved frames are no measure of Xcode's layout.
    package let contradictions: [IBContradiction]
    /// The bars Interface Builder draws over a view controller's view (status bar, navigation
    /// bar, tab bar or toolbar), in the root's coordinates.
    package var bars: [(frame: Rect, control: ControlSpec)] = []
    /// Read with `carriesSizeClasses`: why a view (by its id in the document) is written as the
    /// designed device installs it, not with `when:`: what it is installed in.
    package var sizeClassNotes: [String: String] = [:]
    /// The same notes of constraints, by their index in ``document``'s list.
    package var constraintNotes: [Int: String] = [:]
    /// The same notes of views and constraints the designed device leaves out, so not written:
    /// each begins with the id in the document.
    package var leftOutNotes: [String] = []
    /// Views of a custom class that strut gives no intrinsic size (``sizedByTheirOwnDrawing()``).
    package var customClassViews: Set<String> = []
    /// Shown on a device, the size a view keeps because it is not a view controller's (a xib's
    /// cell or freeform view): its panel says so instead of naming the device.
    package var freeformSize: Size?
}

/// Reads `.storyboard` and `.xib` files (iOS, Auto Layout) into scenes.
package enum InterfaceBuilderDocument {
    /// Whether a path names an Interface Builder document.
    package static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Every scene of the document.
    ///
    /// - Parameters:
    ///   - measureText: measure labels with strut's fonts instead of taking their size from the
    ///     frames the document saved.
    ///   - device: show the scenes on this device instead of the one they were designed for (a
    ///     view controller's view takes its size; a xib's top-level views keep theirs).
    ///   - runtime: lay the scenes out as the app does at run time, without the placeholder
    ///     constraints Xcode removes at build time (its canvas keeps them).
    ///   - carriesSizeClasses: keep what the size-class variations install in other size classes
    ///     as `when:` on views and constraints (``IBSizeClassInstalls``), for a scene file, instead
    ///     of only what the designed device installs; needs a document that names its device.
    ///   - followsContentSize: lay labels in text styles out at the canvas's content size,
    ///     measured with strut's fonts (``IBTextStyle``), instead of at the size Xcode saved.
    package static func read(
        _ text: String, file: String, measureText: Bool = false, device: (device: Device, landscape: Bool)? = nil,
        runtime: Bool = false, followsContentSize: Bool = false, carriesSizeClasses: Bool = false
    ) throws(SceneError) -> [InterfaceBuilderScene] {
        let root = try XMLTreeBuilder.parse(text, file: file)
        try checkKind(root)
        var context = try IBDocumentContext(root, file: file, measureText: measureText, shownOn: device, runtime: runtime)
        context.followsContentSize = followsContentSize
        context.carriesSizeClasses = carriesSizeClasses
        var scenes: [InterfaceBuilderScene] = []
        if let storyboardScenes = root.child("scenes") {
            for scene in storyboardScenes.children("scene") {
                guard let objects = scene.child("objects") else { continue }
                for controller in objects.elements {
                    guard let view = controller.elements.first(where: { $0["key"] == "view" && $0["id"] != nil }) else { continue }
                    scenes.append(try context.scene(root: view, controller: controller, comment: scene.comment))
                }
            }
        } else if let objects = root.child("objects") {
            let ownersView = filesOwnersView(objects)
            for object in objects.elements where object.name != "placeholder" && object.child("rect", key: "frame") != nil {
                let isOwners = object["id"] == ownersView && object.child("freeformSimulatedSizeMetrics") == nil
                scenes.append(try context.scene(root: object, controller: nil, comment: object.comment, ownersView: isOwners))
            }
        }
        return scenes
    }

    /// The id of the view a xib's File's Owner shows as its `view` (`<outlet property="view">`).
    private static func filesOwnersView(_ objects: XMLElementNode) -> String? {
        let owner = objects.children("placeholder").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        return owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
    }

    private static func checkKind(_ root: XMLElementNode) throws(SceneError) {
        guard root.name == "document", let type = root["type"] else {
            throw root.error("not an Interface Builder document: the root element is <\(root.name)>, not <document>")
        }
        if type.contains("Cocoa.") && !type.contains("CocoaTouch") {
            throw root.error("a macOS (Cocoa) document; strut reads iOS (Cocoa Touch) storyboards and xibs")
        }
        guard type.contains("CocoaTouch") else { throw root.error("not an iOS Interface Builder document: type '\(type)'") }
    }
}
