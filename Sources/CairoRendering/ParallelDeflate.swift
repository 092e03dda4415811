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
    static let level: Int32 = 1

    /// One block's result.
    private struct Block {
        var deflated: [UInt8] = []
        var adler: uLong = 1
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
        var zlib: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, fastest
        var adler = adler32(0, nil, 0)
        for block in blocks {
            zlib += block.deflated
            adler = adler32_combine(adler, block.adler, off_t(block.length))
        }
        zlib.appendBigEndian(UInt32(adler))
        return zlib
    }

    /// Deflates the scanlines of `range`, primed with those just before it.
    private static func deflate(_ rows: SurfaceRows, rows range: Range<Int>, last: Bool) -> Block {
        let primingRows = range.lowerBound == 0 ? 0 : min(range.lowerBound, (window + rows.scanlineLength - 1) / rows.scanlineLength)
        let length = range.count * rows.scanlineLength, priming = primingRows * rows.scanlineLength
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: priming + length)
        defer { buffer.deallocate() }
        for (offset, y) in (range.lowerBound - primingRows..<range.upperBound).enumerated() {
            rows.scanline(y, into: buffer + offset * rows.scanlineLength)
        }
        var block = Block()
        block.length = length
        block.adler = adler32(adler32(0, nil, 0), buffer + priming, uInt(length))
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            block.failed = true
            return block
        }
        defer { deflateEnd(&stream) }
        if priming > 0 {
            let dictionary = min(priming, window)
            deflateSetDictionary(&stream, buffer + priming - dictionary, uInt(dictionary))
        }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(length))) + 16)
        let status = output.withUnsafeMutableBufferPointer { out in
            stream.next_in = buffer + priming
            stream.avail_in = uInt(length)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(out.count)
            return CCairo.deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
        }
        // With room left over, zlib has flushed everything: the block is whole.
        guard status == (last ? Z_STREAM_END : Z_OK), stream.avail_in == 0, stream.avail_out > 0 else {
            block.failed = true
            return block
        }
        output.removeLast(Int(stream.avail_out))
        block.deflated = output
        return block
    }
}

/// A value handed to concurrent work that only touches disjoint parts of it.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
