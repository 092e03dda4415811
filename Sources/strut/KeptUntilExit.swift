/// The last scene a command worked on, left for the process's exit to free: tearing a solved
/// 1,000-view scene down object by object (its tableau, views, constraints, text layouts) takes
/// over 10 ms, all of it useless right before the process ends. Each new scene lets the previous
/// one go, so a batch of scenes holds one at a time.
enum KeptUntilExit {
    nonisolated(unsafe) private static var last: Any?

    static func keep(_ value: Any) {
        last = value
    }
}
