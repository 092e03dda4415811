import Foundation
import Testing

/// What a newcomer tripped on, each told plainly now.
@Suite struct NewcomerTests {
    /// Writes a scene into a scratch file and returns its path.
    func scene(_ text: String, _ name: String = #function) throws -> String {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("strut-newcomer-\(getpid())-\(name.filter { $0.isLetter }).yaml")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func aMisspeltCommandGetsTheNearestOne() throws {
        let result = try strut(["rendr", "Samples/anchors/fixed-size.yaml"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("error: unknown command 'rendr' (did you mean 'render'?)"))
        let unknown = try strut(["frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("commands: layout, render, check"))
        #expect(try strut(["help", "layout"]).status == 0)
    }

    @Test func layoutRefusesABadColourAsRenderDoes() throws {
        let path = try scene("root:\n  subviews:\n    - { id: a, background: systemBlu }\n")
        for command in ["layout", "render"] {
            let result = try strut([command, path, "-o", "/dev/null"].filter { command == "render" || ($0 != "-o" && $0 != "/dev/null") })
            #expect(result.status == 2)
            #expect(result.err.contains(":3:28: unknown colour 'systemBlu' (did you mean 'systemBlue'?)"), "\(command): \(result.err)")
        }
        let ok = try scene("root:\n  subviews:\n    - { id: a, background: systembluE }\n", "caseblind")
        #expect(try strut(["layout", ok]).status == 0, "names are read whatever their case")
    }

    /// A document's label keeps UIKit's `contentMode` (`left`) in its converted scene, so that an
    /// animation added to the scene does not stretch its text.
    @Test func convertKeepsALabelsContentMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-newcomer-\(getpid())-convert")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try strut(["convert", "Samples/interface-builder/contact-cell.xib", "-o", folder.path]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let text = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(text.components(separatedBy: "contentMode: left").count - 1 == 2)
        let bad = try scene("root:\n  subviews:\n    - { id: a, text: Hi, contentMode: lef }\n", "badmode")
        let result = try strut(["layout", bad])
        #expect(result.status == 2)
        #expect(result.err.contains("unknown contentMode 'lef' (did you mean 'left'?)"))
    }

    /// The README's quick start: the scene it shows is the sample's (without its title), and the
    /// table it shows is what `strut layout` prints for it, from the file and from the shown text.
    @Test func theQuickStartShowsItsSampleAndWhatLayoutPrints() throws {
        let readme = try String(contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let quickStart = try #require(readme.range(of: "## Quick start")).upperBound
        let rest = String(readme[quickStart...])
        func block(after marker: String, in text: String) throws -> String {
            let start = try #require(text.range(of: marker)).upperBound
            let body = try #require(text[start...].range(of: "\n")).upperBound
            let end = try #require(text[body...].range(of: "```")).lowerBound
            return String(text[body..<end])
        }
        let shownScene = try block(after: "```yaml", in: rest)
        let sample = try String(contentsOf: Paths.root.appendingPathComponent("Samples/guides/centered-buttons-anchors.yaml"), encoding: .utf8)
        #expect(sample == shownScene)
        // The sh block of the commands ends, and the next block is the table.
        let marker = try #require(rest.range(of: "strut render Samples/guides/centered-buttons-anchors.yaml")).upperBound
        let parts = String(rest[marker...]).components(separatedBy: "```")
        try #require(parts.count > 2)
        let shownTable = String(parts[2].drop { $0 != "\n" }.dropFirst())
        #expect(shownTable.hasPrefix("Samples/guides/centered-buttons-anchors.yaml — "), "the table after the commands: \(shownTable)")
        let fromFile = try strut(["layout", "Samples/guides/centered-buttons-anchors.yaml"])
        #expect(fromFile.status == 0 && fromFile.out == shownTable, "\(fromFile.out)")
        let fromShownText = try strut(["layout", "-"], input: shownScene)
        let table = { (text: String) in text.components(separatedBy: "\nview ").dropFirst().joined() }
        #expect(!table(shownTable).isEmpty && table(fromShownText.out) == table(shownTable), "\(fromShownText.out)")
    }

    /// The README's `compare` example compares images of two sizes: exit 1, and a diff as large
    /// as both with the area only one covers hatched.
    @Test func comparingTwoSizesDrawsAPaddedDiff() throws {
        let diff = FileManager.default.temporaryDirectory.appendingPathComponent("strut-newcomer-\(getpid())-diff.png")
        defer { try? FileManager.default.removeItem(at: diff) }
        let result = try strut(["compare", "Goldens/vfl/fixed-size.png", "Goldens/vfl/leading-20.png", "-o", diff.path])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.out.contains(": the sizes differ (the diff is "), "\(result.out)")
        let bytes = try Data(contentsOf: diff)
        func header(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let sizes = try ["fixed-size", "leading-20"].map { name in
            let png = try Data(contentsOf: Paths.root.appendingPathComponent("Goldens/vfl/\(name).png"))
            return (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
        }
        #expect(sizes[0] != sizes[1], "the example's images are of two sizes")
        #expect(header(16) == max(sizes[0].0, sizes[1].0) && header(20) == max(sizes[0].1, sizes[1].1))
    }

    /// `font: bodyy` is a misspelt text style, not a family Pango lacks (which set it at 12 points).
    @Test func aMisspeltTextStyleIsNamed() throws {
        let path = try scene("root:\n  subviews:\n    - { id: a, text: Hi, font: bodyy }\n")
        let result = try strut(["layout", path])
        #expect(result.status == 2)
        #expect(result.err.contains(":3:32: unknown text style 'bodyy' (did you mean 'body'?); text styles: largeTitle, "), "\(result.err)")
        let family = try scene("root:\n  subviews:\n    - { id: a, text: Hi, font: \"Helvetca Neu 17\" }\n    - { id: b, text: Hi, font: \"DejaVu Sans 17\" }\n", "family")
        let warned = try strut(["layout", family])
        #expect(warned.status == 0)
        #expect(warned.err.contains("warning: \(family):3:13: font family 'Helvetca Neu' of 'a' is not installed"), "\(warned.err)")
        #expect(!warned.err.contains("'DejaVu Sans'"))
    }

    /// The phones Xcode simulates now, with their sizes and safe areas.
    @Test(arguments: [("iphone-16", 393.0, 852.0, 59.0), ("iphone-16-pro-max", 440, 956, 62), ("iphone-17-pro", 402, 874, 62), ("iphone-16e", 390, 844, 47)])
    func theNewPhonesAreDevices(_ device: String, _ width: Double, _ height: Double, _ top: Double) throws {
        let path = try scene("root:\n  subviews:\n    - { id: a }\nconstraints:\n  - a.top == root.safeArea.top\n  - a.bottom == root.safeArea.bottom\n  - a.leading == root.leading\n  - a.trailing == root.trailing\n", device)
        let result = try strut(["layout", path, "--device", device, "--json"])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [String: [String: Any]])
        #expect(views["root"]?["frame"] as? [Double] == [0, 0, width, height])
        #expect(views["a"]?["frame"] as? [Double] == [0, top, width, height - top - 34])
    }

    /// `--direction ltr` and `rtl`, as CSS names them, are UIKit's two directions.
    @Test func directionsTakeTheirShortNames() throws {
        let rtl = try strut(["layout", "Samples/anchors/fixed-size.yaml", "--direction", "rtl"])
        let long = try strut(["layout", "Samples/anchors/fixed-size.yaml", "--direction", "rightToLeft"])
        #expect(rtl.status == 0 && rtl.out == long.out)
        let both = try strut(["layout", "Samples/anchors/fixed-size.yaml", "--direction", "ltr,leftToRight"])
        #expect(both.status == 2 && both.err.contains("'ltr' and 'leftToRight', which are the same"), "\(both.err)")
        let wrong = try strut(["layout", "Samples/anchors/fixed-size.yaml", "--direction", "rtll"])
        #expect(wrong.status == 2 && wrong.err.contains("unknown direction 'rtll' (did you mean 'rtl'?)"), "\(wrong.err)")
    }
}
