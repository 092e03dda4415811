import Testing
@testable import Cassowary

/// A new variable's row refers to other variables' rows instead of holding them written out
/// (`Tableau+References.swift`): the same optimum, the same values and the same uniqueness
/// answers as the written-out tableau, through additions, removals, constant changes and edits,
/// and the tableau's invariants hold after every step. (Referring rows are off by default.)
@Suite struct ReferenceTests {
    /// Systems whose variables come one by one, each new one tied to those before (as a chain of
    /// views is), mixed with random constraints over the variables seen so far.
    struct ChainedSystemGenerator {
        var base: SystemGenerator

        mutating func system() -> (variables: [Variable], constraints: [Constraint]) {
            let variables = (0..<Int.random(in: 3...9, using: &base.rng)).map { Variable("x\($0)") }
            var constraints: [Constraint] = []
            for k in variables.indices {
                let seen = Array(variables[0...k])
                if k > 0 {
                    // x_k = x_j + x_i + c, as `next.top == previous.bottom + spacing`.
                    let j = Int.random(in: 0..<k, using: &base.rng), i = Int.random(in: 0..<k, using: &base.rng)
                    let c = Double(Int.random(in: -20...20, using: &base.rng))
                    let expression = Expression([Term(variables[k], 1), Term(variables[j], -1), Term(variables[i], -1)], constant: -c)
                    let required = Int.random(in: 0..<4, using: &base.rng) > 0
                    constraints.append(Constraint(expression, .equal, priority: required ? .required : Priority(Float(Int.random(in: 1...999, using: &base.rng)))))
                }
                for _ in 0..<Int.random(in: 0...2, using: &base.rng) { constraints.append(base.constraint(over: seen)) }
            }
            return (variables, constraints)
        }
    }

    /// With rows written out up to `writtenOutCells` cells: 0 makes every new variable's row
    /// refer; a few cells mix written-out and referring rows, as larger systems do.
    @Test(arguments: [(11, 0), (12, 0), (13, 3)] as [(UInt64, Int)])
    func referringRowsGiveTheSameSolutionsAsWrittenOutRows(seed: UInt64, writtenOutCells: Int) throws {
        var generator = ChainedSystemGenerator(base: SystemGenerator(rng: SplitMix64(state: seed)))
        var referringSystems = 0
        for _ in 0..<800 {
            let (variables, constraints) = generator.system()
            let referring = Solver(), written = Solver()
            referring.keepReferences(true, writingOutUpTo: writtenOutCells)
            written.keepReferences(false)
            for c in constraints {
                let a = (try? referring.add(c)) != nil, b = (try? written.add(c)) != nil
                #expect(a == b, "\(c) added to one solver only")
                #expect(referring.invariantViolations.isEmpty, "\(referring.invariantViolations) after adding \(c)")
            }
            if referring.tableau.rows.indices.contains(where: { slot in
                referring.tableau.basicOf[slot].isValid && referring.tableau.refersToBasic(referring.tableau.rows[slot])
            }) {
                referringSystems += 1
            }
            expectSame(referring, written, variables, "after adding \(constraints)")
            for _ in 0..<2 {
                guard let victim = referring.constraints.randomElement(using: &generator.base.rng) else { break }
                referring.remove(victim)
                written.remove(victim)
                #expect(referring.invariantViolations.isEmpty, "\(referring.invariantViolations) after removing \(victim)")
                expectSame(referring, written, variables, "after removing \(victim) from \(constraints)")
            }
            if let changed = referring.constraints.randomElement(using: &generator.base.rng) {
                let constant = Double(Int.random(in: -50...50, using: &generator.base.rng))
                let a = (try? referring.setConstant(constant, for: changed)) != nil
                let b = (try? written.setConstant(constant, for: changed)) != nil
                #expect(a == b, "\(changed) changed to \(constant) in one solver only")
                #expect(referring.invariantViolations.isEmpty, "\(referring.invariantViolations) after changing \(changed)")
                expectSame(referring, written, variables, "after changing \(changed) to \(constant) in \(constraints)")
            }
            let edited = variables[variables.count - 1]
            referring.addEditVariable(edited, priority: .defaultHigh)
            written.addEditVariable(edited, priority: .defaultHigh)
            for value in [-20.0, 35] {
                referring.suggestValue(value, for: edited)
                written.suggestValue(value, for: edited)
                #expect(referring.invariantViolations.isEmpty, "\(referring.invariantViolations) after suggesting \(value)")
                expectSame(referring, written, variables, "after suggesting \(value) in \(constraints)")
            }
        }
        #expect(referringSystems > 150, "the systems should refer often: \(referringSystems)")
    }

