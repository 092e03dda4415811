import AutoLayout
import CairoRendering
import Rendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct DemoTests {
    /// Renders the documentation demo; with `STRUT_DEMO_PNG=path` set, also writes it there.
    @Test func demoRendersWithEveryKindOfAnnotation() throws {
        let scene = DemoScene.make()
        #expect(!scene.layout.conflicts.isEmpty)
        let options = RenderOptions(scale: 2, annotate: .all, padding: 16, legend: true)
        let bytes = try render([scene], options: options, format: .png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        if let path = getenv("STRUT_DEMO_PNG").map({ String(cString: $0) }) {
            try render([scene], options: options, to: path, compression: .small)
        }
    }
}
