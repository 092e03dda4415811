import CCairo
public func cairoVersion() -> String { String(cString: cairo_version_string()) }
