import LayoutValues
import Rendering
import SceneModel

extension AuditScene {
    /// The accessibility elements, in VoiceOver's reading order (``readingOrder(_:direction:)``).
    ///
    /// A visible view is an element when it says so (`isElement`), else when it is a label with
    /// text, a button, a text field or a control, or has an accessibility label or traits. An
    /// element's subviews are not elements (VoiceOver reads the element as a whole); hidden views,
    /// views drawn fully transparent and `accessibility: { hidden: true }` leave their subtree out.
    package var elements: [AccessibilityElement] {
        let layout = scene.layout
        let frames = rootFrames
        var found: [AccessibilityElement] = []
        var children = [[Int]](repeating: [], count: layout.views.count)
        for (index, view) in layout.views.enumerated() {
            if let superview = view.superview.flatMap(layout.index(ofView:)), superview < index { children[superview].append(index) }
        }
        var stack = [0]
        while let index = stack.popLast() {
            let view = layout.views[index]
            let spec = accessibility[view.identifier]
            if view.isHidden || scene.style(of: view.identifier).alpha <= 0 || spec?.hidden == true { continue }
            if isElement(index) {
                found.append(element(index, frame: frames[index]))
                continue
            }
            stack += children[index].reversed()
        }
        return AuditScene.readingOrder(found, direction: layout.direction)
    }

    /// Whether the view at `index` is an accessibility element by itself.
    package func isElement(_ index: Int) -> Bool {
        let view = scene.layout.views[index]
        let spec = accessibility[view.identifier]
        if let isElement = spec?.isElement { return isElement }
        if spec?.label?.isEmpty == false || spec?.traits.isEmpty == false { return true }
        switch role(of: index) {
        case .label: return !(view.text?.text.isEmpty ?? true)
        case .button, .textField, .control: return true
        case .image, .view: return false
        }
    }

    private func element(_ index: Int, frame: Rect) -> AccessibilityElement {
        let view = scene.layout.views[index]
        let spec = accessibility[view.identifier]
        let style = scene.style(of: view.identifier)
        let role = role(of: index)
        let text = view.text?.text.isEmpty == false ? view.text?.text : nil
        let traits = spec.map(\.traits).flatMap { $0.isEmpty ? nil : $0 } ?? AuditScene.defaultTraits(role, control: style.control)
        return AccessibilityElement(
            id: view.identifier, name: name(of: view.identifier), label: spec?.label ?? text ?? AuditScene.controlLabel(style.control),
            value: spec?.value ?? AuditScene.controlValue(style.control), hint: spec?.hint, traits: traits, frame: frame)
    }

    /// The traits UIKit gives a view of this kind.
    static func defaultTraits(_ role: AccessibilityRole, control: Control?) -> [String] {
        switch (role, control) {
        case (.label, _): ["staticText"]
        case (.button, _): ["button"]
        case (.image, _): ["image"]
        case (.textField, .searchBar?): ["searchField"]
        case (.control, .toggle?): ["button"]
        case (.control, .slider?), (.control, .pageControl?): ["adjustable"]
        default: []
        }
    }

    /// What a control without text is called: a segmented control's titles.
    static func controlLabel(_ control: Control?) -> String? {
        guard case .segmented(let titles, _)? = control else { return nil }
        let named = titles.filter { !$0.isEmpty }
        return named.isEmpty ? nil : named.joined(separator: ", ")
    }

    /// The value UIKit gives a control: a switch's `1` or `0`, a slider's percentage, a page
    /// control's page.
    static func controlValue(_ control: Control?) -> String? {
        switch control {
        case .toggle(let on)?: on ? "1" : "0"
        case .slider(let value)?: "\(Int((value * 100).rounded()))%"
        case .pageControl(let pages, let current)?: pages > 0 ? "page \(current + 1) of \(pages)" : nil
        case .segmented(let titles, let selected)? where titles.indices.contains(selected) && !titles[selected].isEmpty: titles[selected]
        default: nil
        }
    }

    /// Top to bottom, then leading to trailing: elements whose tops lie above the first one's
    /// middle of a row share the row, and a row is read from the left, or from the right in a
    /// right-to-left layout.
    package static func readingOrder(_ elements: [AccessibilityElement], direction: LayoutDirection) -> [AccessibilityElement] {
        let byTop = elements.enumerated().sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }.map(\.element)
        var rows: [[AccessibilityElement]] = []
        var rowMiddle = -Double.infinity
        for element in byTop {
            if rows.isEmpty || element.frame.minY >= rowMiddle {
                rows.append([element])
                rowMiddle = element.frame.midY
            } else {
                rows[rows.count - 1].append(element)
            }
        }
        let rightToLeft = direction == .rightToLeft
        return rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let (x, y) = rightToLeft ? (-a.element.frame.maxX, -b.element.frame.maxX) : (a.element.frame.minX, b.element.frame.minX)
                return (x, a.offset) < (y, b.offset)
            }.map(\.element)
        }
    }
}
