import AutoLayout
import SceneFile
import SceneModel
import Testing

@testable import ConsoleLog

/// What `strut explain` says about small logs, one cause each.
@Suite struct ExplanationTests {
    func explain(_ items: [String]) throws -> String {
        let text = "(\n" + items.map { "\"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
        return try ConflictExplanation(try ConsoleLogParser.parse(text, file: "log.txt"), textMeasurer: ApproximateTextMeasurer()).text
    }

    @Test func oneConstraintIsWordedAsOne() throws {
        let negative = try explain(["NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)"])
        #expect(negative.hasPrefix("The log's only constraint cannot hold, even on its own:"), "\(negative)")
        #expect(negative.contains("asks for a negative width"))
        #expect(!negative.contains("All 1 constraints") && !negative.contains("contradict each other"))
        let holds = try explain(["NSLayoutConstraint:0x1 UIView:0x2.width == 16   (active)"])
        #expect(holds.hasPrefix("The log's only constraint can hold"), "\(holds)")
        #expect(!holds.contains("can all hold"))
        let two = try explain(["NSLayoutConstraint:0x1 UIView:0x2.width == 16", "NSLayoutConstraint:0x3 UIView:0x2.width == 20"])
        #expect(two.hasPrefix("Both constraints of the log conflict"), "\(two)")
    }

    @Test func anEncapsulatedSizeOnAViewThatIsNotACellIsSetFromOutside() throws {
        let text = try explain([
            "NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' V:[UIView:0x2(568)]",
            "NSLayoutConstraint:0x3 V:|-(20)-[UILabel:0x4'Hi']   (Names: '|':UIView:0x2 )",
            "NSLayoutConstraint:0x5 UILabel:0x4'Hi'.height == 600",
            "NSLayoutConstraint:0x6 V:[UILabel:0x4'Hi']-(20)-|   (Names: '|':UIView:0x2 )",
        ])
        #expect(text.contains("gets its height from outside"), "\(text)")
        #expect(!text.contains("self-sizing cell") && !text.contains("automaticDimension"))
        let cell = try explain([
            "NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x2.height == 44",
            "NSLayoutConstraint:0x3 V:|-(20)-[UILabel:0x4'Hi']   (Names: '|':UITableViewCellContentView:0x2 )",
            "NSLayoutConstraint:0x5 UILabel:0x4'Hi'.height == 600",
            "NSLayoutConstraint:0x6 V:[UILabel:0x4'Hi']-(20)-|   (Names: '|':UITableViewCellContentView:0x2 )",
        ])
        #expect(cell.contains("self-sizing cell"), "\(cell)")
    }

    @Test func uikitsOwnZeroSizesAreNotTheAppsToRemove() throws {
        let hidden = try explain([
            "NSLayoutConstraint:0x1 'UISV-hiding' UIView:0x2.height == 0   (active)",
            "NSLayoutConstraint:0x3 V:|-(16)-[UILabel:0x4'Title']   (active, names: '|':UIView:0x2 )",
            "NSLayoutConstraint:0x5 V:[UILabel:0x4'Title']-(16)-|   (active, names: '|':UIView:0x2 )",
        ])
        #expect(hidden.contains("hidden arranged view") && hidden.contains("to 999"), "\(hidden)")
        #expect(!hidden.contains("remove or lower the priority of the zero"))
        let temporary = try explain([
            "NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' UIStackView:0x2.width == 0   (active)",
            "NSLayoutConstraint:0x3 H:|-(8)-[UIButton:0x4'OK']   (active, names: '|':UIStackView:0x2 )",
            "NSLayoutConstraint:0x5 H:[UIButton:0x4'OK']-(8)-|   (active, names: '|':UIStackView:0x2 )",
        ])
        #expect(temporary.contains("temporary width of 0") && temporary.contains("usually harmless"), "\(temporary)")
        #expect(!temporary.contains("remove or lower the priority of the zero"))
    }

    /// 65 views chained 8 pt apart in a 10 pt box: the engine gave up holding sizes at zero after
    /// 64 rounds, and the log's constraints were said to hold.
    @Test func aLongChainInATinyBoxConflicts() throws {
        let text = try explain(chain(65))
        #expect(text.hasPrefix("All 67 constraints of the log conflict"), "\(text.prefix(300))")
        #expect(!text.contains("can all hold"))
    }

    /// A chain of more constraints than are narrowed down by dropping them one by one is narrowed
    /// down by the solver's explanation, and says, as a short one does, that it needs every
    /// view's width held at zero or more.
    @Test func aLongChainIsExplainedAsAShortOne() throws {
        for count in [65, 250] {
            let text = try explain(chain(count))
            #expect(text.hasPrefix("All \(count + 2) constraints of the log conflict"), "\(text.prefix(300))")
            #expect(!text.contains("too many for strut to narrow down"))
            let sizes = try #require(text.split(separator: "\n\n").first { $0.hasPrefix("UIKit holds every view's and layout guide's width and height") })
            #expect(sizes.components(separatedBy: "the width of").count - 1 == count, "\(sizes.prefix(300))")
        }
    }

    /// The placement hints keep a chain's tableau linear: each view is placed against the view
    /// before it, so no row of the final layout holds the widths of all the views before one (the
    /// hint against the box did, for the k-th view, k to 2k cells).
    @Test func aChainsRowsStayShortWhateverItsLength() throws {
        var longest: [Int] = []
        for count in [30, 300] {
            let text = "(\n" + chain(count).map { "\"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
            let explanation = try ConflictExplanation(try ConsoleLogParser.parse(text, file: "log.txt"), textMeasurer: ApproximateTextMeasurer())
            let statistics = try #require(explanation.solved.engine.tableauStatistics)
            #expect(statistics.cells <= 12 * statistics.rows, "\(count) views: \(statistics)")
            longest.append(statistics.longest)
        }
        // 30 views against the box gave 59 cells, 300 views 599.
        #expect(longest.allSatisfy { $0 <= 40 } && longest[1] <= longest[0], "longest rows of 30 and 300 views: \(longest)")
    }

    /// `count` views chained 8 pt apart in a 10 pt box.
    private func chain(_ count: Int) -> [String] {
        var items = ["NSLayoutConstraint:0xa0 UIView:0xb0.width == 10   (active)", "NSLayoutConstraint:0xa1 H:|-(8)-[UIView:0xc0]   (active, names: '|':UIView:0xb0 )"]
        for i in 1..<count { items.append("NSLayoutConstraint:0x\(String(0x100 + i, radix: 16)) H:[UIView:0x\(String(0xc0 + i - 1, radix: 16))]-(8)-[UIView:0x\(String(0xc0 + i, radix: 16))]   (active)") }
        items.append("NSLayoutConstraint:0xa2 H:[UIView:0x\(String(0xc0 + count - 1, radix: 16))]-(8)-|   (active, names: '|':UIView:0xb0 )")
        return items
    }
}

@Suite struct LoggedNameTests {
    @Test func anIdentifierWithAndWithoutANamesEntryIsOneView() throws {
        let log = try ConsoleLogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x7f01 )>",
                "<NSLayoutConstraint:0x600002 AddressToolbar.lockIcon.width == 30   (active)>"
            )
            """, file: "log.txt")
        let keys = log.constraints.compactMap { $0.relation?.firstItem.key }
        #expect(keys == ["0x7f01", "0x7f01"])
        let explanation = try ConflictExplanation(log, textMeasurer: ApproximateTextMeasurer())
        #expect(explanation.scene.items.count == 1)
        #expect(explanation.minimal == [0, 1])
    }
}

@Suite struct SeveralConflictsTests {
    @Test func theOtherConflictsAreCountedAndListed() throws {
        let log = try ConsoleLogParser.parse("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.width == 20   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x11.height == 10   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0x11.height == 30   (active)>",
                "<NSLayoutConstraint:0x5 UIView:0x12.width == - 5   (active)>"
            )
            """, file: "log.txt")
        let explanation = try ConflictExplanation(log, textMeasurer: ApproximateTextMeasurer())
        #expect(explanation.minimal == [0, 1])
        #expect(explanation.others == [[2, 3], [4]])
        #expect(explanation.text.contains("The log holds 2 more conflicts"), "\(explanation.text)")
        #expect(explanation.text.contains("(lines 4, 5)") && explanation.text.contains("(line 6)"))
    }
}
