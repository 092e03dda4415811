import Foundation
import SnapshotTesting
import Strut

extension Snapshotting where Value == StrutScene, Format == String {
    /// The scene laid out, as the table `strut layout` prints: each view's and guide's frame,
    /// then conflicts, ambiguity and misplaced views. Differences are shown line by line. A scene
    /// that cannot be laid out fails the test with its message and is never recorded.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .strutLayout)
    /// ```
    public static var strutLayout: Snapshotting { .strutLayout() }

    /// The scene laid out on a device and in a state, as ``strutLayout``.
    ///
    /// - Parameters:
    ///   - device: a device to lay the scene out on (`iphone-se`, `ipad:landscape`, …).
    ///   - state: one of the scene file's states.
    public static func strutLayout(device: String? = nil, state: String? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { scene in
            StrategyFault.snapshot("lay the scene out") { try scene.layoutTable(device: device, state: state) + "\n" }
        }
    }
}
