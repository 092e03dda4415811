import Accessibility
import AutoLayout
import CairoRendering
import LayoutValues
import Rendering
import SceneModel
import StrutPipeline
import Testing

/// The panels `strut audit` reads: each variation of a scene file, each scene of a document.
@Suite struct AuditPanelsTests {
    @Test func aSceneFileIsAuditedInEveryCombination() throws {
        let matrix = VariationMatrix(contentSizes: [.large, .accessibilityExtraLarge], themes: [.light, .dark], directions: [nil])
        let panels = try AuditPanels.make(sample("accessibility/player.yaml"), variations: matrix)
        #expect(panels.map(\.variationText) == [
            "large · leftToRight · light", "large · leftToRight · dark", "accessibility3 · leftToRight · light", "accessibility3 · leftToRight · dark",
        ])
        // The label sized for large is clipped only at the larger size.
        let clipped = panels.map { panel in
            AccessibilityAudit(scene: panel.audit, measurer: textMeasurer).report().findings.filter { $0.rule == .textClipped }.map(\.item)
        }
        #expect(clipped == [[], [], ["show"], ["show"]])
        #expect(panels[0].audit.accessibility["play"]?.label == "Play")
    }

    @Test func aDocumentsViewsHaveTheirRolesAndXcodesNames() throws {
        let panels = try AuditPanels.make(sample("interface-builder/sign-in.storyboard"), variations: VariationMatrix())
        #expect(panels.count == 1)
        let report = AccessibilityAudit(scene: panels[0].audit, measurer: textMeasurer).report()
        let switchFinding = report.findings.first { $0.rule == .sufficientElementDescription }
        #expect(switchFinding?.name == "Switch", "\(report.findings)")
        #expect(panels[0].lines(report).contains { $0.hasPrefix("\(panels[0].file):39 (Sign In): 'Switch' hitRegion: 51 × 31 pt") })
        // A label whose size is the frame Xcode saved (a fixed font strut lacks) is not judged clipped.
        #expect(!report.findings.contains { $0.rule == .textClipped })
        #expect(report.elements.contains { $0.traits == ["button"] && $0.label == "Sign In" })
    }

    @Test func aDocumentKeepsItsDirection() {
        let matrix = VariationMatrix(directions: [.rightToLeft])
        #expect(throws: SceneError.self) { try AuditPanels.make(sample("interface-builder/sign-in.storyboard"), variations: matrix) }
    }
}
