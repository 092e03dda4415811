/// Each view's look by its id, in the order the views were made.
///
/// The looks are kept in one array and found through a table of their places: a hash table of the
/// looks themselves has room for a third more than it holds, and a large scene has a look for
/// every view.
package struct StyleTable: Sequence {
    private var places: [String: Int32] = [:]
    private var ids: [String] = []
    private var looks: [StyleSpec] = []

    package init() {}

    package mutating func reserveCapacity(_ count: Int) {
        places.reserveCapacity(count)
        ids.reserveCapacity(count)
        looks.reserveCapacity(count)
    }

    package var count: Int { looks.count }

    /// The looks, in the order the views were made.
    package var values: [StyleSpec] { looks }

    /// - Complexity: O(1).
    package subscript(id: String) -> StyleSpec? {
        places[id].map { looks[Int($0)] }
    }

    /// The look of `id`, `value` while it has none; setting it gives `id` one.
    package subscript(id: String, default value: @autoclosure () -> StyleSpec) -> StyleSpec {
        get { self[id] ?? value() }
        set { set(newValue, for: id) }
    }

    /// Gives `id` this look, in place of the one it had.
    package mutating func set(_ look: StyleSpec, for id: String) {
        if let place = places[id] {
            looks[Int(place)] = look
            return
        }
        places[id] = Int32(looks.count)
        ids.append(id)
        looks.append(look)
    }

    package func makeIterator() -> Zip2Sequence<[String], [StyleSpec]>.Iterator {
        zip(ids, looks).makeIterator()
    }
}
