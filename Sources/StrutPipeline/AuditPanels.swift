import Accessibility
import AutoLayout
import InterfaceBuilder
import Rendering
import SceneFile
import SceneModel

/// One panel to audit: a scene in one variation, ready for ``AccessibilityAudit``.
package struct AuditPanel {
    /// The path as printed.
    package let file: String
    /// A storyboard's or xib's scene (its id, and its title when it has one); nil for a scene file.
    package let scene: (id: String, title: String?)?
    /// The variation as laid out: every axis resolved (the device, or nil for a canvas without one).
    package let device: String?
    package let contentSize: ContentSizeCategory
    package let direction: LayoutDirection
    package let theme: Theme
    package var audit: AuditScene
    /// The document the panel was laid out from (its canvas, its file).
    package let document: SceneDocument

    /// `{ "device": …, "contentSize": …, "direction": …, "theme": … }`.
    package var variationJSON: JSONValue {
        .object([
            ("device", .string(device)), ("contentSize", .string(contentSize.shortName)), ("direction", .string(direction.rawValue)),
            ("theme", .string(theme.rawValue)),
        ])
    }

    /// `iphone-15 · accessibility3 · leftToRight · light`.
    package var variationText: String {
        ([device].compactMap { $0 } + [contentSize.shortName, direction.rawValue, theme.rawValue]).joined(separator: " · ")
    }
}

