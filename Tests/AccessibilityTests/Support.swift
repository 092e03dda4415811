@testable import Accessibility
import LayoutValues
import Rendering
import SceneModel

/// A subview of a 375 × 667 root: its frame, text, look and what it tells VoiceOver.
struct TestView {
    var id: String
    var frame: Rect
    var text: TextContent? = nil
    var style = ViewStyle()
    var accessibility: AccessibilitySpec? = nil
    var role: AccessibilityRole? = nil
    var hidden = false
    var subviews: [TestView] = []
}

/// A panel of these views under the root, laid out as given.
func auditScene(
    _ views: [TestView], direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large, theme: Theme = .light,
    background: Color? = nil
) -> AuditScene {
    var layouts: [SolvedLayout.ViewLayout] = []
    var styles: [String: ViewStyle] = [:]
    var accessibility: [String: AccessibilitySpec] = [:]
    var roles: [String: AccessibilityRole] = [:]
    let rootFrame = Rect(x: 0, y: 0, width: 375, height: 667)
    layouts.append(
        SolvedLayout.ViewLayout(
            identifier: "root", superview: nil, subviews: views.map(\.id), frame: rootFrame, center: Point(x: 187.5, y: 333.5),
            bounds: rootFrame))
    func add(_ view: TestView, superview: String, hiddenAbove: Bool) {
        layouts.append(
            SolvedLayout.ViewLayout(
                identifier: view.id, superview: superview, subviews: view.subviews.map(\.id), frame: view.frame,
                center: Point(x: view.frame.midX, y: view.frame.midY), bounds: Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height),
                isHidden: view.hidden, isHiddenOrHasHiddenAncestor: view.hidden || hiddenAbove, text: view.text))
        styles[view.id] = view.style
        accessibility[view.id] = view.accessibility
        roles[view.id] = view.role
        for sub in view.subviews { add(sub, superview: view.id, hiddenAbove: view.hidden || hiddenAbove) }
    }
    for view in views { add(view, superview: "root", hiddenAbove: false) }
    let layout = SolvedLayout(canvasSize: Size(width: 375, height: 667), direction: direction, views: layouts, guides: [])
    return AuditScene(
        scene: RenderScene(layout: layout, styles: styles, background: background), accessibility: accessibility, roles: roles,
        contentSize: contentSize, theme: theme)
}

func audit(_ scene: AuditScene, rules: Set<AuditRule> = Set(AuditRule.allCases)) -> AuditReport {
    var audit = AccessibilityAudit(scene: scene, measurer: ApproximateTextMeasurer())
    audit.rules = rules
    return audit.report()
}

func label(_ text: String, font: String = "DejaVu Sans 17", lines: Int = 1) -> TextContent {
    TextContent(text, font: font, numberOfLines: lines)
}

extension AccessibilitySpec {
    static func with(label: String? = nil, traits: [String] = [], hidden: Bool = false, isElement: Bool? = nil) -> AccessibilitySpec {
        var spec = AccessibilitySpec()
        spec.label = label
        spec.traits = traits
        spec.hidden = hidden
        spec.isElement = isElement
        return spec
    }
}
