import CairoRendering
import Testing
@testable import GoldenImages

@Suite struct HTMLReportTests {
    @Test func base64MatchesTheStandard() {
        #expect(base64(Array("Man".utf8)) == "TWFu")
        #expect(base64(Array("Ma".utf8)) == "TWE=")
        #expect(base64(Array("M".utf8)) == "TQ==")
        #expect(base64([]) == "")
    }

    @Test func eachFailureHasSideBySideDiffAndSlider() {
        let report = HTMLReport(
            title: "strut check", passed: 3,
            failures: [
                HTMLReport.Entry(name: "vfl/<bad>.yaml", summary: "12 pixels differ", expectedPNG: [1, 2, 3], actualPNG: [4, 5], diffPNG: [6]),
                HTMLReport.Entry(name: "new.yaml", summary: "no golden", expectedPNG: nil, actualPNG: [7], diffPNG: nil),
            ])
        let html = report.html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("2 failed, 3 passed"))
        #expect(html.contains("vfl/&lt;bad&gt;.yaml"))
        #expect(html.contains("data:image/png;base64,AQID"))
        #expect(html.split(separator: "<figure class=\"slider\">", omittingEmptySubsequences: false).count == 2)  // only where both exist
        #expect(!html.contains("http://") && !html.contains("https://"))  // self-contained
    }
}
