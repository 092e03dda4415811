import AutoLayout
import CairoRendering
import Rendering
import Testing

/// A panel's own theme: light and dark side by side in one drawing.
@Suite struct PanelThemeTests {
    func panel(theme: Theme?) -> RenderScene {
        var scene = Scenes.redBox()
        scene.background = nil  // the theme's panel colour
        scene.styles["box"] = ViewStyle(background: Color(parsing: "systemBackground"))
        scene.theme = theme
        return scene
    }

    @Test func aPanelIsDrawnInItsOwnThemeWhateverThePages() throws {
        func image(_ scene: RenderScene, _ theme: Theme) throws -> RGBAImage {
            try PNG.decode(render([scene], options: RenderOptions(scale: 1, theme: theme, annotate: .none, padding: 0), format: .png))
        }
        let ownDark = try image(panel(theme: .dark), .light), allDark = try image(panel(theme: nil), .dark)
        let light = try image(panel(theme: nil), .light), ownLight = try image(panel(theme: .light), .dark)
        for (x, y) in [(2, 2), (15, 15)] {
            #expect(ownDark[x: x, y: y] == allDark[x: x, y: y], "the panel's fill and a dynamic colour follow the panel's theme")
            #expect(ownLight[x: x, y: y] == light[x: x, y: y])
            #expect(ownDark[x: x, y: y] != light[x: x, y: y])
        }
    }

    @Test func panelsOfTwoThemesSideBySide() throws {
        let options = RenderOptions(scale: 1, theme: .light, annotate: .none, padding: 0)
        let both = try PNG.decode(render([panel(theme: .light), panel(theme: .dark)], options: options, format: .png))
        let light = try PNG.decode(render([panel(theme: .light)], options: options, format: .png))
        #expect(both[x: 2, y: both.height - 3] == light[x: 2, y: light.height - 3])
        #expect(both[x: both.width - 3, y: both.height - 3] != light[x: 2, y: light.height - 3], "the second panel is dark")
    }
}
