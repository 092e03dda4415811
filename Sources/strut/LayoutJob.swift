import Foundation
import InterfaceBuilder
import SceneModel
import StrutPipeline

/// One scene for `layout` to lay out: a combination of the variations asked for, in a state.
struct LayoutJob {
    let variation: Variation
    /// What a storyboard or xib says of the scene besides its document.
    let interfaceBuilder: InterfaceBuilderScene?
    let state: String?
    let document: HandedOverDocument
}

/// A document read by several jobs (a scene's states, or its variations), held until the last of
/// them has taken it: each job's scene then holds the only copies, and lets them go once built.
///
/// Jobs take it on the threads that lay them out, hence the lock.
final class HandedOverDocument {
    private let lock = NSLock()
    private var document: SceneDocument?
    private var readers: Int

    init(_ document: SceneDocument, readers: Int) {
        self.document = document
        self.readers = readers
    }

    /// The document, for one of its readers; the last one takes the holder's copy away.
    func take() -> SceneDocument {
        lock.lock()
        defer { lock.unlock() }
        readers -= 1
        guard readers <= 0 else { return document! }
        defer { document = nil }
        return document!
    }
}
