import AutoLayout
import Foundation
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// A document's size-class masks written as `when:`: the converted scene drawn on each device
/// installs what the document drawn there installs.
@Suite struct SizeClassConversionTests {
    /// The phones and iPad in both orientations: all four size classes.
    static let devices: [(name: String, landscape: Bool)] = [
        ("retina4_7", false), ("retina4_7", true), ("retina5_5", true), ("ipad9_7", false), ("ipad9_7", true),
    ]

    /// Every view's frame, by its id in the document, and the number of conflicts.
    func frames(_ loaded: LoadedScene, names: [String: String], ids: [String]) -> (frames: [String: Rect], conflicts: Int) {
        loaded.layout()
        var frames: [String: Rect] = [:]
        for id in ids { frames[id] = loaded.view(names[id] ?? id)?.frame }
        return (frames, loaded.engine.conflicts.count)
    }

    /// The document drawn on a device, and its scene file (converted on its own device) drawn there.
    func compare(
        _ text: String, on device: (name: String, landscape: Bool), scene: Int = 0, file: String = "v.storyboard"
    ) throws -> (document: [String: Rect], converted: [String: Rect], conflicts: (Int, Int)) {
        let shown = (Device.named(device.name)!, device.landscape)
        let plain = try InterfaceBuilderDocument.read(text, file: file, device: shown)[scene]
        let carried = try InterfaceBuilderDocument.read(text, file: file, carriesSizeClasses: true)[scene]
        let ids = Array(Set(plain.viewOrder).union(carried.viewOrder))
        var builder = SceneBuilder(plain.document, textMeasurer: ApproximateTextMeasurer())
        let a = frames(try builder.build(), names: [:], ids: ids)
        let names = carried.readableNames
        let file = try SceneParser.parse(SceneWriter(carried.document, names: names).text(), file: "converted.yaml")
        var converted = SceneBuilder(file, textMeasurer: ApproximateTextMeasurer(), device: shown.0, landscape: shown.1)
        let b = frames(try converted.build(), names: names, ids: ids)
        return (a.frames, b.frames, (a.conflicts, b.conflicts))
    }

    /// The constraints and subviews of ``SizeClassVariationTests``' document, each installed in
    /// one size class or one axis's class, carried over: on each device the same views are
    /// installed, with the same frames and the same conflict.
    @Test(arguments: devices.indices)
    func masksBecomeConditionsThatInstallTheSameOnEveryDevice(_ index: Int) throws {
        let (document, converted, conflicts) = try compare(SizeClassVariationTests().document, on: Self.devices[index])
        #expect(document == converted, "\(Self.devices[index])")
        #expect(conflicts.0 == conflicts.1)
    }

    @Test func theConditionsAreWrittenAsWhen() throws {
        let scene = try InterfaceBuilderDocument.read(SizeClassVariationTests().document, file: "v.storyboard", carriesSizeClasses: true)[0]
        let text = SceneWriter(scene.document, names: scene.readableNames).text()
        #expect(text.contains("{ constraint: \"view.leading == root.leading + 1\", when: { widthClass: compact, heightClass: regular } }"))
        #expect(text.contains("{ constraint: \"view.leading == root.leading + 2\", when: { widthClass: regular } }"))
        #expect(text.contains("{ constraint: \"view.leading == root.leading + 3\", when: { widthClass: regular, heightClass: compact } }"))
        #expect(text.contains("when: { widthClass: regular }\n"))  // the subview `extra`
        #expect(scene.document.canvas.device?.name == "retina4_7")
        // Without carrying, the designed device's masks only, as before.
        let plain = try InterfaceBuilderDocument.read(SizeClassVariationTests().document, file: "v.storyboard")[0]
        #expect(!SceneWriter(plain.document).text().contains("when:"))
    }

