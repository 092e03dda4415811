import ArgumentParser
import AutoLayout
import Rendering
import SceneFile
import SceneModel

/// `--theme` and `--direction` as comma-separated lists: one panel per value.
struct VariationOptions: ParsableArguments {
    @Option(name: .customLong("theme"), help: "light or dark; comma-separated, one panel each (light,dark).")
    var themeList: String?

    @Option(
        name: .customLong("direction"),
        help: "Lay scene files out leftToRight or rightToLeft (ltr, rtl) instead of their canvas's direction; comma-separated, one panel each.")
    var directionList: String?

    /// The themes asked for, in order; `[nil]` when none is.
    var themes: [Theme?] { Self.names(themeList).map { $0.flatMap(Theme.init(rawValue:)) } }

    /// The directions asked for, in order; `[nil]` (the scene's own) when none is.
    var directions: [LayoutDirection?] { Self.names(directionList).map { $0.flatMap(LayoutDirection.init(named:)) } }

    /// The theme of the page, the captions and the legend: the first asked for, else light.
    var pageTheme: Theme { themes.compactMap { $0 }.first ?? .light }

    func validate() throws {
        for name in Self.names(themeList).compactMap({ $0 }) where Theme(rawValue: name) == nil {
            throw ValidationError("unknown theme '\(name)'\(didYouMean(name, Theme.allCases.map(\.rawValue))); light or dark")
        }
        try Self.checkDirections(directionList)
        try Self.refuseRepeats(Self.names(themeList).compactMap { $0 }, in: "--theme", as: Theme.init(rawValue:))
    }

    /// Refuses a value listed twice, under one name or two (`xSmall` and `extraSmall`): it would
    /// draw one panel twice, and `check` would report one golden twice. Names that mean nothing
    /// are left to the option's own check.
    static func refuseRepeats<Value: Equatable>(_ names: [String], in option: String, as value: (String) -> Value?) throws {
        var seen: [(value: Value, name: String)] = []
        for name in names {
            guard let resolved = value(name) else { continue }
            if let earlier = seen.first(where: { $0.value == resolved }) {
                let repeated = earlier.name == name ? "'\(name)' twice" : "'\(earlier.name)' and '\(name)', which are the same"
                throw ValidationError("\(option) lists \(repeated); each value is one panel")
            }
            seen.append((resolved, name))
        }
    }

    /// Refuses a direction that is not UIKit's, or one listed twice.
    static func checkDirections(_ list: String?) throws {
        for name in names(list).compactMap({ $0 }) where LayoutDirection(named: name) == nil {
            throw ValidationError("unknown direction '\(name)'\(didYouMean(name, LayoutDirection.spelledNames)); leftToRight or rightToLeft (ltr, rtl)")
        }
        try refuseRepeats(names(list).compactMap { $0 }, in: "--direction", as: LayoutDirection.init(named:))
    }

    /// A list's names, trimmed; `[nil]` for no list.
    static func names(_ list: String?) -> [String?] {
        guard let list else { return [nil] }
        return list.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
    }
}
