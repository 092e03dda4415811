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
    @Test func viewsAsDeepAsTheLimitAllowsAreLaidOut() throws {
        let depth = 120
        let open = (0..<depth).map { "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews>" }
        let text = storyboard(open.joined() + String(repeating: "</subviews></view>", count: depth))
        let (scene, loaded) = try layOut(text)
        #expect(scene.views.count == depth + 1)
        #expect(loaded.view("v119") != nil)
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
}