    /// Installed everywhere but in a regular width and compact height (three classes), and in
    /// the two diagonal classes only: no one condition says either, so the first is written as
    /// the designed phone installs it, with a note, and the second is noted as left out.
    @Test func aUnionIsKeptAsTheDesignedDeviceHasItWithANote() throws {
        let text = storyboard(
            viewElement("a", (0, 0, 10, 10)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1" id="three"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="2" id="diagonal"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
                """,
            rootExtras: """
                <variation key="default"><mask key="constraints"><exclude reference="diagonal"/></mask></variation>
                <variation key="heightClass=compact-widthClass=regular"><mask key="constraints"><exclude reference="three"/></mask></variation>
                <variation key="heightClass=compact-widthClass=compact"><mask key="constraints"><include reference="diagonal"/></mask></variation>
                <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="diagonal"/></mask></variation>
                """)
        let scene = try InterfaceBuilderDocument.read(text, file: "v.storyboard", carriesSizeClasses: true)[0]
        #expect(scene.document.constraints.allSatisfy { $0.when == nil })
        #expect(scene.document.constraints.count == 3)
        #expect(scene.constraintNotes.values.contains { $0.contains("which one 'when:' cannot say: written as compact width, regular height installs it") })
        #expect(scene.leftOutNotes.count == 1 && scene.leftOutNotes[0].hasPrefix("diagonal installed in compact width, compact height; regular width, regular height"))
        let written = SceneWriter(scene.document, names: scene.readableNames, constraintComments: scene.constraintNotes).text()
        #expect(written.contains("\"view.leading == root.leading + 1\"  # installed in"))
    }

    /// A stack whose axis, distribution and spacing vary by size class, and a constant that
    /// varies: written as `variations:`, they lay the converted scene out on every device as the
    /// document is laid out there.
    static let variedAttributes = storyboard(
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="16" y="20" width="343" height="100"/>
            <subviews>
                \(viewElement("a", (0, 0, 343, 40)))
                \(viewElement("b", (0, 48, 343, 40)))
            </subviews>
            <variation key="heightClass=compact" axis="horizontal" distribution="fillEqually"/>
            <variation key="heightClass=compact-widthClass=regular" spacing="24"/>
        </stackView>
        """,
        constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top">
                <variation key="heightClass=compact" constant="4"/>
                <variation key="widthClass=regular" constant="60"/>
            </constraint>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="lead"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="trail"/>
            <constraint firstItem="a" firstAttribute="height" constant="40" id="ha"/>
            <constraint firstItem="b" firstAttribute="height" constant="40" id="hb"/>
            """)

    @Test(arguments: devices.indices)
    func variedAttributesLayOutAsTheDocumentOnEveryDevice(_ index: Int) throws {
        let (document, converted, conflicts) = try compare(Self.variedAttributes, on: Self.devices[index])
        #expect(document == converted, "\(Self.devices[index])")
        #expect(conflicts.0 == conflicts.1)
    }

    @Test func variedAttributesAreWrittenAsVariations() throws {
        let scene = try InterfaceBuilderDocument.read(Self.variedAttributes, file: "v.storyboard", carriesSizeClasses: true)[0]
        let text = SceneWriter(scene.document, names: scene.readableNames).text()
        #expect(text.contains("variations: [{ when: { heightClass: compact }, axis: horizontal, distribution: fillEqually }, "
            + "{ when: { widthClass: regular, heightClass: compact }, spacing: 24 }]"), "\(text)")
        #expect(text.contains("variations: [{ when: { heightClass: compact }, constant: 4 }, { when: { widthClass: regular }, constant: 60 }]"), "\(text)")
        // The written stack keeps the default values, which the designed phone's classes do not change.
        #expect(text.contains("stack: { axis: vertical,"))
    }

    /// Corpus documents whose variations change attributes (DuckDuckGo's tab: a stack's axis and
    /// distribution, a constant; Esri's coordinates: a stack's axis; SwiftMessages' card: a
    /// stack's spacing): each scene converted and drawn on each device has the document's stack
    /// properties and constants there. (Frames are not compared: a document read for another
    /// device takes that device's bars and margins, which its converted scene keeps from the
    /// designed one.)
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: Self.corpusTab.path), "shared/corpus/interface-builder is not beside the project"),
        arguments: [
            "duckduckgo__iOS__DuckDuckGo__Base.lproj__Tab.storyboard",
            "Esri__arcgis-runtime-samples-ios__arcgis-ios-sdk-samples__Geometry__Format coordinates__FormatCoordinates.storyboard",
            "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib",
        ])
    func corpusVariationsResolveAsTheDocumentOnEveryDevice(_ name: String) throws {
        let url = Self.corpusTab.deletingLastPathComponent().appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let carried = try InterfaceBuilderDocument.read(text, file: name, carriesSizeClasses: true)
        #expect(carried.contains { SceneWriter($0.document).text().contains("variations: [") })
        for (index, scene) in carried.enumerated() {
            let file = try SceneParser.parse(SceneWriter(scene.document, names: scene.readableNames).text(), file: "converted.yaml")
            for (device, landscape) in Self.devices {
                let shown = (Device.named(device)!, landscape)
                var plain = SceneBuilder(
                    try InterfaceBuilderDocument.read(text, file: name, device: shown)[index].document, textMeasurer: ApproximateTextMeasurer())
                var converted = SceneBuilder(file, textMeasurer: ApproximateTextMeasurer(), device: shown.0, landscape: shown.1)
                let (a, b) = (try plain.build(), try converted.build())
                #expect(Self.varied(a, names: [:]) == Self.varied(b, names: scene.readableNames), "\(name) scene \(index) on \(device) \(landscape)")
            }
        }
    }

    /// Each stack view's axis, distribution, alignment and spacing by its id in the document, and
    /// the constants of the constraints, in order.
    static func varied(_ scene: LoadedScene, names: [String: String]) -> (stacks: [String: String], constants: [Double]) {
        let ids = Dictionary(names.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        var stacks: [String: String] = [:]
        for case let stack as StackView in scene.views {
            stacks[ids[stack.identifier] ?? stack.identifier] = "\(stack.axis) \(stack.distribution) \(stack.alignment) \(stack.spacing)"
        }
        return (stacks, scene.constraints.map(\.constant).sorted())
    }

    /// A corpus document with height-class masks: its scene file drawn on each device installs
    /// what the document installs there (DuckDuckGo's tab: a width constraint on iPads only,
    /// another on phones in portrait only).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: Self.corpusTab.path), "shared/corpus/interface-builder is not beside the project"))
    func aCorpusDocumentsMasksBecomeConditions() throws {
        let text = try String(contentsOf: Self.corpusTab, encoding: .utf8)
        let carried = try InterfaceBuilderDocument.read(text, file: Self.corpusTab.lastPathComponent, carriesSizeClasses: true)[0]
        let written = SceneWriter(carried.document, names: carried.readableNames).text()
        #expect(written.contains("when: { widthClass: regular, heightClass: regular }"))
        #expect(written.contains("when: { widthClass: compact, heightClass: regular }"))
        for (name, landscape) in Self.devices {
            let shown = (Device.named(name)!, landscape)
            let plain = try InterfaceBuilderDocument.read(text, file: "tab.storyboard", device: shown)[0]
            var builder = SceneBuilder(
                try SceneParser.parse(written, file: "converted.yaml"), textMeasurer: ApproximateTextMeasurer(), device: shown.0, landscape: shown.1)
            let loaded = try builder.build()
            #expect(loaded.constraints.count == (try SceneBuilder(plain.document, textMeasurer: ApproximateTextMeasurer()).buildCount()), "\(name) \(landscape)")
        }
    }

    static let corpusTab = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/interface-builder/duckduckgo__iOS__DuckDuckGo__Base.lproj__Tab.storyboard")
}

extension SceneBuilder {
    /// The number of constraints the scene makes.
    fileprivate func buildCount() throws -> Int {
        var copy = self
        return try copy.build().constraints.count
    }
}
