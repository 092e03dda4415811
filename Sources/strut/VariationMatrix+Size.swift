import ArgumentParser
import StrutPipeline

extension VariationMatrix {
    /// ``checkSize()``, refused as a command line's bad option.
    func checkSizeOfOptions() throws {
        do {
            try checkSize()
        } catch {
            throw ValidationError(error.description)
        }
    }
}
