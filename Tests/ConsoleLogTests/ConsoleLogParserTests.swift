import AutoLayout
import SceneFile
import SceneModel
import Testing

@testable import ConsoleLog

/// Every form of the console text the catalogue lists, each built from its description.
@Suite struct ConsoleLogParserTests {
    func parse(_ text: String) throws -> ConflictLog { try ConsoleLogParser.parse(text, file: "log.txt") }

    func only(_ text: String) throws -> LoggedConstraint {
        let log = try parse(text)
        #expect(log.constraints.count == 1)
        return log.constraints[0]
    }

    @Test func wholeMessageWithPrefixHeaderAndBreakLine() throws {
        let text = """
            2017-10-10 09:33:36.159156+0100 App[8227:3213321] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x60400048e9c0 UIImageView:0x7fe16cd55110.height == 55   (active)>",
                "<NSLayoutConstraint:0x600000499460 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fe16cd53650.height == 50   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000499460 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fe16cd53650.height == 50   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        let log = try parse(text)
        #expect(log.constraints.map(\.address) == ["0x60400048e9c0", "0x600000499460"])
        #expect(log.broken?.address == "0x600000499460")
        #expect(log.brokenInList?.identifier == "UIView-Encapsulated-Layout-Height")
        #expect(log.constraints[0].location == SourceLocation(file: "log.txt", line: 7, column: 7))
        let r = try #require(log.constraints[1].relation)
        #expect(r.firstItem.className == "UITableViewCellContentView" && r.firstAttribute == .height && r.constant == 50)
    }

    @Test func breakConstraintOnTheSameLineAndAppKitsForm() throws {
        let inline = try parse("""
            (
            "<NSLayoutConstraint:0x1 V:[UIView:0x2]-(0)-|   (active, names: '|':UIView:0x3 )>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x1 V:[UIView:0x2]-(0)-|   (active, names: '|':UIView:0x3 )>
            """)
        #expect(inline.broken?.address == "0x1")
        let appKit = try parse("""
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x600002a4c0a0 NSTextField:0x7f9e8e50a4d0.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002a4c0f0 NSTextField:0x7f9e8e50a4d0.width == 120   (active)>"
            ).
            Will attempt to recover by breaking <NSLayoutConstraint:0x600002a4c0f0 NSTextField:0x7f9e8e50a4d0.width == 120   (active)>.
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x600002a4c0a0 NSTextField:0x7f9e8e50a4d0.width == 100   (active)>"
            )
            """)
        #expect(appKit.constraints.count == 2, "the first block only")
        #expect(appKit.broken?.address == "0x600002a4c0f0")
    }

    @Test func aTitleWithARealLineBreakInTheBreakLine() throws {
        let log = try parse("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x2'iPhone Simulator-1:\\n2 - t...'.height == 20   (active)>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x1 UILabel:0x2'iPhone Simulator-1:
            2 - t...'.height == 20   (active)>
            """)
        #expect(log.broken?.address == "0x1")
        #expect(log.constraints[0].relation?.firstItem.title == "iPhone Simulator-1:\\n2 - t...")
    }

    @Test func constraintHeads() throws {
        let snapKit = try only("<SnapKit.LayoutConstraint:0x1740b5ae0@/Users/me/TestApp Demo/QuestionView.swift#47 ZhiMa_iOS.TagView:0x103850290.left == ZhiMa_iOS.QuestionView:0x10384fed0.left + 13.0>")
        #expect(snapKit.sourceFile == "/Users/me/TestApp Demo/QuestionView.swift" && snapKit.sourceLine == 47 && snapKit.isSnapKit)
        #expect(snapKit.relation?.constant == 13)
        let masonry = try only("<MASLayoutConstraint:0x6000 UIButton:0x7f8b.width == 75>")
        #expect(masonry.isMasonry && masonry.relation?.constant == 75)
        let early = try only("<<App.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a41d0>.top == <_UILayoutGuide:0x7f8a41e0>.bottom>")
        #expect(early.relation?.firstItem.className == "UIView" && early.relation?.secondItem?.className == "_UILayoutGuide")
        let degraded = try only("<NSLayoutConstraint: 0x15eebba0> (null) ((null), (null))")
        #expect(degraded.address == "0x15eebba0" && degraded.relation == nil)
        let autoresizing = try only("<NSAutoresizingMaskLayoutConstraint:0x1272ed5f0 h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[UIView:0x128321830]-(0)-| (Names: '|':UICollectionView:0x126963e00)>")
        #expect(autoresizing.isAutoresizing && autoresizing.autoresizingCodes?.horizontal == "---")
        #expect(autoresizing.identifier == "UIView-Encapsulated-Layout-Top")
        let spaced = try only("<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' UIView:0x2.left == UIView:0x3.left + 20>")
        #expect(spaced.identifier == "IB auto generated at build time for view with fixed frame")
    }

    @Test func masonryAndSnapKitKeysAndPriorities() throws {
        let log = try parse("""
            (
                "<MASLayoutConstraint:0x7fa1 UIView:newView.width >= 300>",
                "<MASLayoutConstraint:helloConstraint UIView:newView.width == 100 ^high>",
                "<MASLayoutConstraint:0x7fa3 UILabel:0x7f01.baseline == UIView:newView.top + 300>",
                "<SnapKit.LayoutConstraint:avatarWidth@ViewController.swift#22 UIImageView:avatar.width == 60.0>",
                "<SnapKit.LayoutConstraint:0x600004@ViewController.swift#23 UIImageView:avatar.height == 50.0 ^750.0>",
                "<SnapKit.LayoutConstraint:0x600005@ViewController.swift#24 UIImageView:avatar.height == 40.0 ^UILayoutPriority(_rawValue: 250.0)>"
            )
            """)
        #expect(log.constraints.map(\.address) == ["0x7fa1", "helloConstraint", "0x7fa3", "avatarWidth", "0x600004", "0x600005"])
        let keyed = try #require(log.constraints[1].relation)
        #expect(keyed.firstItem.className == "UIView" && keyed.firstItem.name == "newView" && keyed.firstItem.address == nil)
        #expect(keyed.firstItem.key == log.constraints[2].relation?.secondItem?.key, "one view by its key")
        #expect(keyed.priority == 750 && keyed.constant == 100)
        #expect(log.constraints[3].sourceFile == "ViewController.swift" && log.constraints[3].sourceLine == 22)
        #expect(log.constraints[3].relation?.firstItem.name == "avatar")
        #expect(log.constraints[4].relation?.priority == 750 && log.constraints[4].relation?.constant == 50)
        #expect(log.constraints[5].relation?.priority == 250)
        #expect(throws: SceneError.self) { try parse("(\n\"<NSLayoutConstraint:helloConstraint UIView:0x1.width == 100>\"\n)") }
    }

    @Test func equationBodies() throws {
        let negative = try only(#""<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>","#)
        #expect(negative.relation?.constant == -16)
        let plus = try only("<NSLayoutConstraint:0x1 UIView:0x2.midY == + 70>")
        #expect(plus.relation?.constant == 70 && plus.relation?.firstAttribute == .centerY)
        let tiny = try only("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' App.HeaderView:0x2.height == 2.22507e-308   (active)>")
        #expect(tiny.relation?.constant == 2.22507e-308)
        let before = try only("<NSLayoutConstraint:0x1 UIImageView:0x2.height == 0.9*UILabel:0x3.height   (active)>")
        #expect(before.relation?.multiplier == 0.9 && before.relation?.secondItem?.address == "0x3")
        let after = try only("<NSLayoutConstraint:0x1 UIImageView:0x2.width == UIImageView:0x2.height * 0.384615>")
        #expect(after.relation?.multiplier == 0.384615)
        let space = try only("<NSLayoutConstraint:0x1 UILayoutGuide:0x2'UIViewLayoutMarginsGuide'.bottom == UIButton:0x3'Cancel'.bottom NSSpace(8)   (active)>")
        #expect(space.relation?.constant == 8 && space.relation?.secondItem?.title == "Cancel")
        let apostrophe = try only("<NSLayoutConstraint:0x1 'UISV-alignment' UILabel:0x2'YOU'RE OK'.bottom == UILabel:0x3'Mate'.bottom   (active)>")
        #expect(apostrophe.relation?.firstItem.title == "YOU'RE OK")
        let parentheses = try only("<NSLayoutConstraint:0x1 UILayoutGuide:0x2'TitleView(layout=0x3)'.leading == UIView:0x4.leading   (active)>")
        #expect(parentheses.relation?.firstItem.title == "TitleView(layout=0x3)")
        let space1 = try only("<NSLayoutConstraint:0x1 UILabel:0x2' '.height == 20   (active)>")
        #expect(space1.relation?.firstItem.title == " ")
        let mangled = try only("<NSLayoutConstraint:0x1 _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.leading == UIView:0x2.leading   (active)>")
        #expect(mangled.relation?.firstItem.className == "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_")
        #expect(shortClassName(mangled.relation!.firstItem.className!) == "CardView")
    }

    @Test func visualFormatBodies() throws {
        let gap = try only("<NSLayoutConstraint:0x1 V:[UIView:0x2]-(>=11)-[App.LineView:0x3]   (active)>")
        let r = try #require(gap.relation)
        #expect(r.firstItem.address == "0x3" && r.firstAttribute == .top && r.relation == .greaterThanOrEqual)
        #expect(r.secondItem?.address == "0x2" && r.secondAttribute == .bottom && r.constant == 11)
        let edge = try only("<NSLayoutConstraint:0x1 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']-(15)-|(LTR)   (active, names: '|':_UIButtonBarStackView:0x3 )>")
        #expect(edge.relation?.firstItem.address == "0x3" && edge.relation?.firstAttribute == .trailing && edge.relation?.constant == 15)
        #expect(edge.superviews.first?.superview.className == "_UIButtonBarStackView")
        let size = try only("<NSLayoutConstraint:0x1 V:[UILabel:0x2'Long text'(>=121)]>")
        #expect(size.relation?.firstAttribute == .height && size.relation?.relation == .greaterThanOrEqual && size.relation?.constant == 121)
        let anchorSpace = try only("<_UISystemBaselineConstraint:0x1 'UISV-spacing' V:[UIStackView:0x2]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x3'E-posta']   (active)>")
        #expect(anchorSpace.relation?.constant == 8 && anchorSpace.siblings.count == 1)
        let negative = try only("<NSLayoutConstraint:0x1 H:[Cell...]-(-2)-|   (active, names: Cell...:0x2, '|':UIView:0x3 )>")
        #expect(negative.relation?.constant == -2 && negative.relation?.secondItem?.name == "Cell...")
    }

    @Test func prioritiesAndIntrinsicSizes() throws {
        let equation = try only("<NSLayoutConstraint:0x1 UIView:0x2.height == 44 @750   (active)>")
        #expect(equation.relation?.priority == 750 && equation.relation?.constant == 44)
        let gap = try only("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(>=8@999)-|   (active, names: '|':UIView:0x3 )>")
        #expect(gap.relation?.priority == 999 && gap.relation?.constant == 8 && gap.relation?.relation == .greaterThanOrEqual)
        let content = try only("<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2'Hello'(42)] Hug:250 CompressionResistance:750   (active)>")
        #expect(content.contentSizePriorities?.hugging == 250 && content.contentSizePriorities?.compressionResistance == 750)
        #expect(content.relation?.firstAttribute == .width && content.relation?.constant == 42)
        let scene = try ConflictScene(try parse("(\n\"<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2'Hello'(42)] Hug:250 CompressionResistance:750   (active)>\"\n)"), textMeasurer: ApproximateTextMeasurer())
        let written = scene.document.constraints.compactMap { spec -> String? in
            guard case .fields(let f) = spec.form else { return nil }
            return "\(f.relation) \(f.constant) @\(f.priority.rawValue)"
        }
        #expect(written.prefix(2) == [">= 42.0 @750.0", "<= 42.0 @250.0"])
        #expect(throws: SceneError.self) { try parse("<NSLayoutConstraint:0x1 UIView:0x2.height == 44 @0>") }
    }

    @Test func namesClause() throws {
        let named = try only("<NSLayoutConstraint:0x1 progress background.height == 5   (active, names: progress background:0x1089a5290 )>")
        #expect(named.relation?.firstItem.address == "0x1089a5290" && named.relation?.firstItem.name == "progress background")
        let twice = try only("<NSLayoutConstraint:0x1 V:[Label...]-(7)-[Label...]   (active, names: Label...:0x2, Label...:0x3 )>")
        #expect(twice.relation?.secondItem?.address == "0x2" && twice.relation?.firstItem.address == "0x3", "a name given twice stands for its entries in turn")
        let titled = try only("<NSLayoutConstraint:0x1 H:|-(20)-[NSTextField:0x2]   (Names: '|':NSBox:0x3'Title' )>")
        #expect(titled.relation?.secondItem?.title == "Title")
        let keyboard = try only("<NSLayoutConstraint:0x1 'assistantHeight' SystemInputAssistantView.height == 45   (active, names: SystemInputAssistantView:0x2 )>")
        #expect(keyboard.relation?.firstItem.address == "0x2")
    }

    @Test func damagedPastes() throws {
        let bare = try only("    NSLayoutConstraint:0x7ff1ad94c830 SwipeView:0x7ff1ad9c99d0.leading == UIView:0x7ff1ad9c9b60.leading + 5,")
        #expect(bare.relation?.constant == 5)
        let markdown = try only(#"    "\<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)\>","#)
        #expect(markdown.relation?.constant == 10)
        let quoted = try parse("> (\n> \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n> )")
        #expect(quoted.constraints.count == 1)
        let repeated = try parse("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\"\n)")
        #expect(repeated.constraints.count == 1, "a constraint printed twice is listed once")
    }

    @Test func everyLineOfTheListMustBeAConstraint() throws {
        func error(_ item: String) throws -> SceneError {
            let text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
                + "    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n    \(item),\n)\n"
            do {
                let log = try parse(text)
                Issue.record("read \(log.constraints.count) constraints")
                throw CancellationError()
            } catch let error as SceneError { return error }
        }
        let noColon = try error(#""<NSLayoutConstraint 0x1235 UIView:0x2.width == 20   (active)>""#)
        #expect(noColon.location.line == 4 && noColon.location.column == 25)
        #expect(noColon.message.contains("expected ':' after the class name"), "\(noColon.message)")
        let noHex = try error(#""<NSLayoutConstraint:1236 UIView:0x2.width == 30   (active)>""#)
        #expect(noHex.location.line == 4 && noHex.message.contains("expected an address (0x…), found '1'"), "\(noHex)")
        let garbage = try error(#""garbage line here""#)
        #expect(garbage.location.line == 4 && garbage.location.column == 6)
        #expect(garbage.message.contains("expected a constraint description") && garbage.message.contains("found 'garbage line here'"))
    }

    @Test func aQuotedLineThatLostItsQuotesIsRead() throws {
        let log = try parse("""
            > [LayoutConstraints] Unable to simultaneously satisfy constraints.
            > (
            >     "\\<NSLayoutConstraint:0x1 UIView:0x2.width == 50\\>",
            > NSLayoutConstraint:0x3 UIView:0x2.trailing == UIView:0x4.trailing + 5,
            > )
            """)
        #expect(log.constraints.map(\.address) == ["0x1", "0x3"])
        #expect(log.constraints[1].location.column == 3)
    }

    @Test func onlyTheBlockIsRead() throws {
        let block = """
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        let before = "2017-10-10 App[1:2] added <NSLayoutConstraint:0x9 UIView:0x8.width == 20   (active)>\n"
        let header = "2017-10-10 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        let after = "\nPrinting description of constraint: <NSLayoutConstraint:0x7 UIView:0x6.width == 30   (active)>\n"
            + "<NSLayoutConstraint:0x5 UIView:0x4.width == 40   (active)>\nBreak on objc_exception_throw to catch this in the debugger.\n"
        for text in [before + header + block + after, before + block + after, header + block + after] {
            let log = try parse(text)
            #expect(log.constraints.map(\.address) == ["0x1"], "\(text)")
            #expect(log.broken?.address == "0x1")
        }
        let bare = try parse("Printing description of constraint: <NSLayoutConstraint:0x7 UIView:0x6.width == 30>\n"
            + "    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n    \"<NSLayoutConstraint:0x3 UIView:0x2.width == 20>\"\n")
        #expect(bare.constraints.map(\.address) == ["0x1", "0x3"], "a headerless list without parentheses")
        let appKit = try parse("Conflicting constraints detected: (\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\"\n). Will attempt to recover by breaking <NSLayoutConstraint:0x1 UIView:0x2.width == 10>.\n<NSLayoutConstraint:0x3 UIView:0x2.width == 20>")
        #expect(appKit.constraints.count == 1 && appKit.broken?.address == "0x1")
    }

    @Test func errorsAreLocated() throws {
        func error(_ text: String) -> SceneError? {
            do {
                _ = try parse(text)
                return nil
            } catch { return error as? SceneError }
        }
        let none = try #require(error("2017-10-10 App[1:2] Something else entirely\n"))
        #expect(none.message.hasPrefix("no unsatisfiable-constraints block found"))
        let hex = try #require(error("\"<NSLayoutConstraint:0x61h00099cd0 UIView:0x7fb.width <= 0   (active)>\""))
        #expect(hex.location.line == 1 && hex.location.column == 26)
        let relation = try #require(error("\"<NSLayoutConstraint:0x1 UIView:0x2.width =! 0   (active)>\""))
        #expect(relation.message.contains("expected ==, >= or <="))
        #expect(relation.location.column == 43)
        let attribute = try #require(error("<NSLayoutConstraint:0x1 UIView:0x2.wdth == 0>"))
        #expect(attribute.message.contains("attribute"))
    }

    /// Two different constraints with one address were merged as "printed twice", hiding the
    /// conflict; one constraint printed twice is still kept once.
    @Test func twoDifferentConstraintsWithOneAddressAreAnError() throws {
        let twice = try parse("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\"\n)")
        #expect(twice.constraints.count == 1)
        do throws(SceneError) {
            _ = try ConsoleLogParser.parse("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 20>\"\n)", file: "log.txt")
            Issue.record("read")
        } catch {
            #expect(error.message == "two different constraints have the address 0x1 (the other on line 2); a log of one conflict gives each constraint its own")
            #expect(error.location.line == 3)
        }
    }

    /// A 30 MB title took 2.35 GB in explain: titles have the scene files' limits on text.
    @Test func aTitleOverTheTextLimitIsRefused() throws {
        let title = String(repeating: "x", count: 10_001)
        let text = "(\n\"<NSLayoutConstraint:0x1 UILabel:0x2'\(title)'.width == 10>\",\n\"<NSLayoutConstraint:0x3 UILabel:0x2'\(title)'.width == 20>\"\n)"
        do throws(SceneError) {
            _ = try ConflictExplanation(try ConsoleLogParser.parse(text, file: "log.txt"), textMeasurer: ApproximateTextMeasurer())
            Issue.record("explained")
        } catch {
            #expect(error.message == "a text of 10001 characters; at most 10000")
            #expect(error.location.line == 2)
        }
    }

    /// A 30 MB title was read whole (18 s, 1 GB) before it was found too long: a description
    /// over 1 MiB is refused before it is scanned, and a long title as soon as its end is found.
    @Test func aHugeDescriptionIsRefusedBeforeItIsRead() throws {
        let huge = String(repeating: "x", count: 1 << 20)
        let text = "(\n\"<NSLayoutConstraint:0x1 UILabel:0x2'\(huge)'.width == 10>\",\n\"<NSLayoutConstraint:0x3 UILabel:0x2.width == 20>\"\n)"
        do throws(SceneError) {
            _ = try ConsoleLogParser.parse(text, file: "log.txt")
            Issue.record("read")
        } catch {
            #expect(error.message.hasPrefix("a constraint's description of 10486") && error.message.hasSuffix(" bytes; at most 1048576"), "\(error)")
            #expect(error.location.line == 2)
        }
        let long = String(repeating: "x", count: 10_001)
        let titled = "(\n\"<NSLayoutConstraint:0x1 UILabel:0x2'\(long)'.width == 10>\"\n)"
        #expect(throws: SceneError.self) { try ConsoleLogParser.parse(titled, file: "log.txt") }
    }
}
