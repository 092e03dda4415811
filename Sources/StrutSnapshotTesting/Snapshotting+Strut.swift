import Foundation
import SnapshotTesting
import Strut

extension Snapshotting where Value == StrutScene, Format == Data {
    /// The scene drawn to PNG as `strut render` draws it, compared with the reference as
    /// `strut compare` compares: pixelmatch's colour distance over 0.1 of the largest, anti-aliasing
    /// not counted.
    ///
    /// ```swift
    /// assertSnapshot(of: try StrutScene(contentsOf: url), as: .strut)
    /// ```
    ///
    /// On a mismatch the failure names the three-panel image (reference, differences, new
    /// drawing) written beside the reference as `NAME.diff.png`. A scene that cannot be drawn (an
    /// unknown device or state, a bad scene) fails the test with its message and is never recorded.
    public static var strut: Snapshotting { .strut() }

    /// The scene drawn to PNG on a device, in a state, annotated and in a theme of your choice,
    /// compared as ``strut``.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .strut(device: "iphone-se", state: "on", annotate: .none))
    /// ```
    ///
    /// - Parameters:
    ///   - device: a device to draw the scene on (`iphone-se`, `ipad:landscape`, `retina6_12`, …).
    ///   - state: one of the scene file's states, or `all` for every state side by side.
    ///   - annotate: what to draw over the views; by default as `strut render` does.
    ///   - theme: light (the default) or dark.
    public static func strut(
        device: String? = nil, state: String? = nil, annotate: StrutScene.Annotation = .automatic, theme: StrutScene.Theme? = nil
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .strutImage) { scene in
            StrategyFault.snapshot("draw the scene") { try scene.render(as: .png, device: device, state: state, annotate: annotate, theme: theme) }
        }
    }
}
