import Foundation

/// A drawing that failed, as earlier versions recorded it in a reference's place: a PNG never
/// starts with this text, so the comparison tells such a reference from an image and asks for it
/// to be recorded again. (A failed drawing now fails the test and is never recorded: StrategyFault.)
struct DrawingFault {
    static let prefix = "strut could not draw the scene: "

    var message: String

    /// The fault in a snapshot's bytes, nil for anything else.
    init?(_ data: Data) {
        let prefix = Data(Self.prefix.utf8)
        guard data.starts(with: prefix) else { return nil }
        message = String(decoding: data.dropFirst(prefix.count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
