import Foundation
import SnapshotTesting
import Strut

extension Snapshotting where Value == StrutScene, Format == String {
    /// The scene laid out, as the table `strut layout` prints: each view's and guide's frame,
    /// then conflicts, ambiguity and misplaced views. Differences are shown line by line.
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
        SimplySnapshotting.lines.pullback { scene in
            do {
                return try scene.layoutTable(device: device, state: state) + "\n"
            } catch {
                return "strut could not lay the scene out: \(error)\n"
            }
        }
    }
}
