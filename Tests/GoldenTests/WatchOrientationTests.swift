import Foundation
import Testing

/// `strut watch --device NAME:landscape`, and a turned device asked for by the page.
@Suite struct WatchOrientationTests {
    @Test func aTurnedDeviceIsShownInItsSizeClasses() throws {
        let sample = try String(contentsOf: Paths.samples.appendingPathComponent("variations/size-classes.yaml"), encoding: .utf8)
        let watch = try WatchSession(scene: sample, arguments: ["--device", "iphone-15:landscape"])
        let turned = httpGet(watch.address, "/layout.json") ?? ""
        #expect(turned.contains(#""canvas": { "width": 852, "height": 393 }"#), "\(turned)")
        #expect(!turned.contains(#""caption""#) && turned.contains(#""map""#), "compact height: no caption, a map button")
        let upright = httpGet(watch.address, "/layout.json?device=iphone-15:portrait") ?? ""
        #expect(upright.contains(#""canvas": { "width": 393, "height": 852 }"#) && upright.contains(#""caption""#), "\(upright)")
        let svg = httpGet(watch.address, "/scene.svg?device=iphone-se:landscape") ?? ""
        #expect(svg.contains("<svg"), "\(svg.prefix(300))")
        #expect(watch.interrupt() == 0)
        let bad = try strut(["watch", "Samples/variations/size-classes.yaml", "--device", "iphone-15:sideways"])
        #expect(bad.status == 2 && bad.err.contains("unknown orientation 'sideways'"), "\(bad.err)")
    }
}
