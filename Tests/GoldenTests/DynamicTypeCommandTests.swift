import Foundation
import Testing

/// `--content-size` on the command line: text styles laid out and drawn at a person's text size.
@Suite struct DynamicTypeCommandTests {
    @Test func layoutAtAnAccessibilitySizeGrowsTheStyledText() throws {
        let large = try strut(["layout", "Samples/dynamic-type/text-styles.yaml", "--json"])
        let huge = try strut(["layout", "Samples/dynamic-type/text-styles.yaml", "--json", "--content-size", "accessibility5"])
        #expect(large.status == 0 && huge.status == 0, "\(huge.err)")
        func bodyHeight(_ json: String) throws -> Double {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            let views = object["views"] as! [String: [String: Any]]
            return (views["body"]!["frame"] as! [Double])[3]
        }
        #expect(try bodyHeight(huge.out) > 3 * bodyHeight(large.out))
    }

    @Test func renderDrawsOnePanelPerContentSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-content-sizes-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func width(_ sizes: String) throws -> Int {
            let out = folder.appendingPathComponent("\(sizes).png")
            let result = try strut(["render", "Samples/dynamic-type/login.yaml", "--content-size", sizes, "--scale", "1", "-o", out.path])
            #expect(result.status == 0, "\(result.err)")
            let header = try [UInt8](Data(contentsOf: out).prefix(24))
            return header[16..<20].reduce(0) { $0 << 8 | Int($1) }
        }
        let one = try width("large"), three = try width("xSmall,large,accessibility5")
        #expect(three > 2 * one + 100, "three panels side by side: \(three) pixels against \(one)")
    }

    @Test func badContentSizesAreRefused() throws {
        let unknown = try strut(["layout", "Samples/dynamic-type/login.yaml", "--content-size", "xxLarg"])
        #expect(unknown.status == 2 && unknown.err.contains("unknown content size 'xxLarg' (did you mean 'xxLarge'?)"), "\(unknown.err)")
    }
}
