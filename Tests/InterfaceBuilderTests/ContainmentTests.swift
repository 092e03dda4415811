import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Which bars Interface Builder shows a view controller with, as it infers them from segues.
@Suite struct ContainmentTests {
    /// A controller whose view holds one view pinned to the top of its safe area.
    func controller(_ id: String, segues: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-top">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="10"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                    <constraints>
                        <constraint firstItem="\(id)-top" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-c1"/>
                        <constraint firstItem="\(id)-top" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c2"/>
                        <constraint firstItem="\(id)-top" firstAttribute="trailing" secondItem="\(id)-root" secondAttribute="trailing" id="\(id)-c3"/>
                        <constraint firstItem="\(id)-top" firstAttribute="height" constant="10" id="\(id)-c4"/>
                    </constraints>
                </view>
                <connections>\(segues)</connections>
            </viewController>
        </objects></scene>
        """
    }

    func navigation(_ id: String, root: String, bar: (y: Double, height: Double), attributes: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <navigationController \(attributes) id="\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar">
                    <rect key="frame" x="0.0" y="\(bar.y)" width="393" height="\(bar.height)"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-r"/>
                </connections>
            </navigationController>
        </objects></scene>
        """
    }

    func tabBar(_ id: String, children: [String], attributes: String = "") -> String {
        let segues = children.map { #"<segue destination="\#($0)" kind="relationship" relationship="viewControllers" id="\#(id)-\#($0)"/>"# }
        return """
            <scene sceneID="s-\(id)"><objects>
                <tabBarController id="\(id)" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" \(attributes) id="\(id)-bar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                    </tabBar>
                    <connections>\(segues.joined())</connections>
                </tabBarController>
            </objects></scene>
            """
    }

    /// Where each controller's top view lands (its safe area's top), by controller id, in a
    /// document of Xcode 16 (build 24093) or `tools`, on `device`.
    func tops(_ scenes: String, tools: String = "24093", plugin: String = "", device: String = "retina6_12") throws -> [String: Double] {
        let dependencies = plugin.isEmpty ? "" : #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(plugin)"/></dependencies>"#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                \(dependencies)
                <scenes>\(scenes)</scenes>
            </document>
            """
        var tops: [String: Double] = [:]
        for scene in try read(text) {
            var builder = SceneBuilder(scene.document, textMeasurer: ApproximateTextMeasurer())
            let loaded = try builder.build()
            loaded.layout()
            tops[scene.id] = loaded.view("\(scene.id)-top")?.frame.minY
        }
        return tops
    }

    /// Below the status bar (59 on a 6.1-inch iPhone 15), the bar the navigation controller
    /// saved; a controller it pushes gets a bar too.
    @Test func aNavigationControllersSavedBar() throws {
        let push = #"<segue destination="b" kind="show" id="p1"/>"#
        let found = try tops(navigation("n", root: "a", bar: (59, 54)) + controller("a", segues: push) + controller("b"))
        #expect(found["a"] == 113 && found["b"] == 113)
    }

    /// Outside a navigation controller, `show` presents: a sheet, which Interface Builder draws
    /// with the status bar's height above but no home indicator or navigation bar.
    @Test func showOutsideANavigationControllerPresentsASheet() throws {
        let show = #"<segue destination="b" kind="show" id="p1"/>"#
        let found = try tops(controller("a", segues: show) + controller("b"))
        #expect(found["a"] == 59 && found["b"] == 59)
    }

    /// A bar Xcode marked misplaced is drawn where the canvas draws a bar, not where it was saved:
    /// 44 tall below the status bar; in a sheet of Xcode 11 to 15, 56 tall at its top.
    @Test func aMisplacedBarIsDrawnWhereTheCanvasDrawsABar() throws {
        func navigation(_ id: String, root: String, bar: (Double, Double)) -> String {
            self.navigation(id, root: root, bar: bar).replacingOccurrences(
                of: #"<navigationBar key="navigationBar" contentMode="scaleToFill""#,
                with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" misplaced="YES""#)
        }
        let present = #"<segue destination="m" kind="presentation" id="p1"/>"#
        let found = try tops(
            navigation("n", root: "a", bar: (20, 50)) + controller("a", segues: present) + navigation("m", root: "b", bar: (10, 30))
                + controller("b"), tools: "22154", device: "retina5_5")
        #expect(found["a"] == 64 && found["b"] == 56)
    }

    /// On a phone without rounded corners the status bar covers nothing of a sheet, which starts
    /// below it.
    @Test func aSheetOnAPhoneWithoutRoundedCorners() throws {
        let present = #"<segue destination="b" kind="presentation" id="p1"/>"#
        let found = try tops(controller("a", segues: present) + controller("b"), tools: "22154", device: "retina5_5")
        #expect(found["a"] == 20 && found["b"] == 0)
    }

    /// A navigation controller presented as a sheet shows its root below the bar it saved, with
    /// no status bar above; full screen keeps the status bar.
    @Test func aSheetsNavigationBar() throws {
        let present = #"<segue destination="n" kind="presentation" id="p1"/><segue destination="m" kind="presentation" modalPresentationStyle="fullScreen" id="p2"/>"#
        let found = try tops(
            controller("a", segues: present) + navigation("n", root: "b", bar: (16, 54)) + controller("b")
                + navigation("m", root: "c", bar: (59, 54)) + controller("c"))
        #expect(found["b"] == 70 && found["c"] == 113)
    }

    /// Status bar "None" in an Xcode 11 document's simulated metrics leaves the top uncovered;
    /// below an opaque simulated navigation bar the view starts under the bars.
    @Test func simulatedMetricsWithoutACoveringBar() throws {
        let top = viewElement("top", (0, 0, 375, 10))
        let constraints = """
            <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="top" firstAttribute="width" constant="375" id="c3"/>
            <constraint firstItem="top" firstAttribute="height" constant="10" id="c4"/>
            """
        func topOf(_ extras: String, tools: String) throws -> Double? {
            try layOut(storyboard(top, constraints: constraints, controllerExtras: extras, tools: tools)).loaded.view("top")?.frame.minY
        }
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        #expect(try topOf(none, tools: "16097") == 0)
        #expect(try topOf(none, tools: "21701") == 20)  // later Xcodes draw the status bar all the same
        #expect(try topOf(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#, tools: "21701") == 0)
        #expect(try topOf(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, tools: "21701") == 64)
        // Xcode 10.2 to 12 drew no status bar: the bar at the top, the safe area from the top.
        #expect(try topOf(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, tools: "14810") == 44)
        #expect(try topOf("", tools: "17701") == 0)
        #expect(try topOf("", tools: "14460") == 20)
    }

    /// A tab bar controller shown by a navigation controller: its children sit under that bar,
    /// and what they push goes onto that navigation controller.
    @Test func aTabBarControllersChildrenUnderItsNavigationBar() throws {
        let push = #"<segue destination="c" kind="show" id="p1"/>"#
        let found = try tops(
            navigation("n", root: "t", bar: (59, 54)) + tabBar("t", children: ["a", "b"]) + controller("a", segues: push)
                + controller("b") + controller("c"))
        #expect(found["a"] == 113 && found["b"] == 113 && found["c"] == 113)
    }

    /// A navigation controller whose bar is hidden shows its controllers below the status bar
    /// alone, pushed ones too.
    @Test func aHiddenNavigationBar() throws {
        let push = #"<segue destination="b" kind="show" id="p1"/>"#
        let found = try tops(
            navigation("n", root: "a", bar: (59, 54), attributes: #"navigationBarHidden="YES""#) + controller("a", segues: push) + controller("b"))
        #expect(found["a"] == 59 && found["b"] == 59)
    }

    /// Xcode 26 (build 24412 on) counts a rounded phone's insets twice on its canvas; Xcode 16
    /// once.
    @Test func xcode26DoublesTheSafeArea() throws {
        #expect(try tops(controller("a"), tools: "24412")["a"] == 118)
        #expect(try tops(controller("a"), tools: "24093")["a"] == 59)
        #expect(try tops(controller("a"), tools: "24765", device: "retina6_1")["a"] == 96)
    }

    /// From Xcode 15.3 every document says toolsVersion 32700.99.1234: the Xcode build is the
    /// Cocoa Touch plug-in's version.
    @Test func theXcodeBuildOfA32700Document() throws {
        #expect(try tops(controller("a"), tools: "32700.99.1234", plugin: "22685")["a"] == 59)
        #expect(try tops(controller("a"), tools: "32700.99.1234", plugin: "24412")["a"] == 118)
    }

    /// A 6.1-inch phone's status bar: 44 points in documents of Xcode builds before 21500, 48
    /// from then.
    @Test func aSixPointOneInchPhonesStatusBarByXcode() throws {
        #expect(try tops(controller("a"), tools: "21208", device: "retina6_1")["a"] == 44)
        #expect(try tops(controller("a"), tools: "21701", device: "retina6_1")["a"] == 48)
    }

    /// A controller whose view holds one view pinned to the bottom of its safe area.
    func bottomController(_ id: String, segues: String = "") -> String {
        controller(id, segues: segues).replacingOccurrences(
            of: #"firstItem="\#(id)-top" firstAttribute="top" secondItem="\#(id)-safe" secondAttribute="top""#,
            with: #"firstItem="\#(id)-top" firstAttribute="bottom" secondItem="\#(id)-safe" secondAttribute="bottom""#)
    }

    /// A navigation controller that is a tab's child shows its root and what it pushes above the
    /// tab bar (83 on an iPhone 15 with its home indicator); an opaque tab bar covers nothing.
    @Test func aTabsNavigationControllerAndAnOpaqueTabBar() throws {
        let push = #"<segue destination="b" kind="show" id="p1"/>"#
        let found = try tops(
            tabBar("t", children: ["n"]) + navigation("n", root: "a", bar: (59, 54)) + bottomController("a", segues: push)
                + bottomController("b") + tabBar("o", children: ["c"], attributes: #"translucent="NO""#) + bottomController("c"))
        #expect(abs((found["a"] ?? 0) - (852 - 83 - 10)) < 0.001 && abs((found["b"] ?? 0) - (852 - 83 - 10)) < 0.001)
        #expect(abs((found["c"] ?? 0) - (852 - 34 - 10)) < 0.001)
    }

    /// A navigation controller that shows its toolbar puts the controllers it shows above it
    /// (its saved height, with the home indicator below).
    @Test func aNavigationControllersToolbar() throws {
        let navigation = """
            <scene sceneID="s-n"><objects>
                <navigationController toolbarHidden="NO" id="n" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="n-bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="54"/>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="n-tools">
                        <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                    </toolbar>
                    <connections>
                        <segue destination="a" kind="relationship" relationship="rootViewController" id="n-r"/>
                    </connections>
                </navigationController>
            </objects></scene>
            """
        let found = try tops(navigation + bottomController("a"))
        #expect(abs((found["a"] ?? 0) - (852 - 34 - 49 - 10)) < 0.001)
    }

    /// A controller embedded in a container view is drawn like a sheet: the status bar's height
    /// above, no home indicator below.
    @Test func anEmbeddedController() throws {
        let embed = #"<segue destination="b" kind="embed" id="e1"/>"#
        let found = try tops(controller("a", segues: embed) + controller("b") + bottomController("c") + controller("d", segues: #"<segue destination="c" kind="embed" id="e2"/>"#))
        #expect(found["b"] == 59)
        #expect(abs((found["c"] ?? 0) - (852 - 10)) < 0.001)
    }

    /// A container view inside a scroll view (a static table's cell) holds a controller that
    /// nothing covers: the table's content is scrolled clear of the bars.
    @Test func anEmbeddedControllerInATablesCell() throws {
        func parent(_ id: String, inTable: Bool) -> String {
            let container = """
                <containerView opaque="NO" contentMode="scaleToFill" id="\(id)-box">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <connections><segue destination="\(id)-child" kind="embed" id="\(id)-e"/></connections>
                </containerView>
                """
            let view = inTable
                ? """
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" id="\(id)-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections><tableViewSection id="\(id)-sec"><cells>
                            <tableViewCell contentMode="scaleToFill" id="\(id)-cell">
                                <rect key="frame" x="0.0" y="50" width="393" height="300"/>
                                <tableViewCellContentView key="contentView" id="\(id)-cv">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                    <subviews>\(container)</subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                    """
                : """
                    <view key="view" contentMode="scaleToFill" id="\(id)-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>\(container)</subviews>
                    </view>
                    """
            let scene = inTable ? "tableViewController" : "viewController"
            return #"<scene sceneID="s-\#(id)"><objects><\#(scene) id="\#(id)" sceneMemberID="viewController">\#(view)</\#(scene)></objects></scene>"#
        }
        let found = try tops(parent("t", inTable: true) + controller("t-child") + parent("v", inTable: false) + controller("v-child"))
        #expect(found["t-child"] == 0)
        #expect(found["v-child"] == 59)
    }

    /// What a presented container shows is inside the sheet: a split view controller's columns,
    /// and a navigation controller's root in one.
    @Test func aPresentedSplitViewsColumnsAreInTheSheet() throws {
        let split = """
            <scene sceneID="s-s"><objects>
                <splitViewController id="s" sceneMemberID="viewController">
                    <connections>
                        <segue destination="n" kind="relationship" relationship="masterViewController" id="s-m"/>
                        <segue destination="d" kind="relationship" relationship="detailViewController" id="s-d"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            """
        let present = #"<segue destination="s" kind="presentation" id="p1"/>"#
        let found = try tops(controller("a", segues: present) + split + navigation("n", root: "b", bar: (16, 54)) + controller("b") + controller("d"))
        #expect(found["b"] == 70 && found["d"] == 59)
    }

    /// A controller whose view extends under no bar (`edgesForExtendedLayout` empty) starts
    /// below its navigation bar: the bar covers nothing.
    @Test func aViewThatDoesNotExtendUnderBars() throws {
        let none = controller("a").replacingOccurrences(of: "<connections>", with: #"<extendedEdge key="edgesForExtendedLayout"/><connections>"#)
        let found = try tops(navigation("n", root: "a", bar: (59, 54)) + none)
        #expect(found["a"] == 0)
    }
}
