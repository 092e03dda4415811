import Foundation
import Testing

/// strut draws with the fonts it ships: hiding every font of the machine from fontconfig changes
/// no byte of a drawing with text in it.
@Suite struct BundledFontTests {
    @Test(arguments: ["anchors/margins-leading.yaml", "labels/multiline-parent.yaml", "interface-builder/sign-in.storyboard"])
    func drawingsAreTheSameWithoutTheMachinesFonts(_ sample: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A configuration with no font folders at all: the machine has no fonts.
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(folder.path)/cache</cachedir></fontconfig>\n".utf8).write(to: config)
        let withFonts = folder.appendingPathComponent("with.png"), without = folder.appendingPathComponent("without.png")
        #expect(try strut(["render", "Samples/\(sample)", "-o", withFonts.path]).status == 0)
        let hidden = try strut(["render", "Samples/\(sample)", "-o", without.path], environment: ["FONTCONFIG_FILE": config.path])
        #expect(hidden.status == 0, "\(hidden.err)")
        #expect(try Data(contentsOf: withFonts) == Data(contentsOf: without), "\(sample) changed without the machine's fonts")
    }

    /// Installed under a path with `&` or `<` (or with STRUT_FONTS there), the path was pasted
    /// into fontconfig's XML as it is: fontconfig refused the configuration and strut drew with
    /// the machine's fonts, unreported. The path is escaped; the drawing is the bundle's.
    @Test func fontsUnderAPathWithXMLsCharactersAreUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-R&D <fonts> \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = Paths.strut.deletingLastPathComponent().appendingPathComponent("strut_CairoRendering.resources/Fonts")
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.copyItem(at: bundled, to: fonts)
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(folder.path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))/cache</cachedir></fontconfig>\n".utf8).write(to: config)
        let expected = folder.appendingPathComponent("expected.png"), moved = folder.appendingPathComponent("moved.png")
        #expect(try strut(["render", "Samples/labels/multiline-parent.yaml", "-o", expected.path]).status == 0)
        // The machine's fonts hidden too: only the bundle can draw the text as it should be.
        let run = try strut(["render", "Samples/labels/multiline-parent.yaml", "-o", moved.path], environment: ["STRUT_FONTS": fonts.path, "FONTCONFIG_FILE": config.path])
        #expect(run.status == 0 && !run.err.contains("warning"), "\(run.err)")
        #expect(try Data(contentsOf: expected) == Data(contentsOf: moved))
    }
}
