import AutoLayout
import Rendering
import Testing

/// What a storyboard's scene draws as Xcode's canvas shows it: buttons' images, cells, pickers,
/// bars, text shrunk into its frame, and issues only when asked. Read from recordings at @1x.
@Suite struct CanvasDrawingTests {
    func record(_ control: Control, _ frame: (Double, Double, Double, Double)) -> [String] {
        let s = TestScene(400, 300)
        let view = s.add("control", ViewStyle(control: control))
        s.place(view, frame.0, frame.1, frame.2, frame.3)
        return s.record()
    }

    @Test func anImageOnlyButtonShowsAPictureGlyphInItsColour() {
        let lines = record(.glyph(color: Color(red: 1, green: 0, blue: 0)), (0, 0, 44, 44))
        // A 22-point picture centred: its frame 22 by 17.6 from (11, 13.2).
        #expect(lines.contains("stroke roundedRect(11, 13.2, 22, 17.6, r 3.3) #ff0000 width 1.571"))
        #expect(lines.contains { $0.hasPrefix("fill polyline(") && $0.hasSuffix("closed) #ff0000") })
        #expect(record(.glyph(color: nil), (0, 0, 3, 3)).filter { $0.contains("#007aff") }.isEmpty, "no glyph in 3 points")
    }

    @Test func aCellDrawsItsSeparatorFromItsInsetAndItsAccessory() {
        let lines = record(.tableCell(separatorInset: 16, accessory: "disclosureIndicator"), (0, 0, 320, 44))
        #expect(lines.contains("fill rect(16, 43.5, 304, 0.5) #3c3c434a"))
        #expect(lines.contains("stroke polyline(297, 16 -> 303, 22 -> 297, 28) #3c3c434d width 2"))
        let bare = record(.tableCell(separatorInset: nil, accessory: nil), (0, 0, 320, 44))
        #expect(!bare.contains { $0.contains("#3c3c43") }, "no separator where the table has none")
    }

    @Test func aSwitchKeepsItsSizeWhenItsFrameIsStretched() {
        let lines = record(.toggle(on: true), (0, 0, 300, 40))
        #expect(lines.contains("fill roundedRect(0, 0, 51, 31, r 15.5) #34c759"))
    }

    @Test func aPickerShowsItsMiddleRowInTheSelectionBand() {
        let lines = record(.picker(rows: ["A", "B", "C"]), (0, 0, 320, 216))
        #expect(lines.contains("fill roundedRect(8, 91, 304, 34, r 8) #7676801f"))
        #expect(lines.contains { $0.hasPrefix("text \"B\" DejaVu Sans 21 #000000") })
        #expect(lines.contains { $0.hasPrefix("text \"A\" DejaVu Sans 19") })
    }

    @Test func aNavigationBarCentresItsTitleBetweenItsItems() {
        let s = TestScene(375, 200)
        let content = BarContent(title: "Settings", leading: [BarItem(title: "Cancel")], trailing: [BarItem(title: "", hasImage: true)])
        s.bars = [(Rect(x: 0, y: 20, width: 375, height: 44), .navigationBar(content)), (Rect(x: 0, y: 0, width: 375, height: 20), .statusBar)]
        let lines = s.record()
        #expect(lines.contains("fill rect(0, 20, 375, 44) #f9f9f9f0"))
        #expect(lines.contains("fill rect(0, 63.5, 375, 0.5) #0000004d"), "the hairline below the bar")
        #expect(lines.contains { $0.hasPrefix("text \"Settings\" DejaVu Sans Bold 17 #000000") })
        #expect(lines.contains { $0.hasPrefix("text \"Cancel\" DejaVu Sans 17 #007aff") && $0.hasSuffix("at (16, 31.8)") })
        #expect(lines.contains { $0.hasPrefix("stroke roundedRect(336, 33.2, 22, 17.6,") && $0.contains("#007aff") }, "the image item's glyph at the trailing edge")
        #expect(lines.contains { $0.hasPrefix("text \"9:41\" DejaVu Sans Bold 15") })
    }

    @Test func aLargeTitleSitsBelowTheItemsAtTheLeadingSide() {
        let s = TestScene(375, 300)
        let content = BarContent(title: "Inbox", trailing: [BarItem(title: "Edit")])
        s.bars = [(Rect(x: 0, y: 44, width: 375, height: 96), .navigationBar(content))]
        let lines = s.record()
        #expect(lines.contains { $0.hasPrefix("text \"Inbox\" DejaVu Sans Bold 34") && $0.contains("at (16, ") })
        #expect(lines.contains { $0.hasPrefix("text \"Edit\" DejaVu Sans 17 #007aff") && $0.hasSuffix(", 55.8)") }, "in the top 44 points")
    }

    @Test func aTallerBarKeepsItsTitleInLineWithItsItems() {
        let s = TestScene(375, 300)
        s.bars = [(Rect(x: 0, y: 0, width: 375, height: 56), .navigationBar(BarContent(title: "Entry", leading: [BarItem(title: "Cancel")])))]
        let lines = s.record()
        let title = lines.first { $0.hasPrefix("text \"Entry\"") }, item = lines.first { $0.hasPrefix("text \"Cancel\"") }
        #expect(title?.hasSuffix(", 23.8)") == true && item?.hasSuffix(", 23.8)") == true, "\(title ?? "") \(item ?? "")")
    }

