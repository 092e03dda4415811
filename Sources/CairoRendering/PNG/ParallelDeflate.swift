import CCairo
import Dispatch

/// A zlib stream of an image's scanlines, deflated in blocks on all cores and joined (the way
/// pigz does): each block is raw deflate primed with the 32 KiB of scanlines before it and ended
/// on a byte boundary without being the last; the checksums of the blocks are combined.
///
/// The blocks are cut by rows, not by the number of cores, so the bytes are the same on any
/// machine.
enum ParallelDeflate {
    /// About this many bytes of scanlines a block.
    static let blockLength = 1 << 20
    static let window = 32 * 1024
    /// zlib's level: the lowest at which the 1,000-view benchmark's PNG is no larger than the
    /// one libpng writes for the same drawing (docs/performance.md). Blocks on all cores keep it
    /// quicker than libpng's single-threaded write.
    static let level: Int32 = 6

    /// One block's result.
    private struct Block {
        var deflated: [UInt8] = []
        var adler: UInt32 = 1
        var length = 0
        var failed = false
    }

    static func compress(_ rows: SurfaceRows) throws(PNGError) -> [UInt8] {
        let rowsPerBlock = max(1, blockLength / rows.scanlineLength)
        let count = (rows.height + rowsPerBlock - 1) / rowsPerBlock
        var blocks = [Block](repeating: Block(), count: count)
        blocks.withUnsafeMutableBufferPointer { results in
            let out = UnsafeSendable(results)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let first = index * rowsPerBlock
                out.value[index] = deflate(rows, rows: first..<min(rows.height, first + rowsPerBlock), last: index == count - 1)
            }
        }
        guard !blocks.contains(where: \.failed) else { throw .cannotEncode(reason: "zlib could not deflate the image") }
        var zlib: [UInt8] = [0x78, 0x9c]  // deflate, 32 KiB window, default level
        var adler = adler32(0, nil, 0)
        for block in blocks {
            zlib += block.deflated
            adler = adler32_combine(adler, uLong(block.adler), off_t(block.length))
        }
        zlib.appendBigEndian(UInt32(adler))
        return zlib
    }

    /// Deflates the scanlines of `range`, primed with those just before it. The scanlines go
    /// through a small buffer, a few rows at a time, and the output is not cleared first: memory
    /// the size of the image is neither touched nor faulted in twice.
    private static func deflate(_ rows: SurfaceRows, rows range: Range<Int>, last: Bool) -> Block {
        var block = Block()
        block.length = range.count * rows.scanlineLength
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            block.failed = true
            return block
        }
        defer { deflateEnd(&stream) }
        let sliceRows = max(1, (window + rows.scanlineLength - 1) / rows.scanlineLength)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: sliceRows * rows.scanlineLength)
        defer { buffer.deallocate() }
        if range.lowerBound > 0 {
            let primingRows = min(range.lowerBound, sliceRows)
            for (offset, y) in (range.lowerBound - primingRows..<range.lowerBound).enumerated() {
                rows.scanline(y, into: buffer + offset * rows.scanlineLength)
            }
            let priming = primingRows * rows.scanlineLength, dictionary = min(priming, window)
            deflateSetDictionary(&stream, buffer + priming - dictionary, uInt(dictionary))
        }
        let capacity = Int(deflateBound(&stream, uLong(block.length))) + 16
        var status = Z_OK, adler = block.adler
        let deflated = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(capacity)
            for first in stride(from: range.lowerBound, to: range.upperBound, by: sliceRows) {
                let slice = first..<min(range.upperBound, first + sliceRows)
                for (offset, y) in slice.enumerated() {
                    rows.scanline(y, into: buffer + offset * rows.scanlineLength)
                }
                let length = slice.count * rows.scanlineLength
                adler = Adler32.update(adler, UnsafeBufferPointer(start: buffer, count: length))
                stream.next_in = buffer
                stream.avail_in = uInt(length)
                let end = slice.upperBound == range.upperBound
                status = CCairo.deflate(&stream, end ? (last ? Z_FINISH : Z_SYNC_FLUSH) : Z_NO_FLUSH)
                guard status == Z_OK || status == Z_STREAM_END, stream.avail_in == 0 else { break }
            }
            count = capacity - Int(stream.avail_out)
        }
        // With room left over, zlib has flushed everything: the block is whole.
        guard status == (last ? Z_STREAM_END : Z_OK), stream.avail_in == 0, stream.avail_out > 0 else {
            block.failed = true
            return block
        }
        block.deflated = deflated
        block.adler = adler
        return block
    }
}

/// A value handed to concurrent work that only touches disjoint parts of it.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
