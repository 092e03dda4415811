/// `when:` on views and constraints: what the size classes of the device drawn install.
///
/// A view whose condition is not met is not added to its superview (nor to a stack's arranged
/// views), with everything inside it; a constraint is not made when its condition is not met or
/// when it names a view or guide left out, as Interface Builder does not install a constraint on
/// an uninstalled view. A VFL string that names a view left out is left out whole.
extension SceneBuilder {
    /// The size classes of the device drawn, in its orientation; a canvas without a device is a
    /// phone's (compact width; regular height in portrait, compact in landscape), as Interface
    /// Builder shows a freeform view on the phone chosen in its device bar.
    var sizeClasses: SizeClasses {
        if let device { return device.sizeClasses(landscape: landscape) }
        return SizeClasses(width: .compact, height: landscape ? .compact : .regular)
    }

    func isInstalled(_ when: Located<SizeClassCondition>?) -> Bool {
        Self.isInstalled(when, in: sizeClasses)
    }

    static func isInstalled(_ when: Located<SizeClassCondition>?, in classes: SizeClasses) -> Bool {
        when.map { $0.value.matches(classes) } ?? true
    }

    /// Whether a constraint is made: its own condition met and every item it names installed.
    ///
    /// - Parameter spec: the spec where it is: a spec passed by value is copied.
    func isInstalled(_ spec: UnsafePointer<ConstraintSpec>) throws(SceneError) -> Bool {
        guard isInstalled(spec.pointee.named?.when) else { return false }
        guard !uninstalled.isEmpty else { return true }
        switch spec.pointee.form {
        case .equation(let text):
            let equation: Equation
            if let parsed = spec.pointee.equation { equation = parsed } else { equation = try EquationParser.parse(text) }
            return ![equation.first.item(in: text.location), equation.second?.item(in: text.location)].contains { $0.map(namesUninstalled) == true }
        case .fields(let fields):
            return ![fields.item, fields.toItem].contains { $0.map(namesUninstalled) == true }
        case .visual(let format, _, let metrics):
            // A metric's name is not a view's, whatever views share it.
            return !SceneBuilder.names(in: format.value).subtracting(metrics.keys).contains { uninstalled.contains($0) }
        }
    }

    /// `card` or `card.margins` where `card` is left out.
    private func namesUninstalled(_ item: Located<String>) -> Bool {
        let base = item.value.split(separator: ".", maxSplits: 1).first.map(String.init) ?? item.value
        return uninstalled.contains(base)
    }

    /// The names a VFL string may use as views: every run of letters, digits and underscores
    /// after the orientation (`H:`, `V:`), which names no view.
    static func names(in format: String) -> Set<String> {
        var names: Set<String> = [], current = ""
        let body = format.hasPrefix("H:") || format.hasPrefix("V:") ? format.dropFirst(2) : Substring(format)
        for character in body {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                names.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { names.insert(current) }
        return names
    }

    /// Records a view left out, its guides and everything inside it, checking their ids as the
    /// views made are checked (an id is unique in every size class).
    mutating func leaveOut(_ spec: ViewSpec) throws(SceneError) {
        try register(spec.id)
        uninstalled.insert(spec.id.value)
        for guide in spec.guides {
            try register(guide)
            uninstalled.insert(guide.value)
        }
        for sub in spec.subviews { try leaveOut(sub) }
    }
}
