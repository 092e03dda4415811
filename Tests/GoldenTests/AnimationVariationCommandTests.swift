import Foundation
import Testing

/// `render --animate` with lists of themes and directions: every frame shows each combination.
@Suite struct AnimationVariationCommandTests {
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-animation-variations-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func pngWidth(_ url: URL) throws -> Int {
        try [UInt8](Data(contentsOf: url).prefix(24))[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func aMovingSVGPlaysEachThemeSideBySide() throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let one = out.appendingPathComponent("one.svg"), two = out.appendingPathComponent("two.svg")
        #expect(try strut(["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "-o", one.path]).status == 0)
        let both = try strut(["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "--theme", "light,dark", "-o", two.path])
        #expect(both.status == 0, "\(both.err)")
        func animations(_ url: URL) throws -> Int { try String(contentsOf: url, encoding: .utf8).components(separatedBy: "<animate").count - 1 }
        #expect(try animations(two) == 2 * animations(one) && animations(one) > 0)
        #expect(try String(contentsOf: two, encoding: .utf8).contains(#"width="696pt""#), "two 320-point panels side by side")
    }

    /// A filmstrip shows each direction's frames in turn; a GIF's frames hold both panels.
    @Test func stillsAndGIFsHoldEveryCombination() throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let one = out.appendingPathComponent("one.png"), two = out.appendingPathComponent("two.png")
        let base = ["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "--scale", "1"]
        #expect(try strut(base + ["--filmstrip", "3", "-o", one.path]).status == 0)
        let strip = try strut(base + ["--filmstrip", "3", "--direction", "leftToRight,rightToLeft", "-o", two.path])
        #expect(strip.status == 0, "\(strip.err)")
        #expect(try pngWidth(two) > pngWidth(one) + 300, "six frames against three")
        let gif = out.appendingPathComponent("both.gif")
        let moving = try strut(base + ["--theme", "light,dark", "-o", gif.path])
        #expect(moving.status == 0, "\(moving.err)")
        let header = try [UInt8](Data(contentsOf: gif).prefix(10))
        let single = out.appendingPathComponent("single.gif")
        #expect(try strut(base + ["-o", single.path]).status == 0)
        let singleHeader = try [UInt8](Data(contentsOf: single).prefix(10))
        #expect(Int(header[6]) | Int(header[7]) << 8 > 2 * (Int(singleHeader[6]) | Int(singleHeader[7]) << 8) - 40)
        let devices = try strut(base + ["--device", "iphone-se,ipad"])
        #expect(devices.status == 2 && devices.err.contains("--animate draws on one device"), "\(devices.err)")
    }
}
