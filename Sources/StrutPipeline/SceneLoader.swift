import AutoLayout
import CairoRendering
import SceneFile
import SceneModel

/// Loading a scene file for a command: parse, build with Pango's text measuring, apply a state, solve.
package enum SceneLoader {
    package static func load(_ path: String, state: String?, device: Device? = nil, landscape: Bool? = nil) throws(SceneError) -> LoadedScene {
        try load(try SceneInput.document(path), state: state, device: device, landscape: landscape)
    }

    package static func load(_ document: SceneDocument, state: String?, device: Device? = nil, landscape: Bool? = nil) throws(SceneError)
        -> LoadedScene
    {
        var builder = SceneBuilder(document, textMeasurer: textMeasurer, device: device, landscape: landscape)
        let scene = try builder.build()
        scene.layout()
        if let state {
            try scene.apply(state: state)
            scene.layout()
        }
        try scene.checkFiniteFrames()
        return scene
    }
}

/// Labels are measured with the same Pango layout that draws them.
package let textMeasurer = PangoTextMeasurer()
