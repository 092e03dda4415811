import ArgumentParser
import SceneFile
import StrutPipeline

extension VariationMatrix {
    /// Refuses more combinations than a scene's `vary:` may list, before any is laid out: each
    /// is a layout and a panel, and lists on four axes multiply (300 text sizes on 30 devices laid
    /// out for a minute).
    func checkSize() throws {
        let count = devices.count * contentSizes.count * themes.count * directions.count
        guard count <= VaryParser.maximumCombinations else {
            throw ValidationError(
                "the devices, content sizes, themes and directions asked for make \(count) combinations; at most \(VaryParser.maximumCombinations)")
        }
    }
}
