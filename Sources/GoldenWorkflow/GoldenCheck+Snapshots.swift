import Foundation
import SceneModel
import StrutPipeline

extension GoldenCheck {
    /// One golden a scene is checked against: what is drawn, and the golden's name.
    struct Snapshot {
        /// How results name it: `a.yaml --device iphone-15 --state off`, `a.yaml --animate onOff`.
        var title: String
        /// The golden's path without `.png`, relative to the goldens.
        var stem: String
        var state: String? = nil
        var variation = Variation()
        /// The animation checked through a filmstrip; nil for a drawing.
        var animation: String? = nil
        /// Where the state or animation is named.
        var location: SourceLocation? = nil
    }

    /// The scene's snapshots: its base drawing and each state, in each combination of `vary:`
    /// and on each device asked for, then each animation (its golden `NAME.ANIMATION.png`).
    ///
    /// - Parameter document: a scene file's; nil for a storyboard or xib, drawn whole.
    /// - Throws: when the devices asked for and `vary:` make too many combinations, or name one
    ///   device twice in the scene's orientation.
    func snapshots(_ scene: String, path: String, document: SceneDocument?) throws(SceneError) -> [Snapshot] {
        let stem = (scene as NSString).deletingPathExtension
        var matrix = document?.vary.map(VariationMatrix.init) ?? VariationMatrix()
        if !options.devices.isEmpty { matrix.devices = options.devices.map(OrientedDevice.named) }
        // The devices asked for replace the device axis of `vary:`, so the cap is checked again here.
        do {
            try matrix.checkSize()
        } catch {
            throw SceneError(error.description, at: SourceLocation(file: path, line: 1, column: 1))
        }
        // A storyboard or xib is read upright on a device given without an orientation.
        try matrix.refuseRepeatedDevices(sceneLandscape: document?.canvas.landscape ?? false, file: path)
        let states: [String?] = document.map(selectedStates) ?? [nil]
        let named = Dictionary((document?.states ?? []).map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        var snapshots: [Snapshot] = []
        for variation in matrix.combinations {
            for state in states {
                let golden = stem + (variation.device.map { ".device-\($0.fileName)" } ?? "") + variation.goldenSuffix + (state.map { ".state-\($0)" } ?? "")
                let title = scene + variation.arguments + (state.map { " --state \($0)" } ?? "")
                snapshots.append(Snapshot(title: title, stem: golden, state: state, variation: variation, location: state.flatMap { named[$0] }))
            }
        }
        guard options.states == nil, options.devices.isEmpty, let document else { return snapshots }
        for name in document.animations.map(\.name) {
            snapshots.append(Snapshot(title: "\(scene) --animate \(name.value)", stem: "\(stem).\(name.value)", animation: name.value, location: name.location))
        }
        return snapshots
    }

    /// Two snapshots that would be drawn to one golden (`a.yaml --state x` and the scene
    /// `a.state-x.yaml`, or a state `x` and an animation `state-x`): one would overwrite the other
    /// when recording, and both be compared with it. Nil when each has its own.
    static func sharedGolden(_ snapshots: [Snapshot]) -> (first: Snapshot, second: Snapshot, message: String)? {
        var owners: [String: Snapshot] = [:]
        for snapshot in snapshots {
            if let first = owners[snapshot.stem] {
                let message = "'\(first.title.onOneLine)' and '\(snapshot.title.onOneLine)' would share the golden '\(snapshot.stem.onOneLine).png'; "
                    + "rename a scene, a state or an animation"
                return (first, snapshot, message)
            }
            owners[snapshot.stem] = snapshot
        }
        return nil
    }

    /// Two scenes' snapshots that would share a golden, before anything is drawn. A snapshot's
    /// golden is its scene's name and suffixes after a dot (`a.state-x`, `a.device-…`,
    /// `a.theme-dark`, `a.ANIMATION`), so only scenes named like another and a dot (`a.yaml`,
    /// `a.state-x.yaml`) are read for it; a scene that cannot be read is left to its own check.
    func sharedGolden(among scenes: [String]) -> String? {
        let stems = Set(scenes.map { ($0 as NSString).deletingPathExtension })
        var related: Set<String> = []
        for stem in stems {
            let name = stem.lastIndex(of: "/").map { stem.index(after: $0) } ?? stem.startIndex
            for dot in stem[name...].indices where stem[dot] == "." && stems.contains(String(stem[..<dot])) {
                related.formUnion([stem, String(stem[..<dot])])
            }
        }
        guard !related.isEmpty else { return nil }
        var snapshots: [Snapshot] = []
        for scene in scenes where related.contains((scene as NSString).deletingPathExtension) {
            let path = (options.samples as NSString).appendingPathComponent(scene)
            let isDocument = scene.hasSuffix(".storyboard") || scene.hasSuffix(".xib")
            let document = isDocument ? nil : try? SceneInput.document(path, regularFileOnly: .check)
            guard isDocument || document != nil else { continue }
            snapshots += (try? self.snapshots(scene, path: path, document: document)) ?? []
        }
        return Self.sharedGolden(snapshots)?.message
    }
}
