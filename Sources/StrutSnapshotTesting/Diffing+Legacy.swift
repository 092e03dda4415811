import Foundation
import SnapshotTesting

// swift-snapshot-testing 1.19 deprecates `Diffing.init(toData:fromData:diff:)` for
// `Diffing.diff(toData:fromData:diffV2:)`, which 1.17 and 1.18 lack. Strut supports them all, so
// it makes its diffings with the initializer every version has, in a witness declared
// deprecated: the call inside it is not warned about, and calls through the protocol are not.
private protocol DiffingMaker {
    static func make(_ message: @escaping (Data, Data) -> String?) -> Diffing<Data>
}

private enum SupportedDiffing {}

extension SupportedDiffing: DiffingMaker {
    @available(*, deprecated, message: "made only through DiffingMaker")
    static func make(_ message: @escaping (Data, Data) -> String?) -> Diffing<Data> {
        Diffing(toData: { $0 }, fromData: { $0 }) { reference, actual in message(reference, actual).map { ($0, []) } }
    }
}

/// Bytes kept as they are, compared by `message`: nil when they match, else why not.
func makeDiffing(_ message: @escaping (_ reference: Data, _ actual: Data) -> String?) -> Diffing<Data> {
    (SupportedDiffing.self as DiffingMaker.Type).make(message)
}
