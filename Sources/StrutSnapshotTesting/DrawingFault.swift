import Foundation

/// A drawing that failed, carried as the snapshot's bytes: a PNG never starts with this text,
/// so the comparison tells it from an image and reports the fault.
struct DrawingFault {
    static let prefix = "strut could not draw the scene: "

    var message: String

    var data: Data { Data((Self.prefix + message + "\n").utf8) }

    /// The fault in a snapshot's bytes, nil for anything else.
    init?(_ data: Data) {
        let prefix = Data(Self.prefix.utf8)
        guard data.starts(with: prefix) else { return nil }
        message = String(decoding: data.dropFirst(prefix.count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    init(message: String) {
        self.message = message
    }
}
