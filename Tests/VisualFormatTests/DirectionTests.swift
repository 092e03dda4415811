import AutoLayout
import Testing

@testable import VisualFormat

/// Which way a horizontal line runs: leading to trailing (the default, following the engine's
/// reading direction), left to right, or right to left.
@Suite struct DirectionTests {
    private let line = "|-20-[a(100)]-[b(50)]"

    private func scene(_ direction: LayoutDirection) -> Scene {
        var scene = Scene(direction: direction)
        scene.add("a", "b")
        return scene
    }

    @Test func leadingToTrailingInLeftToRight() throws {
        let scene = scene(.leftToRight)
        let made = try scene.activate(line, "V:|[a(10)]", "V:|[b(10)]")
        #expect(made.prefix(4).map(\.description) == ["a.leading == root.leading + 20", "a.width == 100", "b.leading == a.trailing + 8", "b.width == 50"])
        #expect(scene.frames("a", "b") == [rect(20, 0, 100, 10), rect(128, 0, 50, 10)])
    }

    @Test func leadingToTrailingInRightToLeft() throws {
        let scene = scene(.rightToLeft)
        try scene.activate(line, "V:|[a(10)]", "V:|[b(10)]", options: .directionLeadingToTrailing)
        #expect(scene.frames("a", "b") == [rect(200, 0, 100, 10), rect(142, 0, 50, 10)])
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func leftToRightWhateverTheReadingDirection(direction: LayoutDirection) throws {
        let scene = scene(direction)
        let made = try VisualFormat.constraints(withVisualFormat: line, options: .directionLeftToRight, views: scene.items)
        LayoutConstraint.activate(made)
        try scene.activate("V:|[a(10)]", "V:|[b(10)]")
        #expect(made.map(\.description) == ["a.left == root.left + 20", "a.width == 100", "b.left == a.right + 8", "b.width == 50"])
        #expect(made.map(VisualFormat.logDescription) == ["H:|-(20)-[a](LTR)", "H:[a(100)]", "H:[a]-(8)-[b](LTR)", "H:[b(50)]"])
        #expect(scene.frames("a", "b") == [rect(20, 0, 100, 10), rect(128, 0, 50, 10)])
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func rightToLeftStartsAtTheRightEdge(direction: LayoutDirection) throws {
        let scene = scene(direction)
        let made = try VisualFormat.constraints(withVisualFormat: line, options: .directionRightToLeft, views: scene.items)
        LayoutConstraint.activate(made)
        try scene.activate("V:|[a(10)]", "V:|[b(10)]")
        #expect(made.map(\.description) == ["root.right == a.right + 20", "a.width == 100", "a.left == b.right + 8", "b.width == 50"])
        #expect(made.map(VisualFormat.logDescription) == ["H:[a]-(20)-|(LTR)", "H:[a(100)]", "H:[b]-(8)-[a](LTR)", "H:[b(50)]"])
        #expect(scene.frames("a", "b") == [rect(200, 0, 100, 10), rect(142, 0, 50, 10)])
    }

    @Test func rightToLeftTrailingBarIsTheLeftEdge() throws {
        let scene = scene(.leftToRight)
        let made = try scene.activate("[a(100)]-(>=20)-|", "V:|[a(10)]", options: .directionRightToLeft)
        #expect(made.map(\.description).prefix(2) == ["a.width == 100", "a.left >= root.left + 20"])
        try scene.activate("[a]-(20@500)-|")
        #expect(scene.frames("a") == [rect(200, 0, 100, 10)])
    }

    @Test func rightToLeftKeepsInequalitiesPointingTheSameWay() throws {
        let scene = scene(.leftToRight)
        let made = try VisualFormat.constraints(
            withVisualFormat: "[a]-(>=8)-[b]", options: .directionRightToLeft, views: scene.items)
        #expect(made.map(\.description) == ["a.left >= b.right + 8"])
    }

    @Test func verticalFormatsIgnoreTheDirection() throws {
        let scene = scene(.leftToRight)
        for options: VisualFormatOptions in [.directionLeftToRight, .directionRightToLeft] {
            let made = try VisualFormat.constraints(withVisualFormat: "V:|-20-[a]-[b]", options: options, views: scene.items)
            #expect(made.map(\.description) == ["a.top == root.top + 20", "b.top == a.bottom + 8"])
        }
    }

    @Test func bothDirectionBitsMeanLeftAndRightInOrder() throws {
        // Apple reverses only for exactly directionRightToLeft; the mask uses left and right.
        let scene = scene(.leftToRight)
        let made = try VisualFormat.constraints(withVisualFormat: "[a][b]", options: .directionMask, views: scene.items)
        #expect(made.map(\.description) == ["b.left == a.right"])
    }
}
