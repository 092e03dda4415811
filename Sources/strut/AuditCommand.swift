import Accessibility
import ArgumentParser
import CairoRendering
import LayoutValues
import SceneModel
import StrutPipeline

/// `strut audit PATH… [--content-size LIST] [--device LIST] [--direction LIST] [--theme LIST] [--json]`
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit scenes' accessibility as Apple's accessibility audit does, without a simulator.",
        discussion: """
            Each scene (every scene of a storyboard or xib) is laid out in every combination of the devices, text sizes, directions and themes asked for, and checked by the rules of XCUIAccessibilityAuditType: contrast (WCAG 2.x, 4.5:1, 3:1 for large text), hitRegion (44 × 44 pt), dynamicType (fixed fonts), textClipped (at each text size audited) and sufficientElementDescription (images and controls without text need a label). Prints one line per finding; --json prints each panel's variation, its elements in VoiceOver's reading order and its findings. Exits 0 without findings, 1 with findings, 2 on bad input.

            Examples:
              strut audit Samples/accessibility/player.yaml
              strut audit Samples/accessibility/player.yaml --json
              strut audit Samples/accessibility/player.yaml --content-size xxxLarge
              strut audit Samples/interface-builder/sign-in.storyboard --theme dark
            """)

    @Argument(help: "Scene files (YAML or JSON), storyboards or xibs.")
    var scenes: [String]

    @Option(help: "Lay scenes out on these devices (iphone-se, iphone-8, iphone-15, ipad, or Interface Builder's); NAME:landscape turns it; comma-separated.")
    var device: String?

    @OptionGroup var contentSize: ContentSizeOption

    @OptionGroup var variations: VariationOptions

    @Flag(help: "Print JSON: one object per panel (an array when there are several).")
    var json = false

    var deviceNames: [String] { VariationOptions.names(device).compactMap { $0 } }

    var matrix: VariationMatrix {
        VariationMatrix(
            devices: deviceNames.isEmpty ? [nil] : deviceNames.map(OrientedDevice.named), contentSizes: contentSize.categories,
            themes: variations.themes, directions: variations.directions)
    }

    mutating func validate() throws {
        for name in deviceNames where OrientedDevice.named(name) == nil { throw ValidationError(OrientedDevice.unknown(name)) }
        try VariationOptions.refuseRepeats(deviceNames, in: "--device", as: OrientedDevice.named)
        try matrix.checkSizeOfOptions()
    }

    func run() throws {
        BundledFonts.prepareInBackground()
        var outputs: [JSONValue] = []
        var lines: [String] = []
        var findings = 0
        var panels = 0
        for path in scenes {
            let made = try reportingErrors { () throws(SceneError) in try AuditPanels.make(path, variations: matrix) }
            for panel in made {
                let report = AccessibilityAudit(scene: panel.audit, measurer: textMeasurer).report()
                findings += report.findings.count
                panels += 1
                if json { outputs.append(panel.json(report)) } else { lines += panel.lines(report) }
            }
        }
        if json {
            try printOutput(outputs.count == 1 ? outputs[0].text : JSONValue.list(outputs.map(\.text)))
        } else {
            lines.append("\(findings) finding\(findings == 1 ? "" : "s") in \(panels) panel\(panels == 1 ? "" : "s")")
            try printOutput(lines.joined(separator: "\n"))
        }
        if findings > 0 { throw ExitCode(1) }
    }
}
