// The accessibility audit's own cost against laying out, in one process: each document of the
// Interface Builder corpus (or each path given) read and laid out as `strut audit` reads it
// (every scene, at `large`), then audited, each step timed apart, the best of RUNS rounds.
//
//     swift build -c release --product audit-bench && .build/release/audit-bench [RUNS] [PATH...]
import Accessibility
import CairoRendering
import Foundation
import StrutPipeline

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.first.flatMap(Int.init) ?? 5
var paths = Array(arguments.drop { Int($0) != nil })
if paths.isEmpty {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../shared/corpus/interface-builder").standardized
    paths = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        .sorted().map { corpus.appendingPathComponent($0).path }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var bestLayout = Double.infinity, bestAudit = Double.infinity, panelCount = 0, findingCount = 0
for _ in 0..<runs {
    var layout = 0.0, audit = 0.0
    panelCount = 0
    findingCount = 0
    for path in paths {
        var panels: [AuditPanel] = []
        layout += seconds { panels = (try? AuditPanels.make(path, variations: VariationMatrix())) ?? [] }
        audit += seconds {
            for panel in panels { findingCount += AccessibilityAudit(scene: panel.audit, measurer: textMeasurer).report().findings.count }
        }
        panelCount += panels.count
    }
    bestLayout = min(bestLayout, layout)
    bestAudit = min(bestAudit, audit)
}
print("\(paths.count) documents, \(panelCount) panels, \(findingCount) findings; best of \(runs) rounds")
print(String(format: "read and laid out: %.3f s; audited: %.3f s; audit / layout: %.2f", bestLayout, bestAudit, bestAudit / bestLayout))
