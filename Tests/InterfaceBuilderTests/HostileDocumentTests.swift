import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Documents written to break the reader: each is read or refused with its location, never a
/// crash, and what Xcode never writes (document type declarations, entities) is refused by
/// construction rather than found by a scan.
@Suite struct HostileDocumentTests {
    /// Foundation's XMLParser on Linux read the missing data of `<?abc?>` through a null pointer,
    /// however the instruction arrived; strut's reader skips processing instructions whole.
    @Test(arguments: [
        "<objects><?abc?></objects>",
        "<objects><?foo <!-- ?><?abc?></objects>",
        "<objects><?foo ]]> <![CDATA[ ?><?abc?></objects>",
    ])
    func processingInstructionsAreSkipped(body: String) throws {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n  \(body)</document>\n"
        #expect(try read(text).isEmpty)
        let commented = "<!-- <?abc?> <![CDATA[ -->\n<?xml-stylesheet href=\"a\"?><plist/>\n"
        #expect(readError(commented)?.message == "not an Interface Builder document: the root element is <plist>, not <document>")
    }

    /// An internal entity could deliver a processing instruction (or a billion laughs): a
    /// document type declaration is refused, so no entity is ever declared.
    /// A view that repeats an ancestor's id made the hierarchy a cycle, and the saved-frame check
    /// walked it upward for ever (found by fuzzing); two views with one id are refused.
    @Test func twoViewsWithOneIdAreRefused() {
        let inner = viewElement("box", (0, 0, 10, 10))
        let text = storyboard(viewElement("box", (0, 0, 100, 100), body: "<subviews>\(inner)</subviews>"))
        do throws(SceneError) {
            _ = try InterfaceBuilderDocument.read(text, file: "twice.storyboard")
            Issue.record("a document with two views of one id was read")
        } catch {
            #expect(error.message.hasPrefix("the id 'box' names two views (the other is a <view>)"), "\(error)")
            #expect(error.location.line > 1)
        }
    }

