import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// `vary:`: the variations a scene is checked and drawn in.
@Suite struct VaryTests {
    func scene(_ vary: String) -> String {
        """
        canvas: { size: [100, 100] }
        \(vary)
        root:
          subviews: [{ id: box }]
        """
    }

    @Test func eachAxisIsAListOfItsValues() throws {
        let document = try SceneParser.parse(
            scene("vary: { contentSize: [xSmall, accessibility5], theme: [light, dark], direction: [rightToLeft], device: [iphone-se, \"iphone-15:landscape\"] }"),
            file: "v.yaml")
        let vary = try #require(document.vary)
        #expect(vary.contentSizes == [.extraSmall, .accessibilityExtraExtraExtraLarge])
        #expect(vary.themes == ["light", "dark"] && vary.directions == [.rightToLeft])
        #expect(vary.devices.map(\.name) == ["iphone-se", "iphone-15:landscape"])
        #expect(vary.count == 8)
        #expect(try SceneParser.parse(scene(""), file: "v.yaml").vary == nil)
    }

    @Test func badVariationsAreLocated() throws {
        func message(_ vary: String) -> String {
            do {
                _ = try SceneParser.parse(scene(vary), file: "v.yaml")
                return "parsed"
            } catch {
                return "\(error.location.line):\(error.location.column): \(error.message)"
            }
        }
        #expect(message("vary: { theme: [light, dim] }") .hasPrefix("2:24: theme is light or dark, not 'dim'"))
        #expect(message("vary: { direction: [upward] }").hasPrefix("2:21: direction is leftToRight or rightToLeft, not 'upward'"))
        #expect(message("vary: { device: [\"iphone-15:sideways\"] }").contains("unknown orientation 'sideways'"))
        #expect(message("vary: { contentSize: [huge] }").hasPrefix("2:23: unknown content size 'huge'"))
        #expect(message("vary: { theme: [] }").hasPrefix("2:16: vary's theme lists no value"))
        #expect(message("vary: { theme: [dark, dark] }").hasPrefix("2:23: 'dark' is listed twice"))
        #expect(message("vary: { themes: [dark] }").contains("unknown key 'themes' in vary (did you mean 'theme'?)"))
        #expect(message("vary: { theme: dark }").contains("vary's theme must be a list"))
        let sizes = "[" + ContentSizeCategory.allCases.map(\.name).joined(separator: ", ") + "]"
        #expect(message("vary: { contentSize: \(sizes), theme: [light, dark], direction: [leftToRight, rightToLeft] }") == "parsed")
        #expect(message("vary: { contentSize: \(sizes), theme: [light, dark], direction: [leftToRight, rightToLeft], device: [ipad, iphone-se] }")
            .contains("vary gives 96 combinations; at most 64"))
    }
}
