import Foundation
import Testing

/// `when:` on the command line: the size classes of each device and orientation asked for, and
/// a bad condition refused at its line and column.
@Suite struct SizeClassCommandTests {
    @Test func eachOrientationInstallsItsOwnViews() throws {
        let result = try strut(["layout", "Samples/variations/size-classes.yaml", "--device", "iphone-15:portrait,iphone-15:landscape", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let objects = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [[String: Any]]
        let views = objects.map { Set(($0["views"] as! [String: Any]).keys) }
        #expect(views[0].contains("caption") && !views[0].contains("map"))
        #expect(!views[1].contains("caption") && views[1].contains("map"))
        #expect(objects.allSatisfy { ($0["conflicts"] as! [Any]).isEmpty && ($0["ambiguous"] as! [Any]).isEmpty })
    }

    @Test func aBadConditionIsALocatedError() throws {
        let scene = """
            root:
              subviews:
                - { id: a, when: { heightClass: tiny } }
            """
        let result = try strut(["render", "-", "-o", "/dev/null", "--format", "svg"], input: scene)
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("<stdin>:3:37: heightClass is compact or regular, not 'tiny'"), "\(result.err)")
    }
}
