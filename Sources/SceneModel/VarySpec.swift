import AutoLayout

/// The variations a scene is checked and drawn in (`vary:`): the values of each axis; every
/// combination of them is one drawing, and one golden for `strut check`. An empty axis keeps
/// the scene's own value.
package struct VarySpec: Sendable {
    package var devices: [OrientedDevice] = []
    package var contentSizes: [ContentSizeCategory] = []
    /// `light` or `dark`, the renderer's themes.
    package var themes: [String] = []
    package var directions: [LayoutDirection] = []
    package var location: SourceLocation

    package init(location: SourceLocation) {
        self.location = location
    }

    /// The number of combinations.
    package var count: Int { [devices.count, contentSizes.count, themes.count, directions.count].map { max(1, $0) }.reduce(1, *) }
}