    @Test func aDocumentTypeDeclarationIsRefused() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"&#60;?abc?>\">]>\n<document>&e;</document>\n"
        let error = readError(text)
        #expect(error?.message == "a document type declaration (<!DOCTYPE) is not part of an Interface Builder document")
        #expect(error?.location.line == 2 && error?.location.column == 1)
        let undeclared = readError("<document type=\"x\">\n  <a b=\"&e;\"/></document>")
        #expect(undeclared?.message.hasPrefix("not well-formed XML: the entity '&e;' is not declared") == true)
        #expect(undeclared?.location.line == 2 && undeclared?.location.column == 9)
    }

    @Test func referencesAndLineBreaksInAttributesAreXMLs() throws {
        let label = viewElement("a", (0, 0, 10, 10), name: "label", attributes: #"text="&lt;a&amp;b&gt; &#x41;&#66;&quot;&apos;&#10;c&#9;d""#)
        let scene = try #require(try read(storyboard(label)).first)
        #expect(scene.document.root.subviews.first?.text?.text == "<a&b> AB\"'\nc\td")
        let literal = viewElement("a", (0, 0, 10, 10), name: "label", attributes: "text=\"x\ny\tz\"")
        #expect(try read(storyboard(literal)).first?.document.root.subviews.first?.text?.text == "x y z")
    }

    @Test(arguments: [
        ("<document><a></b></document>", "an end tag does not match its start tag: </b> closes <a> of line 1", 14),
        ("<document><a x=\"1\" x=\"2\"/></document>", "the attribute 'x' is given twice", 20),
        ("<document><a x=\"<\"/></document>", "a '<' in the value of the attribute 'x'", 17),
        ("<document><a x=1/></document>", "the value of the attribute 'x' is not quoted", 16),
        ("<document><a x=\"&#0;\"/></document>", "'&#0;' is not a character XML allows", 17),
        ("<document>\u{1}</document>", "an invalid character (U+0001); XML allows no control characters", 11),
        ("<document/><document/>", "a second root element; a document has one", 12),
        ("<document/>text", "text after the root element", 12),
        ("<document><!-- open", "a comment is not closed", 11),
        ("<document><a>", "the document ends before <a> is closed", 11),
        ("", "the document is empty or has no root element", 1),
        (" <?xml version=\"1.0\"?><document/>", "the XML declaration is allowed only at the very start", 2),
    ])
    func malformedXMLIsLocated(text: String, message: String, column: Int) {
        let error = readError(text)
        #expect(error?.message == "not well-formed XML: " + message, "\(String(describing: error))")
        #expect(error?.location.column == column)
    }

    /// 1,500 nested views overflowed the stack while reading, 50,000 nested elements while the
    /// tree was freed: elements nest at most 256 deep, refused where the 257th starts.
    @Test func deepNestingIsRefused() {
        let depth = 50_000
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n" + String(repeating: "<a>", count: depth)
            + String(repeating: "</a>", count: depth) + "</document>"
        let error = readError(text)
        #expect(error?.message == "elements nested more than 256 deep")
        #expect(error?.location.line == 2 && error?.location.column == 3 * 255 + 1)
        let views = String(repeating: "<view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews>", count: 1_500)
        #expect(readError(storyboard(views))?.message == "elements nested more than 256 deep")
    }

    /// As deep as the limit lets views nest (two elements each): read, built and laid out.
    /// Views nest as deep as a scene file's may (100 inside the root): 120, which the XML's limit
    /// allows, made `convert` write a scene strut refused.
    @Test func viewsAsDeepAsTheLimitAllowsAreLaidOut() throws {
        func nested(_ depth: Int) -> String {
            let open = (0..<depth).map { "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\($0)\">\n<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews>" }
            return storyboard(open.joined() + String(repeating: "</subviews></view>", count: depth))
        }
        let (scene, loaded) = try layOut(nested(100))
        #expect(scene.views.count == 101)
        #expect(loaded.view("v99") != nil)
        let error = readError(nested(120))
        #expect(error?.message == "views nest over 100 deep", "\(String(describing: error))")
        #expect(error?.location.line == 12 + 100, "at the 101st view")
    }

    /// libxml2 stopped at 10 MB ("parser error 1"): an 11 MB document is read, as any up to the command line's
    /// 64 MiB.
    @Test func aDocumentOverTenMegabytesIsRead() throws {
        let padding = "<!--" + String(repeating: "x", count: 5_500_000) + "-->"
        let text = storyboard(viewElement("a", (0, 0, 10, 10), attributes: "userLabel=\"\(String(repeating: "y", count: 5_500_000))\""))
            .replacingOccurrences(of: "<scenes>", with: "<scenes>" + padding)
        #expect(try read(text).first?.views.count == 2)
    }

    /// Label text in documents bypassed the scene files' limits (80,000 lines took 16 s in Pango,
    /// a 9 MB line 1.2 GB): one rule for every text a view shows.
    @Test func labelTextHasTheSceneFilesLimits() {
        func label(_ text: String) -> String {
            storyboard(viewElement("a", (0, 0, 10, 10), name: "label", attributes: "text=\"\(text)\""))
        }
        let long = readError(label(String(repeating: "x", count: 10_001)))
        #expect(long?.message == "a text of 10001 characters; at most 10000")
        #expect(long?.location.line == 12)
        #expect(readError(label(String(repeating: "x&#10;", count: 1_000)))?.message == "a text of 1001 lines; at most 1000")
        #expect(readError(label(String(repeating: "x", count: 10_000))) == nil)
    }

    /// A document's point sizes bypassed the scene files' limit: 100,000 points made Pango give up
    /// on the font ("expect ugly output") and the drawing went on. One rule for every font size.
    @Test(arguments: ["100000", "0", "-4", "nan"])
    func fontSizesHaveTheSceneFilesLimits(size: String) {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
        let error = readError(storyboard(viewElement("a", (0, 0, 10, 10), name: "label", attributes: #"text="hi""#, body: font)))
        #expect(error?.message == "a font size is above 0 and at most 1000 points, not \(size)", "\(String(describing: error))")
        #expect(error?.location.line == 14, "at the <fontDescription>")
        let largest = #"<fontDescription key="fontDescription" type="system" pointSize="1000"/>"#
        #expect(readError(storyboard(viewElement("a", (0, 0, 10, 10), name: "label", attributes: #"text="hi""#, body: largest))) == nil)
    }

    /// 40,000 sibling views of one kind claimed their names one by one from `view2` (45 s): each
    /// kind's search now goes on from where it stopped, and still skips the names taken.
    @Test func readableNamesSkipTakenNumbers() throws {
        let views = [viewElement("a", (0, 0, 1, 1), attributes: "userLabel=\"view3\"")]
            + (1...4).map { viewElement("v\($0)", (0, 0, 1, 1)) }
        let scene = try #require(try read(storyboard(views.joined(separator: "\n"))).first)
        let names = scene.readableNames
        #expect(["a", "v1", "v2", "v3", "v4"].map { names[$0] } == ["view3", "view", "view2", "view4", "view5"])
    }

    /// A control's index or page count of `1e300`, `nan` or `1e19` trapped converting to an
    /// integer and killed every command without a message; a converted `selected:` beyond the
    /// scene files' range made a scene strut refused. Each is refused where the control is.
    @Test(arguments: [
        ("segmentedControl", "selectedSegmentIndex", "1e300"), ("segmentedControl", "selectedSegmentIndex", "9000000000000000000"),
        ("segmentedControl", "selectedSegmentIndex", "1.5"), ("pageControl", "currentPage", "nan"),
        ("pageControl", "numberOfPages", "1e19"), ("pageControl", "numberOfPages", "-inf"),
    ])
    func controlIndicesAreWholeNumbersInTheSceneFilesRange(element: String, attribute: String, value: String) {
        let control = viewElement("c", (0, 0, 100, 30), name: element, attributes: "\(attribute)=\"\(value)\"")
        let error = readError(storyboard(control))
        #expect(error?.message == "'\(attribute)' must be a whole number from -10000000 to 10000000, not '\(value)'", "\(String(describing: error))")
        #expect(error?.location.line == 12, "at the control")
    }

    @Test func controlNumbersInRangeAreRead() throws {
        let segments = "<segments><segment title=\"A\"/><segment title=\"B\"/></segments>"
        let control = viewElement("c", (0, 0, 100, 30), name: "segmentedControl", attributes: "selectedSegmentIndex=\"1\"", body: segments)
        let pages = viewElement("p", (0, 40, 100, 30), name: "pageControl", attributes: "numberOfPages=\"300\" currentPage=\"2\"")
        let scene = try #require(try read(storyboard(control + pages)).first)
        #expect(scene.document.root.subviews.map(\.style.control) == [.segmented(titles: ["A", "B"], selected: 1), .pageControl(pages: 100, current: 2)])
        let slider = viewElement("s", (0, 0, 100, 30), name: "slider", attributes: "value=\"nan\"")
        #expect(readError(storyboard(slider))?.message == "'value' must be a number, not 'nan'")
    }

    /// Only a view's text had the text limit: an 80,000-line segment title took Pango over a
    /// minute. Every text a document's controls and bars draw has it, refused at the element.
    @Test(arguments: [
        ("segmentedControl", "<segments><segment title=\"TEXT\"/></segments>", ""),
        ("imageView", "", "image=\"TEXT\""),
        ("searchBar", "", "placeholder=\"TEXT\""),
        ("navigationBar", "<items><navigationItem title=\"TEXT\" id=\"n\"/></items>", ""),
        ("navigationBar", "<items><navigationItem title=\"T\" id=\"n\"><barButtonItem key=\"rightBarButtonItem\" title=\"TEXT\" id=\"b\"/></navigationItem></items>", ""),
        ("toolbar", "<items><barButtonItem title=\"TEXT\" id=\"b\"/></items>", ""),
        ("tabBar", "<items><tabBarItem title=\"TEXT\" id=\"t\"/></items>", ""),
    ])
    func everyTextAControlDrawsHasTheTextLimit(element: String, body: String, attributes: String) {
        let lines = Array(repeating: "x", count: 1_001).joined(separator: "&#10;")
        let control = viewElement("c", (0, 0, 100, 30), name: element, attributes: attributes.replacingOccurrences(of: "TEXT", with: lines),
            body: body.replacingOccurrences(of: "TEXT", with: lines))
        let error = readError(storyboard(control))
        #expect(error?.message == "a text of 1001 lines; at most 1000", "\(String(describing: error))")
        #expect(error?.location.line == 12, "at the control")
        let short = viewElement("c", (0, 0, 100, 30), name: element, attributes: attributes.replacingOccurrences(of: "TEXT", with: "x"),
            body: body.replacingOccurrences(of: "TEXT", with: "x"))
        #expect(readError(storyboard(short)) == nil)
    }

    /// A scene's title and its controller's bars are drawn too.
    @Test func sceneTitlesAndBarsHaveTheTextLimit() {
        let long = String(repeating: "y", count: 10_001)
        let titled = storyboard(viewElement("a", (0, 0, 10, 10))).replacingOccurrences(of: "<!--Test Scene-->", with: "<!--\(long)-->")
        #expect(readError(titled)?.message == "a text of 10001 characters; at most 10000")
        let tab = #"<tabBarItem key="tabBarItem" title="\#(long)" id="t"/><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let error = readError(storyboard(viewElement("a", (0, 0, 10, 10)), controllerExtras: tab))
        #expect(error?.message == "a text of 10001 characters; at most 10000", "\(String(describing: error))")
        #expect(error?.location.line == 8, "at the view controller")
    }

    /// XML's details: a `<string>` inside a `<string key="text">` dropped the text before it;
    /// `&#+65;` was read as `A`; a document with CR line ends put every error at line 1.
    @Test func xmlDetails() throws {
        let nested = viewElement("a", (0, 0, 10, 10), name: "label", body: #"<string key="text">one <string>two</string> three</string>"#)
        #expect(try read(storyboard(nested)).first?.document.root.subviews.first?.text?.text == "one  three")
        for reference in ["&#+65;", "&#x+41;", "&#-65;", "&#;", "&#x;", "&# 65;"] {
            let error = readError("<document type=\"x\">\n  <a b=\"\(reference)\"/></document>")
            #expect(error?.message == "not well-formed XML: '\(reference)' is not a character XML allows", "\(reference): \(String(describing: error))")
        }
        for end in ["\r", "\r\n"] {
            let error = readError(["<document>", "  <a>", "  </b>", "</document>"].joined(separator: end))
            #expect(error?.location.line == 3 && error?.location.column == 3, "\(end.debugDescription): \(String(describing: error))")
        }
    }

    /// A navigation bar or toolbar saved with a frame of `inf` or `nan` gave a false conflict or
    /// "beyond any usable number": a bar's frame is read as a view's is.
    @Test(arguments: ["inf", "nan", "1e300"])
    func barFramesAreReadAsViewFramesAre(value: String) {
        let navigation = """
            <scene sceneID="nav"><objects><navigationController id="n" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="\(value)"/></navigationBar>
            <connections><segue destination="vc-01" kind="relationship" relationship="rootViewController" id="r"/></connections>
            </navigationController></objects></scene>
            """
        let text = storyboard(viewElement("a", (0, 0, 10, 10))).replacingOccurrences(of: "<scenes>", with: "<scenes>\n" + navigation)
        let error = readError(text)
        let expected = value == "1e300" ? "a frame's 'height' is out of range: 1e300; at most 10000000 in magnitude" : "a frame's 'height' must be a number, not '\(value)'"
        #expect(error?.message == expected, "\(String(describing: error))")
        #expect(error?.location.line == 6, "at the bar's frame")
    }

    /// A view whose id is `ROOT.safeArea` was taken for the root's safe area guide (and one
    /// called `superview` for a view's superview): such ids are refused.
    @Test(arguments: ["root.safeArea", "a.margins", "x.y", "superview", "root"])
    func idsThatNameGuidesAreRefused(id: String) {
        let text = storyboard(viewElement(id, (0, 0, 10, 10)), constraints: #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c"/>"#)
        let error = readError(text)
        #expect(error?.message.hasPrefix("the id '\(id)' ") == true, "\(String(describing: error))")
        #expect(error?.location.line == 12)
    }

    /// A variation's element was searched for among all of the variation's for each keyed child
    /// (20,000 took 26.6 s), and each scroll view's content guide among all guides for every view
    /// (80,000 scroll views 23 s): what they find is the same.
    @Test func manyKeyedElementsAndScrollViewsAreReadInLinearTime() throws {
        let count = 20_000
        let keyed = (0..<count).map { #"<nil key="k\#($0)"/>"# }.joined()
        let varied = #"<variation key="default">"# + (0..<count).map { #"<nil key="k\#($0)"/>"# }.joined()
            + #"<color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></variation>"#
        let background = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let view = viewElement("a", (0, 0, 10, 10), body: background + keyed + varied)
        let scene = try #require(try read(storyboard(view)).first)
        #expect(scene.document.root.subviews.first?.style.background?.value == "#000000ff")
        let scrollViews = (0..<count).map { viewElement("s\($0)", (0, 0, 10, 10), name: "scrollView") }.joined(separator: "\n")
        let scrolling = try #require(try read(storyboard(scrollViews)).first)
        #expect(scrolling.document.root.subviews.map { $0.guides.map(\.value) } == (0..<count).map { ["s\($0)-contentArea"] })
    }
}
