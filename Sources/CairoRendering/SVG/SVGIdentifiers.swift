/// Renames the ids Cairo writes into SVG (`surface5`, `glyph0-1`, `clip3`, ...) in order of first
/// appearance, per prefix (`surface1`, `glyph1`, `clip1`, ...).
///
/// Cairo numbers surfaces from a process-wide counter, so the same drawing gets different ids
/// depending on what the process drew before; renamed, the same drawing gives the same bytes.
enum SVGIdentifiers {
    /// What precedes an id or a reference to one.
    private static let openers: [[UInt8]] = [Array("id=\"".utf8), Array("href=\"#".utf8), Array("url(#".utf8)]

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var renamed: [[UInt8]: [UInt8]] = [:]
        var counters: [[UInt8]: Int] = [:]
        var i = 0
        while i < svg.count {
            guard let opener = openers.first(where: { matches($0, in: svg, at: i) }) else {
                output.append(svg[i])
                i += 1
                continue
            }
            output += opener
            i += opener.count
            var end = i
            while end < svg.count && isIdentifierByte(svg[end]) { end += 1 }
            let id = Array(svg[i..<end])
            output += renamed[id] ?? rename(id, renamed: &renamed, counters: &counters)
            i = end
        }
        return output
    }

    private static func rename(_ id: [UInt8], renamed: inout [[UInt8]: [UInt8]], counters: inout [[UInt8]: Int]) -> [UInt8] {
        let prefix = Array(id.prefix { isLetter($0) })
        counters[prefix, default: 0] += 1
        let name = prefix + Array(String(counters[prefix]!).utf8)
        renamed[id] = name
        return name
    }

    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count, bytes[index] == pattern[0] else { return false }
        return bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        isLetter(b) || (b >= 48 && b <= 57) || b == 45 || b == 95
    }
}
