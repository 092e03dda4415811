import CCairo
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// The pages of a new image surface's pixels made resident on another core while the drawing
/// starts on them.
///
/// A new surface's memory is mapped but not there: the drawing thread's first fill (the page's
/// background) stops at every 4 KiB page for the kernel to find and clear one (a fifth of drawing
/// the 1,000-view scene; more on a large storyboard). Another thread asks the kernel for the pages
/// (`MADV_POPULATE_WRITE`), from the last backwards, while the drawing thread goes forwards: each
/// page is made once, by whichever comes first, and is zero as before (the kernel never touches a
/// page that is already there), so the pixels do not change.
enum SurfacePrefault {
    /// Smaller surfaces are left to the drawing thread: handing them over costs about what it saves.
    static let minimumBytes = 4 << 20
    /// Pages asked for at a time.
    static let chunkBytes = 1 << 20

    /// Starts making `surface`'s pages resident on another thread; waiting on the group returned
    /// waits for it.
    static func start(_ surface: OpaquePointer) -> DispatchGroup {
        let group = DispatchGroup()
        #if os(Linux)
            let length = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
            guard length >= minimumBytes, let data = cairo_image_surface_get_data(surface) else { return group }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            // Whole pages inside the pixels: madvise takes page-aligned ranges.
            let first = (Int(bitPattern: data) + page - 1) / page * page
            let end = (Int(bitPattern: data) + length) / page * page
            guard end > first else { return group }
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                var chunkEnd = end
                while chunkEnd > first {
                    let chunkStart = max(first, chunkEnd - chunkBytes)
                    // A kernel without it (before Linux 5.14) says EINVAL: the drawing thread then
                    // makes every page, as before.
                    guard madvise(UnsafeMutableRawPointer(bitPattern: chunkStart), chunkEnd - chunkStart, MADV_POPULATE_WRITE) == 0 else { return }
                    chunkEnd = chunkStart
                }
            }
        #endif
        return group
    }
}
