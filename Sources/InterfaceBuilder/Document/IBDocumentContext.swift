import AutoLayout
import SceneModel

/// What every scene of a document shares: its file, device, colours and navigation structure.
struct IBDocumentContext {
    let file: String
    let device: Device
    let landscape: Bool
    let colors: IBColors
    let measureText: Bool
    /// Whether labels in text styles follow the content size drawn (``IBTextStyle``).
    var followsContentSize = false
    /// Whether views and constraints that other size classes install are kept, with `when:`.
    var carriesSizeClasses = false
    /// Whether the scenes are laid out as at run time: without placeholder constraints.
    let runtime: Bool
    /// The build of the Xcode that saved the document (``xcodeBuild(_:)``): the UIKit defaults
    /// it simulated changed over the years.
    let toolsVersion: Double
    /// Which view controllers are shown under a navigation bar, above a tab bar, in a sheet.
    let containment: IBContainment

    /// Whether view controllers' root views take the device's size instead of their saved one
    /// (the scene shown on another device).
    let fitsDevice: Bool
    /// Whether the document names the device it was designed on; one without (Xcode 7 and
    /// earlier) was designed at any width and height, where no size-class variation applies.
    let namesDevice: Bool

    init(
        _ root: XMLElementNode, file: String, measureText: Bool, shownOn: (device: Device, landscape: Bool)? = nil, runtime: Bool = false
    ) throws(SceneError) {
        self.runtime = runtime
        self.file = file
        let deviceElement = root.child("device")
        device = shownOn?.device ?? deviceElement.flatMap { $0["id"] }.flatMap(Device.named) ?? Device.named("retina4_7")!
        landscape = shownOn?.landscape ?? (deviceElement?["orientation"] == "landscape")
        fitsDevice = shownOn != nil
        namesDevice = deviceElement != nil || shownOn != nil
        colors = IBColors(resources: root.child("resources"))
        self.measureText = measureText
        toolsVersion = IBDocumentContext.xcodeBuild(root)
        // Modal presentations show sheets from iOS 13, which Xcode 11 (tools 15000) simulates.
        containment = try IBContainment(root, sheets: toolsVersion >= 15000)
    }

    /// A table view cell's content view margins as the saving Xcode simulated them, for a cell as
    /// wide as `width`: 8 all round before build 13500 (Firestore's sample, 12121, and
    /// RxDataSources', 13196), then 11 above and below and 15 on the sides (SkeletonView, 13770);
    /// from Xcode 10 (tools 14000) the sides follow the cell's own width, not the device's
    /// (``Device/cellSideMargin(width:)``).
    func cellContentMargins(width: Double) -> DirectionalEdgeInsets {
        let side: Double
        switch toolsVersion {
        case ..<13500: return DirectionalEdgeInsets(all: 8)
        case ..<14000: side = 15
        default: side = Device.cellSideMargin(width: width)
        }
        return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// The size-class variations as they apply to the device drawn, in its orientation.
    var variations: IBVariations {
        IBVariations(classes: namesDevice ? device.sizeClasses(landscape: landscape) : nil)
    }
}
