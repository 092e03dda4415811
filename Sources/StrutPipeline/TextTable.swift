/// Cells in columns, written as aligned lines: the first `textColumns` left-aligned, the numbers
/// after them right-aligned, two spaces between columns.
///
/// The cells are kept by column, each counted once as it is added: a large scene's table has
/// hundreds of thousands of cells, and a row of its own for each line cost more memory than the
/// text printed.
package struct TextTable {
    private var columns: [[String]]
    /// Each cell's length in characters.
    private var lengths: [[Int32]]
    private var widths: [Int]
    /// The column the next cell goes in.
    private var next = 0

    /// - Parameter rows: how many rows to make room for.
    package init(columns count: Int, rows: Int = 0) {
        columns = Array(repeating: [], count: count)
        lengths = Array(repeating: [], count: count)
        widths = Array(repeating: 0, count: count)
        for column in 0..<count {
            columns[column].reserveCapacity(rows)
            lengths[column].reserveCapacity(rows)
        }
    }

    /// Adds the next cell, row by row; its line breaks and other control characters are shown
    /// as `\u{A}`, so that every row is one line.
    package mutating func add(_ cell: String) {
        let cell = cell.onOneLine
        let length = cell.count
        columns[next].append(cell)
        lengths[next].append(Int32(clamping: length))
        widths[next] = max(widths[next], length)
        next = next + 1 == columns.count ? 0 : next + 1
    }

    package mutating func add(_ row: [String]) {
        for cell in row { add(cell) }
    }

    /// The lines, each ended by `separator` but the last.
    package func write(into text: inout String, textColumns: Int, separator: String = "\n") {
        let rows = columns.first?.count ?? 0
        let lineLength = widths.reduce(2 * (columns.count - 1), +) + separator.utf8.count
        text.reserveCapacity(text.utf8.count + rows * lineLength)  // more for cells not ASCII
        let spaces = String(repeating: " ", count: widths.max() ?? 0)
        for row in 0..<rows {
            if row > 0 { text += separator }
            for column in columns.indices {
                if column > 0 { text += "  " }
                let cell = columns[column][row]
                let padding = max(0, widths[column] - Int(lengths[column][row]))
                if column < textColumns {
                    text += cell
                    text.append(contentsOf: spaces.prefix(padding))
                } else {
                    text.append(contentsOf: spaces.prefix(padding))
                    text += cell
                }
            }
        }
    }

    /// The lines, one string each.
    package func lines(textColumns: Int) -> [String] {
        (0..<(columns.first?.count ?? 0)).map { row in
            var line = ""
            for column in columns.indices {
                if column > 0 { line += "  " }
                let cell = columns[column][row]
                let padding = String(repeating: " ", count: max(0, widths[column] - Int(lengths[column][row])))
                line += column < textColumns ? cell + padding : padding + cell
            }
            return line
        }
    }
}
