import Animation
import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

@Suite struct AnimationParserTests {
    func scene(_ animations: String) -> String {
        """
        canvas: { size: [320, 200] }
        root:
          subviews:
            - id: card
        constraints:
          - card.leading == root.leading + 10
          - card.top == root.top + 10
          - card.height == 50
          - { id: width, constraint: card.width == 100 }
        states:
          wide:
            - width.constant = 200
            - card.alpha = 0.5
            - card.background = systemRed
        animations:
        \(animations)
        """
    }

    @Test func everyKeyIsRead() throws {
        let loaded = try load(scene("""
              grow:
                from: base
                to: wide
                duration: 0.5
                delay: 0.1
                curve: "cubicBezier(0.25, 0.1, 0.25, 1)"
                autoreverse: true
                repeat: 3
              pulse: { to: wide, layer: true, repeat: inf, curve: "spring(damping: 0.6, velocity: 2)" }
              bounce: { to: wide, curve: "spring(response: 0.5, dampingRatio: 0.5)" }
              both: { sequence: [grow, bounce] }
            """))
        let document = loaded.document
        let grow = try #require(document.clips(of: "grow")?.first)
        #expect(grow.from == nil && grow.to?.value == "wide")
        #expect(grow.timing == AnimationTiming(duration: 0.5, delay: 0.1, curve: .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1)), autoreverses: true, repeatCount: 3))
        let pulse = try #require(document.clips(of: "pulse")?.first)
        #expect(pulse.isLayerAnimation && pulse.timing.repeatCount == nil && pulse.timing.duration == 0.25)
        #expect(pulse.timing.curve == .springOverDuration(dampingRatio: 0.6, initialVelocity: 2))
        // A response spring without a duration lasts until it settles.
        let bounce = try #require(document.clips(of: "bounce")?.first)
        #expect(abs(bounce.timing.duration - Spring(response: 0.5, dampingRatio: 0.5).settlingDuration()) < 1e-9)
        #expect(document.clips(of: "both")?.count == 2)
        // Defaults: easeInOut for a view animation, linear on the layer.
        let plain = try load(scene("  a: { to: wide }\n  b: { to: wide, layer: true }")).document
        #expect(plain.clips(of: "a")?.first?.timing.curve == .easeInOut)
        #expect(plain.clips(of: "b")?.first?.timing.curve == .linear)
    }

    @Test func statesChangeAlphaAndBackground() throws {
        let loaded = try load(scene("  a: { to: wide }"))
        try loaded.apply(state: "wide")
        #expect(loaded.styles["card"]?.alpha == 0.5)
        #expect(loaded.styles["card"]?.background?.value == "systemRed")
    }

    @Test(arguments: [
        ("  a: { to: tall }", "no state 'tall'", 16),
        ("  a: { to: wide, duration: -1 }", "duration is a number of seconds, 0 or more", 16),
        ("  a: { to: wide, duration: .nan }", "finite", 16),
        ("  a: { to: wide, curve: bouncy }", "unknown curve 'bouncy'", 16),
        ("  a: { to: wide, curve: \"spring(damping: 0, velocity: 0)\" }", "damping is more than 0", 16),
        ("  a: { to: wide, curve: \"spring(response: -1)\" }", "response is at least 0.001 seconds, not -1", 16),
        // 1e-300 made ω₀² infinite: NaN in `layout --json` and the SVG's keyframes.
        ("  a: { to: wide, curve: \"spring(response: 1e-300)\" }", "response is at least 0.001 seconds", 16),
        ("  a: { to: wide, curve: \"cubicBezier(1.5, 0, 1, 1)\" }", "x1 and x2 are times", 16),
        // A number too large to use is out of range, not "not a number".
        ("  a: { to: wide, curve: \"spring(stiffness: 1e300, damping: 10)\" }",
         "'stiffness: 1e300' is out of range (at most 10000000 either way) in the curve", 16),
        ("  a: { to: wide, curve: \"spring(stiffness: stiff)\" }", "'stiffness: stiff' is not a number in the curve", 16),
        ("  a: { to: wide, repeat: 0 }", "repeat is a whole number", 16),
        ("  a: { to: wide, speed: 2 }", "unknown key 'speed'", 16),
        ("  a: { sequence: [b] }", "no animation 'b'", 16),
        ("  a: { sequence: [a] }", "plays itself", 16),
        ("  a: { sequence: [], duration: 1 }", "belongs to each of them", 16),
        ("  a: { from: wide }", "needs 'to'", 16),
    ])
    func badAnimationsAreLocatedErrors(text: String, message: String, line: Int) {
        let error = loadError(scene(text))
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(error?.location.line == line)
    }

    @Test func aStateWithABadAlphaIsAnError() {
        let text = scene("  a: { to: wide }").replacingOccurrences(of: "card.alpha = 0.5", with: "card.alpha = 2")
        #expect(loadError(text)?.message.contains("alpha is a number from 0 to 1") == true)
    }

    /// 10,000 sequences each playing the next overflowed the stack counting them; sequences nest
    /// at most 100 deep, refused in either order of writing, before anything recurses deeper.
    @Test(arguments: [false, true])
    func deeplyNestedSequencesAreRefused(innermostFirst: Bool) {
        var lines = (0..<10_000).map { "  s\($0): { sequence: [s\($0 + 1)] }" } + ["  s10000: { to: wide }"]
        if innermostFirst { lines.reverse() }
        let error = loadError(scene(lines.joined(separator: "\n")))
        #expect(error?.message == "sequences nest over 100 deep", "\(String(describing: error))")
        let shallow = (0..<99).map { "  s\($0): { sequence: [s\($0 + 1)] }" } + ["  s99: { to: wide }"]
        #expect(loadError(scene(shallow.joined(separator: "\n"))) == nil)
    }

    /// Each animation's name was compared with every earlier one's (and each sequence's items
    /// looked up by a scan): 20,000 animations took 8 s to read. Names are now looked up in sets
    /// and dictionaries; what they find is the same.
    @Test func manyAnimationsAreReadAndFoundByName() throws {
        let clips = (0..<20_000).map { "  a\($0): { to: wide, duration: \($0 % 7 + 1) }" }
        let all = "  all: { sequence: [" + (0..<20_000).reversed().map { "a\($0)" }.joined(separator: ", ") + "] }"
        let document = try SceneParser.parse(scene((clips + [all]).joined(separator: "\n")), file: "many.yaml")
        let played = try #require(document.clips(of: "all"))
        #expect(played.count == 20_000 && played.first?.timing.duration == Double(19_999 % 7 + 1) && played.last?.timing.duration == 1)
        #expect(document.clips(of: "a12345")?.first?.timing.duration == Double(12_345 % 7 + 1))
        #expect(document.clips(of: "a20000") == nil)
        let twice = loadError(scene((clips + ["  a0: { to: wide }"]).joined(separator: "\n")))
        #expect(twice?.message.contains("duplicate key 'a0'") == true, "\(String(describing: twice))")
        let unknown = loadError(scene((clips + ["  z: { to: tall }"]).joined(separator: "\n")))
        #expect(unknown?.message.hasPrefix("no state 'tall'") == true && unknown?.message.hasSuffix("states: base, wide") == true)
    }
}
