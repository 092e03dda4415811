/// Values by symbol id that nearly all keep one default: stored only up to the highest id given
/// another value, so that a symbol that keeps the default costs nothing.
///
/// A large layout's million symbols are nearly all without a partner (only optional equalities'
/// errors have one), never a hub and never parked: four dense tables of them took 24 MB, filled
/// with defaults one symbol at a time.
struct SparseTable<Element: Equatable> {
    private var stored: [Element] = []
    private let defaultValue: Element

    init(default defaultValue: Element) {
        self.defaultValue = defaultValue
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { i < stored.count ? stored[i] : defaultValue }
        set {
            if i >= stored.count {
                guard newValue != defaultValue else { return }
                stored.append(contentsOf: repeatElement(defaultValue, count: i + 1 - stored.count))
            }
            stored[i] = newValue
        }
    }

    /// Forgets the values of the ids from `count` on (they read as the default again).
    mutating func removeSubrange(from count: Int) {
        if stored.count > count { stored.removeSubrange(count...) }
    }
}
