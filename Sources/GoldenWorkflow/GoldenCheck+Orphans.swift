import Foundation

extension GoldenCheck {
    /// Every golden image under the goldens folder, by its stem (`sub/box.state-off`), sorted.
    package func goldenStems() -> [String] {
        let folder = URL(fileURLWithPath: options.goldens).resolvingSymlinksInPath().path
        let found = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return found.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The goldens no snapshot of the suite is drawn against any more (the scene, state, device
    /// or animation is gone), as paths under `goldens`. A scene that could not be read keeps
    /// every golden named after it: its snapshots are not known. A scene still drawn keeps its
    /// device goldens (`NAME.device-D….png`): `check --device D` draws them.
    package static func orphans(goldenStems: [String], outcomes: [GoldenOutcome], goldens: String) -> [String] {
        let drawn = Set(outcomes.map(\.stem))
        let unread = outcomes.filter(\.isBadInput).map(\.stem)
        let scenes = Set(drawn.map(sceneStem))
        return goldenStems.filter { stem in
            !drawn.contains(stem) && !unread.contains { stem.hasPrefix($0 + ".") }
                && !(stem.contains(".device-") && scenes.contains(sceneStem(stem)))
        }.map { (goldens as NSString).appendingPathComponent($0 + ".png") }
    }

    /// The scene's part of a golden's stem: before `.device-`, `.state-` and the like, where the
    /// file name has them (`sub/a.device-ipad.state-off` → `sub/a`); the whole stem otherwise.
    private static func sceneStem(_ stem: String) -> String {
        let name = stem.lastIndex(of: "/").map { stem.index(after: $0) } ?? stem.startIndex
        for marker in [".device-", ".state-", ".theme-", ".direction-", ".contentSize-"] {
            if let found = stem[name...].range(of: marker) { return String(stem[..<found.lowerBound]) }
        }
        return stem
    }

    /// Whether the check draws every snapshot of its scenes: not when states or devices narrow
    /// it, which leaves the other goldens undrawn but not orphaned.
    package var drawsEverySnapshot: Bool { options.states == nil && options.devices.isEmpty }
}
