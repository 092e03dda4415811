import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// Composing without Yams' regular expressions must give the same scenes and the same errors,
/// duplicate keys above all (``YAMLComposer``).
@Suite struct YAMLComposerTests {
    @Test func aDuplicateKeyIsAnErrorWhereItIsWrittenAgain() {
        let text = "root:\n  subviews:\n    - id: a\n      id: b\n"
        let error = loadError(text)
        #expect(error?.description == "scene.yaml:4:7: bad YAML: duplicate key 'id'; it is first at line 3")
        let nested = "canvas:\n  width: 100\n  # a comment\n  height:\n    100\n  'width': 50\nroot: {}\n"
        #expect(loadError(nested)?.description == "scene.yaml:6:3: bad YAML: duplicate key 'width'; it is first at line 2")
        let windows = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(loadError(windows)?.description == "scene.yaml:4:7: bad YAML: duplicate key 'id'; it is first at line 3")
    }

    /// A flow mapping's keys can share lines, so its error stays at its first key.
    @Test func aDuplicateKeyInAFlowMappingIsAnErrorWhereItsMappingStarts() {
        #expect(loadError("root:\n  subviews:\n    - {id: a,\n       id: b}\n")?.description
            == "scene.yaml:3:8: bad YAML: duplicate key 'id' in the mapping that starts here")
    }

    @Test func quotedAndPlainKeysOfTheSameTextAreTheSameKey() {
        #expect(loadError("root:\n  subviews:\n    - {\"id\": a, id: b}\n")?.message
            == "bad YAML: duplicate key 'id' in the mapping that starts here")
    }

    @Test func aPlainNumberKeyIsNotTheQuotedOne() throws {
        let scene = try load("""
            root:
              subviews:
                - id: a
            constraints:
              - visual: "H:|-[a]-|"
                metrics: { 10: 1, "10": 2 }
              - a.top == root.top
              - a.height == 10
            """)
        #expect(scene.constraints.count == 4)
        let error = loadError("""
            root:
              subviews:
                - id: a
            constraints:
              - { id: w, constraint: a.width == 10 }
            states:
              1: [w.constant = 2]
              "1": [w.constant = 3]
            """)
        #expect(error?.description == "scene.yaml:8:3: duplicate state '1'")
    }

    @Test func aKeyTaggedAsANumberIsThePlainNumber() {
        let error = loadError("root:\n  subviews:\n    - id: a\nconstraints:\n  - visual: \"H:|-[a]-|\"\n    metrics: { !!int 10: 1, 10: 2 }\n")
        #expect(error?.description == "scene.yaml:6:16: bad YAML: duplicate key '10' in the mapping that starts here")
    }

    /// Yams reads a mapping used as a key through its `=` key, which only its default resolver tags so.
    @Test func aMappingAsAKeyReadsAsYamsDefaultDoes() {
        let views = "root:\n  subviews:\n    - id: a\n"
        #expect(loadError(views + "constraints:\n  - { foo: 1, ? {=: visual} : 2 }\n")?.description
            == "scene.yaml:5:7: unknown key 'foo' in a visual format constraint")
        #expect(loadError("title: Hi!\n" + views + "constraints:\n  - { foo: 1, ? {=: visual} : 2 }\n")?.description
            == "scene.yaml:6:7: unknown key 'foo' in a visual format constraint")
        #expect(loadError(views + "constraints:\n  - { foo: 1, ? {!!str =: visual} : 2 }\n")?.description
            == "scene.yaml:5:7: unknown key 'foo' in a named constraint")
        #expect(loadError(views + "constraints:\n  - { foo: 1, ? {! =: visual} : 2 }\n")?.description
            == "scene.yaml:5:7: unknown key 'foo' in a named constraint")
    }

    /// Aliases make a tree far larger than its text; the keys are not all visited.
    @Test func aliasesThatMultiplyTheTreeAreNotWalked() {
        var lines = ["title: \"Hi!\"", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1...8 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]") }
        lines.append("root: {}")
        #expect(loadError(lines.joined(separator: "\n") + "\n")?.description.hasPrefix("scene.yaml:2:1: unknown key 'a0' in the scene") == true)
    }

    @Test func scalarsAreReadFromTheirTextWhateverTheirTag() throws {
        let scene = try load("""
            root:
              subviews:
                - { id: a, text: hi, lines: !!int 2, clipsToBounds: yes }
                - { id: b, alpha: "0.5", text: null }
            """)
        #expect(scene.view("a")?.text?.numberOfLines == 2)
        #expect(scene.styles["a"]?.clipsToBounds == true)
        #expect(scene.styles["b"]?.alpha == 0.5)
        #expect(scene.view("b")?.text?.text == "null")
    }

    @Test func keysAreCheckedOnlyInTextsWithTags() throws {
        #expect(YAMLComposer.mayHaveTags("a: !!int 1") && !YAMLComposer.mayHaveTags("a: 1"))
        var budget = 100
        #expect(try YAMLComposer.yamsNode("a: 1\nb: [c, {d: e}]\n")?.keysAreAllStrings(budget: &budget) == true)
        #expect(budget == 100 - 6)  // the mapping, its two values, c, {d: e} and e
        #expect(try YAMLComposer.yamsNode("? [a]\n: 1\n")?.keysAreAllStrings(budget: &budget) == false)
        budget = 3
        #expect(try YAMLComposer.yamsNode("a: [1, 2, 3]")?.keysAreAllStrings(budget: &budget) == false)
        #expect(try YAMLComposer.yamsNode("") == nil)
    }
}
