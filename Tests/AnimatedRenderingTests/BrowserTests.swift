import AnimatedRendering
import Animation
import AutoLayout
import CairoRendering
import Foundation
import GoldenImages
import Rendering
import Testing

/// The animated SVG played by headless Chromium: paused at several times, its screenshots match
/// strut's own frames at those times within the golden threshold.
@Suite struct BrowserTests {
    @Test(arguments: [0.1, 0.35, 0.5, 0.8])
    func chromiumShowsWhatStrutDrawsAt(time: Double) throws {
        let scenes = [boxScene(width: 60), boxScene(width: 180, turn: 0.3, color: Color(red: 1, green: 0.2, blue: 0.2))]
        let out = try output([AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1))], scenes: scenes)
        let expected = try rasterize(prepareRender([out.frame(at: time, annotate: .none)], options: out.options))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strut-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html"), shot = directory.appendingPathComponent("shot.png")
        try html(svg: String(decoding: out.svg(annotate: .none), as: UTF8.self), time: time).write(to: page, atomically: true, encoding: .utf8)
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        chromium.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
            "--window-size=\(expected.width / 2),\(expected.height / 2 + 1)", "--screenshot=\(shot.path)", page.absoluteString,
        ]
        chromium.standardOutput = FileHandle.nullDevice
        chromium.standardError = FileHandle.nullDevice
        try chromium.run()
        chromium.waitUntilExit()
        let screenshot = try PNG.read(contentsOf: shot.path)
        let actual = crop(screenshot, width: expected.width, height: expected.height)
        let result = ImageComparison.compare(expected, actual)
        if !result.matches, let dump = ProcessInfo.processInfo.environment["STRUT_BROWSER_DUMP"] {
            try Data(PNG.encode(result.diff)).write(to: URL(fileURLWithPath: "\(dump)/diff-\(time).png"))
            try Data(PNG.encode(expected)).write(to: URL(fileURLWithPath: "\(dump)/expected-\(time).png"))
            try Data(PNG.encode(actual)).write(to: URL(fileURLWithPath: "\(dump)/actual-\(time).png"))
        }
        #expect(result.differentPixels == 0, "at \(time) s: \(result.summary)")
    }

    /// The SVG inline, its clock paused at `time`.
    func html(svg: String, time: Double) -> String {
        let body = svg.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            .replacingOccurrences(of: "pt\" height=\"", with: "\" height=\"").replacingOccurrences(of: "pt\" viewBox", with: "\" viewBox")
        return """
            <!doctype html><html><body style="margin:0">\(body)
            <script>const s = document.querySelector("svg"); s.pauseAnimations(); s.setCurrentTime(\(time));</script>
            </body></html>
            """
    }

    func crop(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let start = y * image.width * 4
            pixels += image.pixels[start..<(start + width * 4)]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
