import CCairo

/// Collects what a Cairo stream surface writes.
final class ByteSink {
    var bytes: [UInt8] = []

    /// The closure argument for `cairo_*_surface_create_for_stream`; valid while `self` lives.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The write function for `cairo_*_surface_create_for_stream`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
