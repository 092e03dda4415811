// What `import Strut` brings besides its own types: the solved layout and the geometry it is
// made of, and the located error every call throws. The rest of strut's modules stay out of a
// user's namespace.
@_exported import struct AutoLayout.AffineTransform
@_exported import struct AutoLayout.Point
@_exported import struct AutoLayout.Rect
@_exported import struct AutoLayout.Size
@_exported import struct AutoLayout.SolvedLayout
@_exported import struct SceneModel.SceneError
@_exported import struct SceneModel.SourceLocation
