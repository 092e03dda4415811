import Foundation
import SnapshotTesting
import Strut

extension Snapshotting where Value == StrutScene, Format == String {
    /// The scene's accessibility elements in VoiceOver's reading order, as text: what VoiceOver
    /// says for each (label, value, traits, hint), the view and its frame. Differences are shown
    /// line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .strutAccessibility)
    /// ```
    public static var strutAccessibility: Snapshotting { .strutAccessibility() }

    /// The elements of the scene laid out on a device, as ``strutAccessibility``.
    ///
    /// - Parameter device: a device to lay the scene out on (`iphone-se`, `ipad:landscape`, …).
    public static func strutAccessibility(device: String? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { scene in
            do {
                return try scene.accessibilityText(device: device)
            } catch {
                return "strut could not lay the scene out: \(error)\n"
            }
        }
    }
}