    /// A column of sections of rows, each row's height from an intrinsic size (hugging and
    /// compression resistance), each position the one above plus a height: the tableau's cells
    /// grow with the rows, not their square.
    /// A new constraint's row written out through the tableau's scratch arrays
    /// (`Tableau+Expansion.swift`) is the row `expanded` gives, to the last bit, however many rows
    /// were written out before it (the arrays keep stale entries between rows).
    @Test(arguments: [21, 22] as [UInt64])
    func rowsWrittenOutThroughScratchArraysAreTheSameToTheLastBit(seed: UInt64) throws {
        var generator = ChainedSystemGenerator(base: SystemGenerator(rng: SplitMix64(state: seed)))
        var referringRows = 0
        for _ in 0..<300 {
            let (_, constraints) = generator.system()
            let solver = Solver()
            solver.keepReferences(true, writingOutUpTo: 0)
            for c in constraints { _ = try? solver.add(c) }
            var tableau = solver.tableau
            for slot in tableau.rows.indices where tableau.basicOf[slot].isValid {
                let row = tableau.rows[slot]
                if tableau.refersToBasic(row) { referringRows += 1 }
                let expected = tableau.expanded(row), found = tableau.expandedInPlace(row)
                #expect(found.constant.bitPattern == expected.constant.bitPattern, "constant of \(row)")
                #expect(found.count == expected.count, "cells of \(row)")
                for i in 0..<min(found.count, expected.count) {
                    #expect(found.cell(i).symbol == expected.cell(i).symbol && found.cell(i).coefficient.bitPattern == expected.cell(i).coefficient.bitPattern)
                }
            }
        }
        #expect(referringRows > 300, "the systems should refer often: \(referringRows)")
    }

    @Test func aColumnOfRowsKeepsItsTableauLinear() throws {
        func cells(rows: Int) throws -> (cells: Int, longest: Int, last: Double) {
            let solver = Solver()
            solver.keepReferences(true)
            var top = Variable("y0")
            try solver.add(top == 16)
            for i in 0..<rows {
                let height = Variable("h\(i)"), next = Variable("y\(i + 1)")
                try solver.add((height <= 29).withPriority(251))
                try solver.add((height >= 29).withPriority(750))
                try solver.add(next == top + height + 16 + (i % 10 == 9 ? 24 : 1))
                top = next
            }
            #expect(solver.invariantViolations.isEmpty)
            let statistics = solver.tableauStatistics
            return (statistics.cells, statistics.longest, solver.value(of: top))
        }
        let small = try cells(rows: 200), large = try cells(rows: 800)
        #expect(large.cells <= 4 * small.cells + 16, "\(small.cells) cells for 200 rows, \(large.cells) for 800")
        #expect(large.longest == small.longest)
        #expect(abs(large.last - (16 + 800 * 46 + 80 * 23)) < 1e-6)
    }

