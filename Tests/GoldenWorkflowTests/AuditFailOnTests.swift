import Foundation
import GoldenWorkflow
import StrutPipeline
import Testing

/// `check --fail-on audit`: each variation checked is audited, its findings failures of its snapshot.
@Suite struct AuditFailOnTests {
    @Test func eachVariationsFindingsFailItsSnapshot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strut-audit-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root.appendingPathComponent("samples").path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // A label that fits at large and is truncated at accessibility3.
        let scene = """
            canvas: { size: [200, 60], background: white }
            root:
              subviews:
                - { id: caption, text: "Saved", font: body }
            constraints:
              - caption.leading == root.leading + 10
              - caption.top == root.top + 10
              - caption.width == 60
            vary:
              contentSize: [large, accessibility3]
            """
        try Data(scene.utf8).write(to: root.appendingPathComponent("samples/caption.yaml"))
        var options = GoldenCheckOptions(samples: root.appendingPathComponent("samples").path, goldens: root.appendingPathComponent("goldens").path)
        options.record = .all
        _ = GoldenCheck(options).run(try GoldenCheck(options).sceneFiles())
        options.record = .never
        options.reportsFailures = true
        options.failOn = [.audit]
        let check = GoldenCheck(options)
        let outcomes = check.run(try check.sceneFiles())
        #expect(outcomes.count == 2)
        let summary = CheckSummary(outcomes, failOn: [.audit])
        #expect(summary.exitStatus == 1)
        let large = outcomes[0].problems(failing: [.audit]).map(\.message)
        let huge = outcomes[1].problems(failing: [.audit]).map(\.message)
        #expect(large.contains { $0.hasPrefix("'caption' dynamicType") } == false)
        #expect(!large.contains { $0.contains("textClipped") }, "\(large)")
        #expect(huge.contains { $0.hasPrefix("'caption' textClipped: 'Saved' needs") && $0.hasSuffix("[accessibility3 · leftToRight · light]") }, "\(huge)")
        #expect(outcomes[1].problems(failing: [.audit]).first?.line == 4)
        let junit = summary.junitXML(name: "check")
        #expect(junit.contains(#"failures="1""#) && junit.contains("textClipped"), "\(junit)")
        let annotations = summary.lines(annotating: true).compactMap { line -> WorkflowAnnotation? in
            if case .annotation(let annotation) = line { annotation } else { nil }
        }
        #expect(annotations.contains { $0.text.hasPrefix("::error file=") && $0.text.contains("textClipped") }, "\(annotations.map(\.text))")
        // The report lists the finding beside the snapshot, though its drawing matches.
        #expect(summary.htmlReport(title: "check", acceptCommand: "").contains("textClipped"))
        // Without --fail-on audit nothing is audited.
        options.failOn = []
        let plain = GoldenCheck(options)
        #expect(plain.run(try plain.sceneFiles()).allSatisfy { $0.problems.isEmpty })
    }
}
