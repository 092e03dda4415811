import AutoLayout

/// The variations a scene is checked and drawn in (`vary:`): the values of each axis; every
/// combination of them is one drawing, and one golden for `strut check`. An empty axis keeps
/// the scene's own value.
public struct VarySpec: Sendable {
    public var devices: [OrientedDevice] = []
    public var contentSizes: [ContentSizeCategory] = []
    /// `light` or `dark`, the renderer's themes.
    public var themes: [String] = []
    public var directions: [LayoutDirection] = []
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }

    /// The number of combinations.
    public var count: Int { [devices.count, contentSizes.count, themes.count, directions.count].map { max(1, $0) }.reduce(1, *) }
}
