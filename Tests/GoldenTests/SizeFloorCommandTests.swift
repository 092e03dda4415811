import Testing

/// A scene file's negative size is a conflict in UIKit's words, as UIKit reports it.
@Suite struct SizeFloorCommandTests {
    @Test func aNegativeWidthIsAConflict() throws {
        let scene = """
            canvas: { size: [320, 200] }
            root:
              subviews:
                - id: box
            constraints:
              - "box.leading == root.leading + 100"
              - "box.top == root.top + 20"
              - "box.height == 40"
              - "box.width == -16"
            """
        let table = try strut(["layout", "-"], input: scene)
        #expect(table.status == 0)
        #expect(table.out.contains("box   root       100  20      0      40"), "\(table.out)")
        #expect(table.out.contains("(Note: a width or height can never be negative: the engine holds box.width >= 0, as UIKit's does)"))
        #expect(table.out.contains("    \"box.width == -16  (<stdin>:9:5)\",\n)"), "only the user's constraint is listed")
        let json = try strut(["layout", "-", "--json"], input: scene)
        #expect(json.out.contains("{ \"constraints\": [\"box.width == -16\"], \"broken\": \"box.width == -16\" }"))
    }
}
