import Dispatch
import SceneModel

extension SceneParser {
    /// How many top-level constraints make reading them on a second thread worth starting one.
    static let constraintsReadConcurrently = 2_000

    /// The root view and the top-level constraints. A long list of constraints (a large flat
    /// screen's, read after its views otherwise) is read on a second core while the views are read
    /// on this one. Both are read whole, and the root's error, if any, is thrown first: the specs
    /// and the error are those of reading the root, then the constraints.
    ///
    /// Nothing is shared but the composed tree's arrays, which neither reader changes; each
    /// reader retains a tree object of its own.
    static func rootAndConstraints(_ rootNode: YAMLNode, _ list: YAMLNode?) throws(SceneError) -> (ViewSpec, [ConstraintSpec]) {
        guard let list, let count = list.composedItemCount, count >= constraintsReadConcurrently else {
            let root = try ViewParser.root(rootNode)
            return (root, try list.map { node throws(SceneError) in try ConstraintParser.list(node, scope: nil) } ?? [])
        }
        var root: Result<ViewSpec, SceneError>?
        var constraints: Result<[ConstraintSpec], SceneError>?
        withUnsafeMutablePointer(to: &root) { rootResult in
            withUnsafeMutablePointer(to: &constraints) { constraintsResult in
                let work = Unchecked((rootNode, list.inTreeOfItsOwn, rootResult, constraintsResult))
                // Each iteration writes its own result only.
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    let (rootNode, list, rootResult, constraintsResult) = work.value
                    if index == 0 {
                        rootResult.pointee = Result { () throws(SceneError) in try ViewParser.root(rootNode) }
                    } else {
                        constraintsResult.pointee = Result { () throws(SceneError) in try ConstraintParser.list(list, scope: nil) }
                    }
                }
            }
        }
        return (try root!.get(), try constraints!.get())
    }

    /// Values handed to the two readers, each of which writes only its own result.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
