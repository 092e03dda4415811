import AutoLayout
import SceneFile
import SceneModel
import Testing

@testable import ConsoleLog

/// The scene `strut explain` draws: the room it gives views the log leaves without a size, and
/// where it puts them.
@Suite struct DrawingSceneTests {
    func explained(_ items: [String], broken: String? = nil) throws -> ConflictExplanation {
        var text = "(\n" + items.map { "\"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
        if let broken { text += "\nWill attempt to recover by breaking constraint\n<\(broken)>\n" }
        return try ConflictExplanation(try ConsoleLogParser.parse(text, file: "log.txt"), textMeasurer: ApproximateTextMeasurer())
    }

    func frame(_ e: ConflictExplanation, _ address: String) throws -> Rect {
        let item = try #require(e.scene.items.first { $0.address == address })
        return try #require(e.solved.view(e.scene.ids[item.key]!)).frame
    }

    @Test func aTitledViewHasRoomForItsTitleAndAnUntitledOneForItsCaption() throws {
        let e = try explained([
            "NSLayoutConstraint:0x1 H:|-(0)-[UIButton:0xb0'Cancel']   (active, names: '|':UIView:0xa0 )",
            "NSLayoutConstraint:0x2 H:[UIButton:0xb0'Cancel']-(0)-[UIImageView:0xc0]   (active)",
            "NSLayoutConstraint:0x3 H:[UIImageView:0xc0]-(0)-|   (active, names: '|':UIView:0xa0 )",
            "NSLayoutConstraint:0x4 UIView:0xa0.width == 200   (active)",
            "NSLayoutConstraint:0x5 UIView:0xa0.width == 300   (active)",
        ])
        let measurer = ApproximateTextMeasurer()
        let title = measurer.measure(TextContent("Cancel", font: "13"), width: nil).size
        let button = try frame(e, "0xb0")
        #expect(button.width >= title.width + 8, "\(button)")
        #expect(button.height >= title.height, "\(button)")
        let caption = measurer.measure(TextContent("UIImageView", font: "9"), width: nil).size
        let image = try frame(e, "0xc0")
        #expect(image.width >= caption.width, "\(image)")
        // The log's constraints are unaffected: the superview is as wide as they say.
        #expect(try frame(e, "0xa0").width == 200)
    }

    @Test func theCanvasHoldsEveryViewAsTheConflictLeavesIt() throws {
        // A cell's chain far taller than its encapsulated height, through a view without a height
        // (which would have to be negative): the views grow out of the cell's 50 pt.
        let e = try explained([
            "NSLayoutConstraint:0x1 UIImageView:0xa1.height == 55   (active)",
            "NSLayoutConstraint:0x2 UIStackView:0xa2.height == 308   (active)",
            "NSLayoutConstraint:0x3 V:|-(8)-[UIImageView:0xa1]   (active, names: '|':UIView:0xa3 )",
            "NSLayoutConstraint:0x4 V:[UIImageView:0xa1]-(8)-[UITextView:0xa5'Hello']   (active)",
            "NSLayoutConstraint:0x9 V:[UITextView:0xa5'Hello']-(8)-[UIStackView:0xa2]   (active)",
            "NSLayoutConstraint:0x5 V:[UIStackView:0xa2]-(8)-|   (active, names: '|':UIView:0xa3 )",
            "NSLayoutConstraint:0x6 V:|-(8)-[UIView:0xa3]   (active, names: '|':UITableViewCellContentView:0xa4 )",
            "NSLayoutConstraint:0x7 V:[UIView:0xa3]-(8)-|   (active, names: '|':UITableViewCellContentView:0xa4 )",
            "NSLayoutConstraint:0x8 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xa4.height == 50   (active)",
        ])
        let canvas = e.solved.engine.root.frame
        for view in e.solved.engine.root.allViews where view !== e.solved.engine.root {
            var r = view.frame
            var up = view.superview
            while let s = up, s !== e.solved.engine.root {
                r = Rect(x: r.minX + s.frame.minX, y: r.minY + s.frame.minY, width: r.width, height: r.height)
                up = s.superview
            }
            #expect(r.minX >= 0 && r.minY >= 0 && r.maxX <= canvas.width && r.maxY <= canvas.height, "\(view.identifier) \(r) outside \(canvas)")
        }
    }

    /// Siblings the log leaves free step right from the one before them (the first from its
    /// parent's corner); one the log places against an earlier sibling keeps the log's place,
    /// with no hint of its own on that axis (a hint there only reached down the log's chain), and
    /// one it lines up after a sibling is as wide as its caption, so that a row stays short.
    @Test func siblingsStepFromTheOneBeforeThemUnlessTheLogPlacesThem() throws {
        let e = try explained([
            "NSLayoutConstraint:0x1 UIView:0xa0.width == 300   (active)",
            "NSLayoutConstraint:0x2 UIView:0xa0.width == 200   (active)",
            "NSLayoutConstraint:0x3 V:|-(10)-[UIView:0xb1]   (active, names: '|':UIView:0xa0 )",
            "NSLayoutConstraint:0x4 V:|-(10)-[UIView:0xb2]   (active, names: '|':UIView:0xa0 )",
            "NSLayoutConstraint:0x5 V:|-(10)-[UIView:0xb3]   (active, names: '|':UIView:0xa0 )",
            "NSLayoutConstraint:0x6 H:[UIView:0xb3]-(20)-[UIView:0xb4]   (active)",
            "NSLayoutConstraint:0x7 V:|-(10)-[UIView:0xb5]   (active, names: '|':UIView:0xa0 )",
            "NSLayoutConstraint:0x8 UIView:0xb5.leading == UIView:0xb1.leading + 4   (active)",
        ])
        #expect(try frame(e, "0xb1").minX == 12)
        #expect(try frame(e, "0xb2").minX == 20)
        let third = try frame(e, "0xb3"), fourth = try frame(e, "0xb4"), fifth = try frame(e, "0xb5")
        #expect(third.minX == 28 && third.width == 224, "\(third)")
        let caption = ApproximateTextMeasurer().measure(TextContent("UIView", font: "9"), width: nil).size
        #expect(fourth.minX == third.maxX + 20 && fourth.width == caption.width + 10, "\(fourth)")
        #expect(fifth.minX == 16 && fifth.width == 224, "\(fifth)")
        let hinted = e.scene.document.constraints.compactMap { spec -> String? in
            guard case .fields(let f) = spec.form, f.priority == LayoutPriority(rawValue: 1), f.attribute.value == "leading" else { return nil }
            return f.item.value
        }
        let ids = ["0xb1", "0xb2", "0xb3", "0xb4", "0xb5"].map { address in e.scene.items.first { $0.address == address }.flatMap { e.scene.ids[$0.key] } }
        #expect(ids.map { $0.map(hinted.contains) } == [true, true, true, false, false], "\(hinted)")
    }
}
