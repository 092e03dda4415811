@testable import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// `stack:` in scene files (§1.6): what it builds, the states that change it, and its errors.
@Suite struct StackViewTests {
    let scene = """
        canvas: { size: [320, 200] }
        root:
          subviews:
            - id: row
              stack: { axis: horizontal, distribution: fillEqually, alignment: center, spacing: 10 }
              subviews:
                - { id: a, intrinsicSize: [40, 30], customSpacingAfter: 20 }
                - { id: b, intrinsicSize: [40, 40] }
                - { id: c, intrinsicSize: [40, 20], hidden: true }
                - { id: badge, intrinsicSize: [10, 10], arranged: false }
        constraints:
          - row.leading == root.leading
          - row.trailing == root.trailing
          - row.top == root.top
          - badge.top == row.top
          - badge.trailing == row.trailing
        states:
          showC:
            - c.hidden = false
          column:
            - row.axis = vertical
            - row.distribution = fill
            - row.alignment = leading
            - row.spacing = system
            - a.customSpacingAfter = 0
        """

    @Test func aStackArrangesItsSubviewsButNotTheOrdinaryOnes() throws {
        let loaded = try load(scene)
        let row = try #require(loaded.view("row") as? StackView)
        #expect(row.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        #expect(row.subviews.map(\.identifier) == ["a", "b", "c", "badge"])
        #expect(row.axis == .horizontal && row.distribution == .fillEqually && row.alignment == .center && row.spacing == 10)
        #expect(row.customSpacing(after: loaded.view("a")!) == 20)
        #expect(loaded.view("c")!.isHidden)
        // Visible: a and b share 320 - 20 of custom spacing.
        #expect(loaded.view("a")!.frame == Rect(x: 0, y: 5, width: 150, height: 30))
        #expect(loaded.view("b")!.frame == Rect(x: 170, y: 0, width: 150, height: 40))
        #expect(loaded.view("badge")!.frame == Rect(x: 310, y: 0, width: 10, height: 10))
    }

    @Test func statesHideShowAndRearrangeInPlace() throws {
        let loaded = try load(scene)
        let solver = loaded.engine.solver
        try loaded.apply(state: "showC")
        loaded.layout()
        #expect(loaded.engine.solver === solver)
        #expect(abs(loaded.view("c")!.frame.width - 290.0 / 3) < 1e-9)

        let column = try load(scene)
        try column.apply(state: "column")
        column.layout()
        #expect(column.view("a")!.frame == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(column.view("b")!.frame == Rect(x: 0, y: 30, width: 40, height: 40))
        #expect((column.view("row") as! StackView).spacing == StackView.spacingUseSystem)
    }

    @Test func theDefaultsAreUIKits() throws {
        let loaded = try load("root:\n  subviews:\n    - { id: s, stack: {} }\n")
        let s = try #require(loaded.view("s") as? StackView)
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(!s.isBaselineRelativeArrangement && !s.isLayoutMarginsRelativeArrangement)
    }

    @Test(arguments: [
        ("stack: { axis: diagonal }", "scene.yaml:3:31: unknown axis 'diagonal'; axis is horizontal or vertical"),
        (
            "stack: { distribution: fillEqualy }",
            "scene.yaml:3:39: unknown distribution 'fillEqualy' (did you mean 'fillEqually'?); distributions: "
                + "fill, fillEqually, fillProportionally, equalSpacing, equalCentering"
        ),
        (
            "stack: { alignment: centre }",
            "scene.yaml:3:36: unknown alignment 'centre' (did you mean 'center'?); alignments: "
                + "fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline"
        ),
        ("stack: { spacing: wide }", "scene.yaml:3:34: spacing is a number of points or 'system'"),
        ("stack: vertical", "scene.yaml:3:23: 'stack' must be a mapping such as { axis: vertical, spacing: 8 }; keys: "
            + "axis, distribution, alignment, spacing, baselineRelative, layoutMarginsRelative"),
        ("stack: { axes: vertical }", "scene.yaml:3:25: unknown key 'axes' in a stack (did you mean 'axis'?)"),
    ])
    func badStacksAreLocated(line: String, message: String) {
        let error = loadError("root:\n  subviews:\n    - { id: s, \(line) }\n")
        #expect(error?.description == message)
    }

    @Test func arrangementKeysOutsideAStackAreLocated() {
        #expect(
            loadError("root:\n  subviews:\n    - { id: a, arranged: false }\n")?.description
                == "scene.yaml:3:26: 'arranged' is for the subviews of a stack view; 'root' has no 'stack'")
        #expect(
            loadError("root:\n  subviews:\n    - { id: a, customSpacingAfter: 8 }\n")?.description
                == "scene.yaml:3:36: 'customSpacingAfter' is for the arranged subviews of a stack view; 'root' has no 'stack'")
        let notArranged = "root:\n  subviews:\n    - id: s\n      stack: {}\n      subviews:\n        - { id: a, arranged: false, customSpacingAfter: 8 }\n"
        #expect(
            loadError(notArranged)?.description
                == "scene.yaml:6:57: 'customSpacingAfter' needs an arranged view; 'a' is 'arranged: false'")
    }

    @Test func badStackStatesAreLocated() {
        let base = "root:\n  subviews:\n    - id: s\n      stack: {}\n      subviews: [{ id: a }]\n    - id: plain\nstates:\n  x:\n"
        #expect(
            loadError(base + "    - plain.axis = vertical\n")?.description
                == "scene.yaml:9:7: 'plain' is not a stack view; give it 'stack:' to change its arrangement")
        #expect(
            loadError(base + "    - s.distribution = even\n")?.message
                == "unknown distribution 'even'; distributions: fill, fillEqually, fillProportionally, equalSpacing, equalCentering")
        #expect(
            loadError(base + "    - plain.customSpacingAfter = 4\n")?.description
                == "scene.yaml:9:7: 'plain' is not an arranged view of a stack; customSpacingAfter needs one")
        #expect(loadError(base + "    - a.hidden = maybe\n")?.message == "hidden is true or false, not 'maybe'")
    }
}
