import AutoLayout
import Testing
@testable import Animation

@Suite struct PresentationTests {
    /// A scene whose `box` is 60 wide, or 200 wide and moved, by a constant, as a state does.
    func layouts() throws -> [LayoutSnapshot] {
        let root = View("root"), box = View("box")
        root.addSubview(box)
        let engine = LayoutEngine(root: root, canvasSize: Size(width: 320, height: 320))
        let width = box.widthAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalTo: box.widthAnchor), width,
        ])
        engine.layout()
        let small = LayoutSnapshot(engine.solvedLayout())
        width.constant = 200
        box.transform = AffineTransform(rotationAngle: Double.pi / 2)
        engine.layout()
        return [small, LayoutSnapshot(engine.solvedLayout())]
    }

    @Test func aFrameAtAnyTimeIsTheBlendOfTheTwoSolvedFrames() throws {
        let layouts = try layouts()
        let presentation = Presentation(
            layouts: layouts, timeline: try Timeline([AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 2))]))
        for t in stride(from: 0.0, through: 2.0, by: 0.125) {
            let p = CubicBezier.easeInEaseOut.progress(at: t / 2)
            let box = try #require(presentation.views(at: t).first { $0.identifier == "box" })
            let a = layouts[0]["box"]!.frame, b = layouts[1]["box"]!.frame
            #expect(abs(box.frame.width - (a.width + (b.width - a.width) * p)) < 1e-9)
            #expect(abs(box.frame.midX - (a.midX + (b.midX - a.midX) * p)) < 1e-9)
            #expect(abs(box.frame.midY - (a.midY + (b.midY - a.midY) * p)) < 1e-9)
            // A quarter turn blends as an angle at constant size, never through a squashed matrix.
            let c = TransformComponents(box.transform)
            #expect(abs(c.rotation - Double.pi / 2 * p) < 1e-9)
            #expect(abs(c.scaleX - 1) < 1e-9 && abs(c.scaleY - 1) < 1e-9)
        }
    }

    @Test func aLayerAnimationKeepsTheModelFrames() throws {
        let layouts = try layouts()
        let presentation = Presentation(
            layouts: layouts,
            timeline: try Timeline([AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1, curve: .linear), isLayerAnimation: true)]))
        let box = try #require(presentation.views(at: 0.5).first { $0.identifier == "box" })
        #expect(box.frame == layouts[0]["box"]!.frame)
        #expect(abs(TransformComponents(box.transform).rotation - Double.pi / 4) < 1e-9)
        #expect(presentation.views(at: 1).first { $0.identifier == "box" }!.transform == .identity)
    }
}

@Suite struct TransformComponentsTests {
    @Test(arguments: [
        AffineTransform.identity, AffineTransform(rotationAngle: 0.4), AffineTransform(scaleX: -1, y: 1),
        AffineTransform(scaleX: 2, y: -0.5), AffineTransform(a: 1, b: 0.2, c: 0.7, d: 1.3, tx: 5, ty: -3),
        AffineTransform(rotationAngle: 2.5).concatenating(AffineTransform(scaleX: 0.5, y: 1.5)),
    ])
    func decomposingAndRecomposingGivesTheTransformBack(t: AffineTransform) {
        let back = TransformComponents(t).transform
        for (x, y) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.tx, t.tx), (back.ty, t.ty)] {
            #expect(abs(x - y) < 1e-12)
        }
    }

    @Test func aPulseBlendsItsScale() {
        let t = TransformComponents.blend(.identity, AffineTransform(scaleX: 1.1, y: 1.1), 0.5)
        #expect(abs(t.a - 1.05) < 1e-12 && abs(t.d - 1.05) < 1e-12 && abs(t.b) < 1e-12)
    }

    @Test func rotationsTakeTheShorterWay() {
        // From 170° to −170° is 20° through 180°, not 340° back through 0.
        let a = AffineTransform(rotationAngle: 170 * Double.pi / 180), b = AffineTransform(rotationAngle: -170 * Double.pi / 180)
        let mid = TransformComponents(TransformComponents.blend(a, b, 0.5))
        #expect(abs(abs(mid.rotation) - Double.pi) < 1e-9)
    }

    @Test func aFlipBlendsThroughZeroWidth() {
        let mid = TransformComponents.blend(.identity, AffineTransform(scaleX: -1, y: 1), 0.5)
        #expect(abs(mid.a) < 1e-12 && abs(mid.d - 1) < 1e-12)
    }
}
