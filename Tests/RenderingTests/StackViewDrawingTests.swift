import AutoLayout
import Rendering
import Testing

/// Stack views drawn as Interface Builder shows them: their constraints unmarked, hidden views
/// not drawn, the spacing and the axis with every annotation.
@Suite struct StackViewDrawingTests {
    static let blue = "#007aff"

    /// A horizontal stack at (10, 10) of a red, a hidden green and a blue box, 40×20 each, 8 apart.
    func row() -> TestScene {
        let s = TestScene()
        let stack = StackView("stack")
        stack.spacing = 8
        s.root.addSubview(stack)
        for (id, color) in [("red", Color(red: 255, green: 0, blue: 0)), ("green", Color(red: 0, green: 255, blue: 0)), ("blue", Color(red: 0, green: 0, blue: 255))] {
            let box = View(id)
            box.intrinsicContentSize = Size(width: 40, height: 20)
            s.styles[id] = ViewStyle(background: color)
            stack.addArrangedSubview(box)
        }
        stack.arrangedSubviews[1].isHidden = true
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 10),
        ])
        return s
    }

    @Test func hiddenViewsAreNotDrawn() {
        let lines = row().record()
        #expect(lines.contains("fill rect(10, 10, 40, 20) #ff0000"))
        #expect(lines.contains("fill rect(58, 10, 40, 20) #0000ff"))
        #expect(!lines.contains { $0.contains("#00ff00") })
    }

    @Test func aStacksConstraintsAreNotMarkedButItsSpacingIsWithEveryAnnotation() {
        let marked = row().annotated(.constraints)
        #expect(!marked.contains { $0.hasPrefix("stroke line(50, 20.5 -> 58, 20.5) \(Self.blue)") })
        #expect(!marked.contains { $0.contains("green") })
        let all = row().annotated(.all)
        #expect(all.contains("stroke line(50, 20.5 -> 58, 20.5) \(Self.blue) width 1"))  // the 8 between red and blue
        #expect(all.contains { $0.hasPrefix("text \"8\" DejaVu Sans Bold 10") })
        #expect(all.contains { $0.hasPrefix("stroke line(14, 20.5 -> 94, 20.5) #af52deb3") })  // the axis, leading to trailing
    }
}
