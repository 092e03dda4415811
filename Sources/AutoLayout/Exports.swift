// The engine's API is made of the values it hands on (geometry, priorities, attributes, the
// solved layout): whoever imports AutoLayout gets them as well.
@_exported import LayoutValues
