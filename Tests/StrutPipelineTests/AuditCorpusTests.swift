import Accessibility
import CairoRendering
import Foundation
import LayoutValues
import StrutPipeline
import Testing

/// The accessibility audit on the real documents of `shared/corpus/interface-builder` (outside
/// the project; skipped when absent): none fails to audit at `large` or `accessibility3`, each
/// panel's JSON reads back, and the larger size finds at least as much clipped text.
@Suite struct AuditCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/interface-builder").standardizedFileURL

    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test(.enabled(if: !documents.isEmpty, "shared/corpus/interface-builder is not beside the project"))
    func everyDocumentIsAuditedAtTwoSizes() throws {
        var clipped: [ContentSizeCategory: Int] = [:]
        for path in Self.documents {
            let panels: [AuditPanel]
            do {
                panels = try AuditPanels.make(path, variations: VariationMatrix(contentSizes: [.large, .accessibilityExtraLarge]))
            } catch {
                Issue.record("\(path): \(error)")
                continue
            }
            #expect(!panels.isEmpty && panels.count % 2 == 0, "\(path)")
            for panel in panels {
                let report = AccessibilityAudit(scene: panel.audit, measurer: textMeasurer).report()
                clipped[panel.contentSize, default: 0] += report.findings.count { $0.rule == .textClipped }
                let json = panel.json(report).text
                #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(path): \(json.prefix(200))")
            }
        }
        #expect(clipped[.accessibilityExtraLarge, default: 0] > clipped[.large, default: 0], "\(clipped)")
    }
}
