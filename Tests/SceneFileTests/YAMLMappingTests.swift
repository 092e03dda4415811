@testable import SceneFile
@testable import SceneModel
import Testing
import Yams

/// A mapping of the subset composer's tree is read in place, one of Yams' nodes from arrays: both
/// must find the same keys, values and locations, and refuse the same keys with the same message.
@Suite struct YAMLMappingTests {
    let text = "{ id: v1, background: systemBlue, text: \"v 1\", hidden: true, hugging: 250, lines: 2, cornerRadius: 3 }\n"

    func both(_ text: String) throws -> (inPlace: YAMLNode, yams: YAMLNode) {
        let tree = try #require(YAMLSubsetComposer.compose(text, file: "t.yaml"))
        let node = try #require(try Yams.compose(yaml: text))
        return (YAMLNode(tree, tree.root), YAMLNode(node: node, file: "t.yaml"))
    }

    @Test func keysValuesAndLocationsAreTheSame() throws {
        let (inPlace, yams) = try both(text)
        for allowed in [ViewParser.viewKeys] {
            let a = try inPlace.mapping("a view", allowed: YAMLKeys(allowed)), b = try yams.mapping("a view", allowed: allowed)
            #expect(a.keys == ["id", "background", "text", "hidden", "hugging", "lines", "cornerRadius"])
            #expect(a.keys == b.keys)
            var found = 0
            for key in ViewParser.viewKeys + ["", "x", "texts", "idd", "Text", "line", "v1"] {
                #expect(a[key]?.location == b[key]?.location, "\(key)")
                #expect(a[key]?.textLocation == b[key]?.textLocation, "\(key)")
                #expect((try? a[key]?.string(key)) == (try? b[key]?.string(key)), "\(key)")
                if a[key] != nil { found += 1 }
            }
            #expect(found == 7)
        }
    }

    @Test func anUnknownKeyIsRefusedAlikeAtItsPlace() throws {
        let (inPlace, yams) = try both("{ id: v1, backgound: red }\n")
        let message = "t.yaml:1:11: unknown key 'backgound' in a view (did you mean 'background'?)"
        #expect(mappingError(inPlace, YAMLKeys(ViewParser.viewKeys))?.description == message)
        #expect(mappingError(yams, nil)?.description == message)
    }

    /// The error of reading `node` as a view's mapping, with `keys` or with the array of names.
    func mappingError(_ node: YAMLNode, _ keys: YAMLKeys?) -> SceneError? {
        do throws(SceneError) {
            if let keys { _ = try node.mapping("a view", allowed: keys) } else { _ = try node.mapping("a view", allowed: ViewParser.viewKeys) }
            return nil
        } catch {
            return error
        }
    }

    @Test func allowedKeysAreFoundAndNoOthers() {
        let keys = YAMLKeys(ViewParser.viewKeys)
        for name in ViewParser.viewKeys { #expect(keys.contains(name)) }
        for name in ["", "i", "ids", "Id", "subview", "constraint", "whenever", "é", "text "] { #expect(!keys.contains(name)) }
    }
}
