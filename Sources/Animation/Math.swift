import Foundation

// The C library's functions under names that no other file needs Foundation for (Foundation's
// own `AffineTransform` would hide AutoLayout's).

func sine(_ x: Double) -> Double { sin(x) }
func cosine(_ x: Double) -> Double { cos(x) }
func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
