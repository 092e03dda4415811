import AutoLayout
import InterfaceBuilder
import SceneModel
import StrutPipeline

extension StrutScene {
    /// Lays the scene out, as `strut layout` does, and returns every view's and guide's frame
    /// with the constraints and what is wrong with them.
    ///
    /// ```swift
    /// let layout = try scene.layout(device: "iphone-se", state: "compact")
    /// layout.frames["box"]        // the frame of view "box", in its superview's coordinates
    /// layout.conflicts            // UIKit's "Unable to simultaneously satisfy constraints"
    /// ```
    ///
    /// - Parameters:
    ///   - device: a device to lay the scene out on instead of its own canvas: `iphone-se`,
    ///     `iphone-15`, `ipad`, Interface Builder's (`retina6_12`, …), each `NAME:landscape` or
    ///     `NAME:portrait` to turn it. Not for logs.
    ///   - state: one of the scene file's `states:`, applied to the base scene before solving.
    ///     Not for storyboards, xibs or logs.
    /// - Returns: the layout as solved, ambiguities included.
    /// - Throws: ``SceneError``: an unknown device or state, a document of several scenes (name
    ///   one with ``init(contentsOf:scene:)``), or a scene whose colours or numbers cannot be
    ///   drawn.
    public func layout(device: String? = nil, state: String? = nil) throws -> SolvedLayout {
        try loaded(device: device, state: state).scene.solvedLayout
    }

    /// The table `strut layout` prints: frames, then conflicts, ambiguity and misplaced views.
    package func layoutTable(device: String? = nil, state: String? = nil) throws -> String {
        let (scene, document) = try loaded(device: device, state: state)
        return LayoutReport.table(scene, document)
    }

    /// The one scene laid out on a device and in a state.
    func loaded(device name: String?, state: String?) throws(SceneError) -> (scene: LoadedScene, document: InterfaceBuilderScene?) {
        try refuseVariations(of: kind, device: name, state: state)
        if kind == .consoleLog { return (try explanation().solved, nil) }
        let device = try oriented(name)
        let inputs = try inputs(device: device)
        guard inputs.count == 1, let input = inputs.first else {
            if let sceneName {
                // A title or storyboard identifier may name several scenes; their ids tell them apart.
                let ids = inputs.compactMap { $0.interfaceBuilder?.id }.joined(separator: ", ")
                throw SceneError("'\(sceneName)' names \(inputs.count) scenes of '\(path)' (\(ids)); name one by its id", at: start)
            }
            let names = inputs.compactMap { $0.interfaceBuilder.map { $0.title ?? $0.id } }.joined(separator: ", ")
            throw SceneError("'\(path)' has \(inputs.count) scenes (\(names)); name one with StrutScene(contentsOf:scene:)", at: start)
        }
        if input.interfaceBuilder != nil, let state {
            throw SceneError("no state '\(state)': a storyboard or xib has no states", at: start)
        }
        // A document was read for the device; a scene file is sized by it when loaded.
        let loaded = try SceneLoader.load(
            Variation(device: device).applied(to: input.document), state: state,
            device: input.interfaceBuilder == nil ? device?.device : nil)
        try SceneStyles.checkColors(loaded)
        return (loaded, input.interfaceBuilder)
    }
}
