import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// How controls look, read from the attributes Xcode writes: buttons' configurations and images,
/// text fields' borders, cells' separators, the bars a controller is shown with.
@Suite struct ControlLookTests {
    func spec(_ id: String, in text: String) throws -> ViewSpec? {
        func find(_ spec: ViewSpec) -> ViewSpec? {
            spec.id.value == id ? spec : spec.subviews.lazy.compactMap(find).first
        }
        return find(try read(text)[0].document.root)
    }

    @Test func aFilledConfigurationIsTheTintBehindAWhiteTitle() throws {
        let button = viewElement(
            "b", (16, 40, 200, 44), name: "button", attributes: #"buttonType="system""#,
            body: #"<buttonConfiguration key="configuration" style="filled" title="Sign In"/>"#)
        let style = try spec("b", in: storyboard(button))?.style
        #expect(style?.background?.value == "#007affff")
        #expect(style?.textColor?.value == "#ffffffff")
        #expect(style?.cornerRadius == 6)
        let tinted = viewElement(
            "t", (16, 40, 200, 44), name: "button",
            body: #"<buttonConfiguration key="configuration" style="tinted" title="More" cornerStyle="capsule"/>"#)
        let look = try spec("t", in: storyboard(tinted))?.style
        #expect(look?.background?.value == "#007aff26" && look?.textColor?.value == "#007affff" && look?.cornerRadius == 1000)
    }

    @Test func aCustomButtonsTitleIsWhiteAndASystemButtonsTinted() throws {
        let custom = viewElement("c", (0, 0, 100, 30), name: "button", body: #"<state key="normal" title="Done"/>"#)
        let system = viewElement("s", (0, 40, 100, 30), name: "button", attributes: #"buttonType="system""#, body: #"<state key="normal" title="Done"/>"#)
        let text = storyboard(custom + system)
        #expect(try spec("c", in: text)?.style.textColor?.value == "#ffffffff")
        #expect(try spec("s", in: text)?.style.textColor?.value == "#007affff")
    }

    @Test func anImageOnlyButtonShowsAGlyphNeverNothing() throws {
        let button = viewElement("i", (0, 0, 44, 44), name: "button", attributes: #"buttonType="system""#, body: #"<state key="normal" image="gear"/>"#)
        let titled = viewElement("t", (0, 50, 44, 44), name: "button", attributes: #"buttonType="system""#, body: #"<state key="normal" title="Go" image="gear"/>"#)
        let custom = viewElement("c", (0, 100, 44, 44), name: "button", body: #"<state key="normal" image="close"/>"#)
        let text = storyboard(button + titled + custom)
        #expect(try spec("i", in: text)?.style.control == .glyph(color: "#007affff"))
        #expect(try spec("t", in: text)?.style.control == nil, "a titled button shows its title")
        #expect(try spec("c", in: text)?.style.control == .glyph(color: "#007affff"), "a custom button's white would not show")
    }

    @Test func aRoundedTextFieldIsWhiteWithAHairlineAndItsTextInset() throws {
        let field = viewElement("f", (16, 40, 300, 34), name: "textField", attributes: #"borderStyle="roundedRect" placeholder="Email""#)
        let line = viewElement("l", (16, 80, 300, 34), name: "textField", attributes: #"borderStyle="line" text="x""#)
        let text = storyboard(field + line)
        let style = try spec("f", in: text)?.style
        #expect(style?.borderWidth == 1 && style?.cornerRadius == 5 && style?.background?.value == "#ffffffff")
        #expect(style?.textInsets == EdgeInsets(top: 0, left: 7, bottom: 0, right: 7))
        #expect(style?.textColor?.value == "#3c3c434c", "the placeholder's grey")
        #expect(try spec("l", in: text)?.style.borderColor?.value == "#000000bf")
    }

    @Test func cellsHaveSeparatorsUnlessTheirTableHasNone() throws {
        func table(_ attributes: String) -> String {
            viewElement(
                "tv", (0, 0, 375, 600), name: "tableView", attributes: attributes,
                body: """
                    <prototypes>
                        <tableViewCell id="cell" accessoryType="disclosureIndicator">
                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="341" height="44"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                    """)
        }
        // The separator starts at the cell's leading margin: 16 points on a cell up to 375 wide.
        let shown = try spec("cell", in: storyboard(table(#"separatorStyle="default""#)))?.style.control
        #expect(shown == .tableCell(separatorInset: 16, accessory: "disclosureIndicator"))
        let none = try spec("cell", in: storyboard(table(#"separatorStyle="none""#)))?.style.control
        #expect(none == .tableCell(separatorInset: nil, accessory: "disclosureIndicator"))
        #expect(try spec("tv", in: storyboard(table("")))?.style.adjustsContentBelowBars == true)
    }

    @Test func aSimulatedNavigationBarCarriesTheNavigationItem() throws {
        let extras = """
            <navigationItem key="navigationItem" title="Settings" id="ni">
                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="c"/>
                <barButtonItem key="rightBarButtonItem" style="done" systemItem="done" id="d"/>
            </navigationItem>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            <tabBarItem key="tabBarItem" title="Home" id="tb"/>
            """
        let bars = try read(storyboard("", controllerExtras: extras))[0].bars
        let navigation = bars.first { if case .navigationBar = $0.control { true } else { false } }
        #expect(navigation?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(
            navigation?.control
                == .navigationBar(
                    title: "Settings", leading: [BarItemSpec(title: "Cancel")], trailing: [BarItemSpec(title: "Done", isProminent: true)]))
        #expect(bars.contains { $0.frame == Rect(x: 0, y: 0, width: 375, height: 20) && $0.control == .statusBar })
        #expect(bars.contains { $0.frame == Rect(x: 0, y: 618, width: 375, height: 49) && $0.control == .tabBar(items: [BarItemSpec(title: "Home", hasImage: true)], selected: 0) })
    }

    /// SF Symbols (`catalog="system"`) are read with their scale and weight: in an image view
    /// fitted and tinted, on an image-only button at its point size in the title's colour.
    @Test func symbolsAreReadWithTheirScaleAndWeight() throws {
        let imageView = viewElement(
            "iv", (0, 0, 40, 40), name: "imageView", attributes: #"image="trash" catalog="system""#,
            body: #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
        let referenced = viewElement(
            "rv", (0, 50, 40, 40), name: "imageView",
            body: #"<imageReference key="image" image="location.fill" catalog="system" symbolScale="large"/><preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="heavy"/>"#)
        let button = viewElement(
            "b", (0, 100, 44, 44), name: "button", attributes: #"buttonType="system""#,
            body: #"<state key="normal" image="plus" catalog="system"/><preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="small"/>"#)
        let text = storyboard(imageView + referenced + button)
        let trash = try spec("iv", in: text)?.style
        #expect(trash?.control == .symbol(name: "trash", scale: nil, weight: nil, fitsView: true))
        #expect(trash?.textColor?.value == "#ff0000ff")
        #expect(try spec("rv", in: text)?.style.control == .symbol(name: "location.fill", scale: "large", weight: "heavy", fitsView: true))
        let plus = try spec("b", in: text)?.style
        #expect(plus?.control == .symbol(name: "plus", scale: "small", weight: nil, fitsView: false))
        #expect(plus?.textColor?.value == "#007affff")
    }

    /// A system bar button item is the symbol UIKit draws for it (`add` a plus, `trash` a
    /// trash can); `cancel`, `done`, `save` and `edit` stay words; an image item names its symbol.
    @Test func systemItemsAreTheirSymbols() throws {
        let extras = """
            <navigationItem key="navigationItem" title="Inbox" id="ni">
                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="c"/>
                <rightBarButtonItems>
                    <barButtonItem systemItem="add" id="a"/>
                    <barButtonItem systemItem="trash" id="t"/>
                    <barButtonItem image="gear" catalog="system" id="g"/>
                </rightBarButtonItems>
            </navigationItem>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            """
        let bars = try read(storyboard("", controllerExtras: extras))[0].bars
        let navigation = bars.first { if case .navigationBar = $0.control { true } else { false } }
        #expect(
            navigation?.control
                == .navigationBar(
                    title: "Inbox", leading: [BarItemSpec(title: "Cancel")],
                    trailing: [
                        BarItemSpec(title: "", hasImage: true, symbol: "plus"), BarItemSpec(title: "", hasImage: true, symbol: "trash"),
                        BarItemSpec(title: "", hasImage: true, symbol: "gear"),
                    ]))
    }

    /// A visual effect view with a blur is its material by style; a vibrancy view has none of
    /// its own, and its content is read as any subviews are.
    @Test func aBlurIsAMaterialAndVibrancyItsContent() throws {
        let blur = """
            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                <view key="contentView" opaque="NO" contentMode="center" id="fxc">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="vb">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                            <view key="contentView" opaque="NO" contentMode="center" id="vbc">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                                <subviews>
                                    <label opaque="NO" text="Vibrant" id="lb"><rect key="frame" x="8" y="8" width="100" height="20"/></label>
                                </subviews>
                            </view>
                            <vibrancyEffect><blurEffect style="systemThinMaterial"/></vibrancyEffect>
                        </visualEffectView>
                    </subviews>
                </view>
                <blurEffect style="systemThinMaterial"/>
            </visualEffectView>
            """
        let text = storyboard(blur)
        #expect(try spec("fx", in: text)?.style.control == .material(style: "systemThinMaterial"))
        #expect(try spec("vb", in: text)?.style.control == nil)
        #expect(try spec("lb", in: text)?.text?.text == "Vibrant")
    }
}