    @Test func aTabBarTintsItsSelectedItem() {
        let s = TestScene(375, 200)
        s.bars = [(Rect(x: 0, y: 151, width: 375, height: 49), .tabBar(items: [BarItem(title: "Home", hasImage: true), BarItem(title: "More", hasImage: true)], selected: 0))]
        let lines = s.record()
        #expect(lines.contains { $0.hasPrefix("text \"Home\" DejaVu Sans 10 #007aff") })
        #expect(lines.contains { $0.hasPrefix("text \"More\" DejaVu Sans 10 #999999") })
    }

    @Test func barsAreDrawnOverTheViews() {
        let s = TestScene(375, 200)
        let view = s.add("content", ViewStyle(background: Color(red: 1, green: 0, blue: 0)))
        s.place(view, 0, 0, 375, 200)
        s.bars = [(Rect(x: 0, y: 0, width: 375, height: 20), .statusBar)]
        let lines = s.record()
        let content = lines.firstIndex(of: "fill rect(0, 0, 375, 200) #ff0000")
        let time = lines.firstIndex { $0.hasPrefix("text \"9:41\"") }
        #expect(content != nil && time != nil && content! < time!)
    }
}

extension CanvasDrawingTests {
    @Test func textTooWideForItsSavedFrameIsDrawnSmallerNotTruncated() {
        let s = TestScene(400, 100)
        let label = s.add("label", ViewStyle(shrinksTextToFit: true))
        label.text = TextContent("A rather long title", font: "DejaVu Sans 17")
        s.place(label, 0, 0, 150, 24)
        let lines = s.record()
        let text = lines.first { $0.hasPrefix("text \"A rather long title\"") }
        #expect(text != nil)
        #expect(text?.contains("DejaVu Sans 17 ") == false, "drawn smaller than 17: \(text ?? "")")
        #expect(text?.contains("DejaVu Sans 12.7 ") == true || text?.contains("DejaVu Sans 1") == true)
        let unfitted = TestScene(400, 100)
        let plain = unfitted.add("label")
        plain.text = TextContent("A rather long title", font: "DejaVu Sans 17")
        unfitted.place(plain, 0, 0, 150, 24)
        #expect(unfitted.record().contains { $0.hasPrefix("text \"A rather long title\" DejaVu Sans 17 ") }, "a scene file's label keeps its font")
    }

    @Test func textHalfAPointTooWideForItsSavedFrameKeepsItsSizeUncut() {
        // The approximate measurer: "Name" in 10 points is 20 wide.
        let s = TestScene(400, 100)
        let label = s.add("label", ViewStyle(shrinksTextToFit: true))
        label.text = TextContent("Name", font: "Liberation Sans 10")
        s.place(label, 0, 0, 19.75, 12)
        #expect(s.record().contains { $0.hasPrefix("text \"Name\" Liberation Sans 10 #000000 width 20 ") }, "widened, not cut to Na…")
        let wider = TestScene(400, 100)
        let over = wider.add("label", ViewStyle(shrinksTextToFit: true))
        over.text = TextContent("Name", font: "Liberation Sans 10")
        wider.place(over, 0, 0, 19, 12)
        #expect(wider.record().contains { $0.hasPrefix("text \"Name\" Liberation Sans 9.5 ") }, "a point over: drawn smaller")
    }

    @Test func aDocumentsBarsAndControlsUseItsSystemFamily() {
        let s = TestScene(375, 200)
        s.systemFamily = "Liberation Sans"
        let segments = s.add("segments", ViewStyle(control: .segmented(titles: ["One", "Two"], selected: 0)))
        s.place(segments, 0, 100, 200, 32)
        s.bars = [(Rect(x: 0, y: 20, width: 375, height: 44), .navigationBar(BarContent(title: "Settings", leading: [BarItem(title: "Cancel")]))),
                  (Rect(x: 0, y: 0, width: 375, height: 20), .statusBar)]
        let lines = s.record()
        for text in ["\"Settings\" Liberation Sans Bold 17", "\"Cancel\" Liberation Sans 17", "\"9:41\" Liberation Sans Bold 15", "\"One\" Liberation Sans 13"] {
            #expect(lines.contains { $0.hasPrefix("text \(text)") }, "\(text)")
        }
    }

    @Test func textThatFitsKeepsItsSize() {
        let s = TestScene(400, 100)
        let label = s.add("label", ViewStyle(shrinksTextToFit: true))
        label.text = TextContent("Hi", font: "DejaVu Sans 17")
        s.place(label, 0, 0, 150, 24)
        #expect(s.record().contains { $0.hasPrefix("text \"Hi\" DejaVu Sans 17 ") })
    }

    @Test func aStoryboardMarksMisplacedViewsOnlyWhenAskedForAll() {
        let s = TestScene()
        let box = s.add("box", ViewStyle(background: .white))
        s.place(box, 20, 30, 40, 40)
        box.designedFrame = Rect(x: 100, y: 10, width: 40, height: 40)
        s.marksIssuesFrom = .all
        #expect(!s.annotated(.constraints).contains { $0.contains("designed here") })
        #expect(s.annotated(.all).contains { $0.contains("\"box designed here\"") })
    }

    @Test func withoutAnnotationsAClearViewHasNoOutline() {
        let s = TestScene()
        let box = s.add("box")
        s.place(box, 20, 30, 40, 40)
        #expect(!s.record().contains { $0.hasPrefix("stroke rect(20.5, 30.5") })
        #expect(s.annotated().contains { $0.hasPrefix("stroke rect(20.5, 30.5") })
    }
}
