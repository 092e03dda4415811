/// Where a constraint was written: a file position, and the VFL string and column if it came
/// from one.
public struct ConstraintSource: Hashable, Sendable {
    public var file: String?
    public var line: Int? {
        get { Self.number(storedLine) }
        set { storedLine = Self.stored(newValue) }
    }
    public var column: Int? {
        get { Self.number(storedColumn) }
        set { storedColumn = Self.stored(newValue) }
    }
    /// The Visual Format Language string the constraint was generated from.
    public var format: String? {
        get { formatPart?.format }
        set { setFormatPart(format: newValue, column: formatPart?.column ?? .min) }
    }
    /// The column in `format` (1-based) of the part that made this constraint.
    public var formatColumn: Int? {
        get { formatPart.flatMap { Self.number($0.column) } }
        set { setFormatPart(format: formatPart?.format, column: Self.stored(newValue)) }
    }
    // 32 bits each, `Int32.min` for none: every constraint of a scene has a source, and a scene
    // file is at most 64 MiB.
    private var storedLine: Int32
    private var storedColumn: Int32
    /// The format and its column, held out of line: few constraints come from a format, and
    /// every constraint holds a source (32 bytes instead of 48).
    private var formatPart: FormatPart?

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, format: String? = nil, formatColumn: Int? = nil) {
        self.file = file
        storedLine = Self.stored(line)
        storedColumn = Self.stored(column)
        setFormatPart(format: format, column: Self.stored(formatColumn))
    }

    /// Never changed once made (a change makes another), so copies of a source may share one.
    private final class FormatPart: Hashable, Sendable {
        let format: String?
        let column: Int32

        init(format: String?, column: Int32) {
            self.format = format
            self.column = column
        }

        static func == (a: FormatPart, b: FormatPart) -> Bool { a.format == b.format && a.column == b.column }

        func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(column)
        }
    }

    private mutating func setFormatPart(format: String?, column: Int32) {
        formatPart = format == nil && column == .min ? nil : FormatPart(format: format, column: column)
    }

    private static func number(_ stored: Int32) -> Int? { stored == .min ? nil : Int(stored) }

    private static func stored(_ number: Int?) -> Int32 { number.map { Int32(clamping: $0) == .min ? .min + 1 : Int32(clamping: $0) } ?? .min }
}

extension ConstraintSource {
    /// Where the constraint was written as reports quote it after the constraint,
    /// `  (scene.yaml:12:5)`; empty when nothing is known.
    package var reportSuffix: String {
        let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }
        return place.isEmpty ? "" : "  (\(place.joined(separator: ":")))"
    }
}
