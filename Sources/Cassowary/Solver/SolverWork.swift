/// The work a solver has done, counted as it is done: the same constraints added in the same
/// order count the same on every run and every machine, so that a test can check how the work
/// grows with a screen without timing anything (a quadratic cost shows as counts that grow four
/// times when the screen doubles).
///
/// Each count is an integer addition where the work is done, next to work that costs far more.
package struct SolverWork: Equatable, Sendable, CustomStringConvertible {
    /// Cells of the rows written: each row a substitution, a pivot or a write-out rewrites counts
    /// with its length after it (rewriting a row moves its cells), and each row added with its own.
    package var cellsWritten = 0
    /// Simplex pivots: primal, dual, long steps' flips, and those of the ambiguity probes.
    package var pivots = 0
    /// Rows rewritten whole: by substitutions, pivots and write-outs, and rows added.
    package var rowsCopied = 0
    /// Entries of the objective written: reduced costs changed, and the zeros a level grows by.
    package var objectiveEntries = 0
    /// Entries of the tableau's tables a copy of it duplicates when written (its symbols and row
    /// slots, once per copy): the snapshots taken before an addition that may fail, the probes'.
    package var entriesCopied = 0

    package init() {}

    /// Every count, in the order above.
    package var counts: [Int] { [cellsWritten, pivots, rowsCopied, objectiveEntries, entriesCopied] }
    package static let names = ["cells written", "pivots", "rows copied", "objective entries", "entries copied"]

    package static func + (a: SolverWork, b: SolverWork) -> SolverWork {
        var sum = a
        sum.cellsWritten += b.cellsWritten
        sum.pivots += b.pivots
        sum.rowsCopied += b.rowsCopied
        sum.objectiveEntries += b.objectiveEntries
        sum.entriesCopied += b.entriesCopied
        return sum
    }

    package static func - (a: SolverWork, b: SolverWork) -> SolverWork {
        var difference = a
        difference.cellsWritten -= b.cellsWritten
        difference.pivots -= b.pivots
        difference.rowsCopied -= b.rowsCopied
        difference.objectiveEntries -= b.objectiveEntries
        difference.entriesCopied -= b.entriesCopied
        return difference
    }

    package var description: String {
        zip(Self.names, counts).map { "\($0): \($1)" }.joined(separator: ", ")
    }
}