    /// A chain of views with a shared width and optional positions: written out, each position is
    /// a few cells (the width's parameter, the first view's errors), so no row refers, the shared
    /// width's parameter keeps its long column (it parks rather than pivots), and the rows stay short.
    @Test func aChainWhoseRowsStayShortIsWrittenOut() throws {
        let solver = Solver()
        solver.keepReferences(true)
        let first = Variable("w0")
        var left = Variable("x0"), width = first
        try solver.add(left == 8)
        for i in 0..<300 {
            if i > 0 {
                let next = Variable("x\(i)"), nextWidth = Variable("w\(i)")
                try solver.add(next == left + width + 8)
                try solver.add(nextWidth == first)
                (left, width) = (next, nextWidth)
            }
            try solver.add(width >= 30)
            try solver.add((width == 50).withPriority(500))
            try solver.add((left == Double(60 * i)).withPriority(750))
        }
        try solver.add(left + width == Double(60 * 300) - 8)
        #expect(solver.invariantViolations.isEmpty)
        #expect(!solver.tableau.rows.indices.contains { slot in
            solver.tableau.basicOf[slot].isValid && solver.tableau.refersToBasic(solver.tableau.rows[slot])
        })
        #expect(solver.tableauStatistics.longest <= 8, "\(solver.tableauStatistics)")
        // 8 + 299 × (w + 8) + w = 17,992: the required chain alone sets the shared width.
        #expect(abs(solver.value(of: first) - 15_592.0 / 300) < 1e-6, "\(solver.value(of: first))")
    }

    /// Removing the constraint that defined a variable others refer to, through that variable's
    /// row (the removal pivots on it), leaves the rows that referred to it right.
    @Test func removingAConstraintThroughAReferringRowKeepsTheOthersRight() throws {
        let y0 = Variable("y0"), h0 = Variable("h0"), y1 = Variable("y1"), h1 = Variable("h1"), y2 = Variable("y2")
        let solver = Solver()
        solver.keepReferences(true, writingOutUpTo: 0)
        let pin = (y0 == 10).withPriority(500)
        try solver.add(pin)
        try solver.add(h0 == 20)
        try solver.add(y1 == y0 + h0 + 5)
        try solver.add(h1 == 30)
        try solver.add(y2 == y1 + h1 + 5)
        try solver.add((y0 == 0).withPriority(100))
        #expect(solver.value(of: y2) == 70)
        solver.remove(pin)
        #expect(solver.invariantViolations.isEmpty)
        #expect(solver.value(of: y2) == 60)
        try solver.setConstant(-7, for: solver.constraints.first { $0.relation == .equal && $0.priority == Priority(100) }!)
        #expect(solver.invariantViolations.isEmpty)
        #expect(abs(solver.value(of: y2) - 67) < 1e-9)
        #expect(!solver.isAmbiguous(y2))
    }

    /// A chain of free widths between two fixed edges, its rows referring: asked whether each
    /// position and width could move, it answers as the written-out tableau does, and leaves its
    /// rows as they were (written out, they would hold the square of the chain).
    @Test func askingAnAmbiguousChainLeavesItsRowsReferring() throws {
        func chain(referring: Bool) throws -> (Solver, [Variable]) {
            let solver = Solver()
            solver.keepReferences(referring)
            // Each view's left edge at the previous one's right edge, the first at 0.
            var variables: [Variable] = []
            var left = Variable("x0"), width = Variable("w0")
            try solver.add(left == 0)
            for i in 0..<300 {
                if i > 0 {
                    let next = Variable("x\(i)")
                    try solver.add(next == left + width)
                    (left, width) = (next, Variable("w\(i)"))
                }
                try solver.add(width >= 0.1)
                variables += [left, width]
            }
            try solver.add(left + width == 2000)
            return (solver, variables)
        }
        let (referring, variables) = try chain(referring: true)
        let (written, writtenVariables) = try chain(referring: false)
        let before = referring.tableauStatistics
        let answers = referring.ambiguity(of: variables)
        #expect(answers == written.ambiguity(of: writtenVariables))
        // Every edge and width but the first edge could move.
        #expect(answers == variables.map { $0.name != "x0" }, "\(answers)")
        #expect(referring.tableauStatistics == before, "\(before) before asking, \(referring.tableauStatistics) after")
        #expect(before.cells < 10 * variables.count, "\(before)")
        #expect(referring.invariantViolations.isEmpty)
    }

    /// What ``MovableRows`` is certain of holds written out: each referring row it is certain of,
    /// written out, holds a symbol that can move; and it misses none that does.
    @Test func movableRowsAreCertainOfTheRowsThatHoldASymbolThatCanMove() {
        var generator = ChainedSystemGenerator(base: SystemGenerator(rng: SplitMix64(state: 21)))
        var certain = 0, uncertain = 0
        for _ in 0..<800 {
            let (_, constraints) = generator.system()
            let solver = Solver()
            solver.keepReferences(true, writingOutUpTo: 0)
            for c in constraints { _ = try? solver.add(c) }
            solver.tableau.unparkAll()
            let tableau = solver.tableau
            let blocking = BlockingRows(tableau)
            var movable = MovableRows(blocking: blocking)
            for slot in tableau.rows.indices where tableau.basicOf[slot].isValid && tableau.refersToBasic(tableau.rows[slot]) {
                let written = tableau.expanded(tableau.rows[slot])
                let holds = written.symbols.contains { MovableRows.moves($0, blocking: blocking, in: tableau) }
                let isCertain = movable.certainlyMoves(tableau.basicOf[slot], in: tableau)
                #expect(isCertain == holds, "\(tableau.rows[slot]) written out \(written) in \(constraints)")
                if isCertain { certain += 1 } else { uncertain += 1 }
            }
        }
        #expect(certain > 100 && uncertain > 20, "\(certain) certain, \(uncertain) not")
    }

    private func expectSame(_ a: Solver, _ b: Solver, _ variables: [Variable], _ context: String) {
        let x = a.objectiveValues, y = b.objectiveValues
        #expect(x.map(\.priority) == y.map(\.priority), "\(context)")
        for (p, q) in zip(x, y) {
            #expect(abs(p.value - q.value) < 1e-6, "level \(p.priority): \(p.value) vs \(q.value) \(context)")
        }
        for c in a.constraints where c.priority.isRequired {
            #expect(holds(c, in: a), "\(c) \(context)")
        }
        let ambiguousA = a.ambiguity(of: variables), ambiguousB = b.ambiguity(of: variables)
        #expect(ambiguousA == ambiguousB, "ambiguity \(ambiguousA) vs \(ambiguousB) \(context)")
        for (v, ambiguous) in zip(variables, ambiguousA) where !ambiguous {
            #expect(abs(a.value(of: v) - b.value(of: v)) < 1e-6, "\(v): \(a.value(of: v)) vs \(b.value(of: v)) \(context)")
        }
        a.updateVariables()
        for v in variables where a.knownSymbol(of: v) != nil {
            #expect(v.value == a.value(of: v) + 0.0, "\(v) updated to another value \(context)")
        }
    }
}