/// From a path and the variations asked for to the panels an audit reads.
package enum AuditPanels {
    /// A scene file in every combination of devices, text sizes, directions and themes (those its
    /// `vary:` lists when none is asked for); every
    /// scene of a storyboard or xib on each device, at each text size (its labels in text styles
    /// measured at their size there) and in each theme, in its own direction.
    /// - Parameter scene: of a storyboard or xib, only this scene (an id, storyboard identifier or title).
    package static func make(_ path: String, variations: VariationMatrix, scene: String? = nil) throws(SceneError) -> [AuditPanel] {
        let file = SceneInput.displayName(path)
        if InterfaceBuilderDocument.isDocument(path) {
            if variations.directions.contains(where: { $0 != nil }) {
                throw SceneError("--direction is for scene files: a storyboard or xib keeps its own direction", at: SourceLocation(file: file, line: 1, column: 1))
            }
            return try documentPanels(path, variations: variations, scene: scene)
        }
        if let scene {
            throw SceneError("--scene '\(scene)' is for storyboards and xibs", at: SourceLocation(file: file, line: 1, column: 1))
        }
        let document = try SceneInput.document(path)
        var variations = variations
        // Without an axis asked for, a scene file is audited in the variations it lists.
        if let vary = document.vary, variations.combinations == [Variation()] { variations = VariationMatrix(vary) }
        try variations.refuseRepeatedDevices(sceneLandscape: document.canvas.landscape, file: file)
        var panels: [AuditPanel] = []
        for variation in variations.combinations {
            let varied = variation.applied(to: document)
            let loaded = try SceneLoader.load(varied, state: nil, device: variation.device?.device)
            try SceneStyles.checkColors(loaded)
            let render = try SceneStyles.renderScene(loaded, label: nil)
            var made = panel(file: file, scene: nil, document: varied, loaded: loaded, render: render, roles: [:], theme: variation.theme ?? .light)
            made.audit.unmeasuredText = unmeasuredText(document.root)
            panels.append(made)
        }
        return panels
    }

    private static func documentPanels(_ path: String, variations: VariationMatrix, scene chosen: String?) throws(SceneError) -> [AuditPanel] {
        let file = SceneInput.displayName(path)
        try variations.refuseRepeatedDevices(sceneLandscape: false, file: file)
        let text = try SceneInput.read(path)
        var panels: [AuditPanel] = []
        for device in variations.devices {
            let inputs = try SceneInput.scenes(
                text: text, path: path, scene: chosen, device: device?.device, landscape: device?.landscape ?? false, followsContentSize: true)
            for input in inputs {
                guard let document = input.interfaceBuilder else { continue }
                let roles = document.views.mapValues { AccessibilityRole(documentElement: $0.type) }
                let unmeasured = unmeasuredText(input.document.root)
                for contentSize in variations.contentSizes {
                    var scene = input.document
                    if let contentSize { scene.canvas.contentSize = contentSize }
                    let loaded = try SceneLoader.load(scene, state: nil)
                    try SceneStyles.checkColors(loaded)
                    var render = try SceneStyles.renderScene(loaded, label: nil)
                    render.names = document.views.mapValues(\.name)
                    for theme in variations.themes {
                        var made = panel(
                            file: file, scene: (document.id, document.title), document: scene, loaded: loaded, render: render, roles: roles,
                            theme: theme ?? .light)
                        made.audit.unmeasuredText = unmeasured
                        panels.append(made)
                    }
                }
            }
        }
        return panels
    }

    /// The views whose text is not measured: its size is the intrinsic size written or saved.
    static func unmeasuredText(_ root: ViewSpec) -> Set<String> {
        var found: Set<String> = []
        func visit(_ spec: ViewSpec) {
            if spec.text != nil && !spec.measuresText { found.insert(spec.id.value) }
            for index in spec.subviews.indices { visit(spec.subviews[index]) }
        }
        visit(root)
        return found
    }

    private static func panel(
        file: String, scene: (id: String, title: String?)?, document: SceneDocument, loaded: LoadedScene, render: RenderScene,
        roles: [String: AccessibilityRole], theme: Theme
    ) -> AuditPanel {
        let audit = auditScene(loaded, render: render, roles: roles, theme: theme)
        return AuditPanel(
            file: file, scene: scene, device: loaded.canvas.device.map { $0.name + (loaded.canvas.landscape ? ":landscape" : "") },
            contentSize: loaded.canvas.contentSize, direction: render.layout.direction, theme: theme, audit: audit, document: document)
    }

    /// A laid-out scene as the audit reads it: what each view tells VoiceOver from its look.
    static func auditScene(_ loaded: LoadedScene, render: RenderScene, roles: [String: AccessibilityRole], theme: Theme) -> AuditScene {
        var accessibility: [String: AccessibilitySpec] = [:]
        for (id, style) in loaded.styles { if let spec = style.accessibility { accessibility[id] = spec } }
        return AuditScene(scene: render, accessibility: accessibility, roles: roles, contentSize: loaded.canvas.contentSize, theme: theme)
    }

    /// The audit of a laid-out scene drawn as `render`: its elements and findings, a document's
    /// views named as in Xcode's outline.
    package static func report(_ loaded: LoadedScene, render: RenderScene, input: InputScene, theme: Theme) -> AuditReport {
        var render = render
        var roles: [String: AccessibilityRole] = [:]
        if let document = input.interfaceBuilder {
            render.names = document.views.mapValues(\.name)
            roles = document.views.mapValues { AccessibilityRole(documentElement: $0.type) }
        }
        var scene = auditScene(loaded, render: render, roles: roles, theme: theme)
        scene.unmeasuredText = unmeasuredText(input.document.root)
        return AccessibilityAudit(scene: scene, measurer: textMeasurer).report()
    }

    /// The audit of a panel a command has drawn, as problems `--fail-on audit` fails on: each
    /// finding at its view's line, the view named as in Xcode's outline for a document.
    ///
    /// - Parameter input: the scene the panel was read from.
    package static func problems(_ loaded: LoadedScene, render: RenderScene, input: InputScene, theme: Theme) -> [SceneProblem] {
        let report = report(loaded, render: render, input: input, theme: theme)
        guard !report.findings.isEmpty else { return [] }
        let lines = loaded.viewLines()
        let variation = "\(loaded.canvas.contentSize.shortName) · \(render.layout.direction.rawValue) · \(theme.rawValue)"
        return report.findings.map { finding in
            SceneProblem(
                kind: .audit, message: "'\(finding.name)' \(finding.rule.rawValue): \(finding.message) [\(variation)]", file: loaded.file,
                line: lines[finding.item])
        }
    }
}
