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
}
