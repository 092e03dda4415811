/// Where something is in a scene file: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    // 32 bits each: a scene file is at most 64 MiB, and a large scene keeps millions of locations.
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The same file, `offset` characters further along the line.
    package func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A scene that cannot be used, with where and why: `login.yaml:14:9: unknown view 'buton1' …`.
///
/// The message is for people; `detail` adds lines shown under it (a VFL string and its caret).
public struct SceneError: Error, CustomStringConvertible, Sendable {
    public let location: SourceLocation
    public let message: String
    public let detail: String?

    public init(_ message: String, at location: SourceLocation, detail: String? = nil) {
        self.message = message
        self.location = location
        self.detail = detail
    }

    public var description: String {
        "\(location): \(message)" + (detail.map { "\n" + $0 } ?? "")
    }
}

/// The closest of `candidates` to `word` if it is close enough to be a likely typo: the fewest
/// edits first (a swapped pair of letters is one: `widht` is one from `width`, two from `right`),
/// then the lowest `rank` (a kind that fits where the word was written), then by name.
package func suggestion(for word: String, in candidates: [String], rank: (String) -> Int = { _ in 0 }) -> String? {
    let lowered = word.lowercased()
    let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased()), rank($0)) }
    guard let best = scored.min(by: { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
}

/// " (did you mean 'button1'?)" or "".
package func didYouMean(_ word: String, _ candidates: [String], rank: (String) -> Int = { _ in 0 }) -> String {
    suggestion(for: word, in: candidates, rank: rank).map { " (did you mean '\($0)'?)" } ?? ""
}

/// The optimal string alignment distance: Levenshtein's insertions, deletions and substitutions,
/// and a swap of two neighbouring letters as one edit (the commonest typo).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = Array(0...b.count)
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previous
        previous = current
    }
    return previous[b.count]
}
