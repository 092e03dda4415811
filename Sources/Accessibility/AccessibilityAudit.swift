import LayoutValues
import Rendering

/// An audit of one panel: its elements in reading order and what the rules find.
///
/// ```swift
/// let report = AccessibilityAudit(scene: panel, measurer: textMeasurer).report()
/// report.findings.filter { $0.rule == .contrast }
/// ```
package struct AccessibilityAudit {
    package let scene: AuditScene
    /// Measures text as drawing would (Pango's measurer on the command line).
    package let measurer: any TextMeasuring
    /// The rules to run; every rule by default.
    package var rules: Set<AuditRule> = Set(AuditRule.allCases)

    /// Each view's frame in root coordinates and drawn alpha, by index.
    let frames: [Rect]
    let alphas: [Double]
    /// The views drawn, by index: not hidden themselves nor under a hidden view.
    let visible: [Bool]

    package init(scene: AuditScene, measurer: any TextMeasuring) {
        self.scene = scene
        self.measurer = measurer
        frames = scene.rootFrames
        alphas = scene.effectiveAlphas
        visible = scene.scene.layout.views.indices.map { index in
            !scene.scene.layout.views[index].isHiddenOrHasHiddenAncestor && !scene.scene.layout.views[index].isHidden
        }
    }

    /// The elements and every finding, view by view in the layout's order and rule by rule.
    package func report() -> AuditReport {
        var findings: [AuditFinding] = []
        let layout = scene.scene.layout
        for index in layout.views.indices where visible[index] && alphas[index] > 0 && !isLeftOut(index) {
            if rules.contains(.contrast), let finding = contrast(index) { findings.append(finding) }
            if rules.contains(.hitRegion), let finding = hitRegion(index) { findings.append(finding) }
            if rules.contains(.dynamicType), let finding = dynamicType(index) { findings.append(finding) }
            if rules.contains(.textClipped), let finding = textClipped(index) { findings.append(finding) }
            if rules.contains(.sufficientElementDescription), let finding = elementDescription(index) { findings.append(finding) }
        }
        return AuditReport(elements: scene.elements, findings: findings)
    }

    /// Whether VoiceOver leaves the view out: it or a superview says `hidden: true`.
    private func isLeftOut(_ index: Int) -> Bool {
        let layout = scene.scene.layout
        var current: Int? = index
        while let i = current {
            if scene.accessibility[layout.views[i].identifier]?.hidden == true { return true }
            current = layout.views[i].superview.flatMap(layout.index(ofView:)).flatMap { $0 < i ? $0 : nil }
        }
        return false
    }

    /// A finding about the view at `index`.
    func finding(_ rule: AuditRule, _ index: Int, _ message: String, _ value: AuditFinding.MeasuredValue) -> AuditFinding {
        let id = scene.scene.layout.views[index].identifier
        return AuditFinding(rule: rule, item: id, name: scene.name(of: id), message: message, value: value)
    }

    /// The view's text when it shows some.
    func shownText(_ index: Int) -> TextContent? {
        guard let text = scene.scene.layout.views[index].text, !text.text.isEmpty else { return nil }
        return text
    }
}
