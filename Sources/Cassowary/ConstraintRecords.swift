/// The solver's records by constraint: a dictionary's interface over the records kept in one
/// array, found through a table of their positions.
///
/// A dictionary of records sized for 800,000 constraints has 2,097,152 buckets of 72 bytes
/// (151 MB, and a cache miss on each lookup); its positions take 12 bytes a bucket and the
/// records 64 bytes each, only as many as there are.
struct ConstraintRecords {
    private var positions: [ObjectIdentifier: Int32] = [:]
    /// The records; nil where a removed record was, until a new one takes its place.
    private var stored: [ConstraintRecord?] = []
    private var vacant: [Int32] = []

    var count: Int { positions.count }

    mutating func reserveCapacity(_ capacity: Int) {
        positions.reserveCapacity(capacity)
        stored.reserveCapacity(capacity)
    }

    subscript(key: ObjectIdentifier) -> ConstraintRecord? {
        get { positions[key].map { stored[Int($0)]! } }
        set {
            guard let newValue else {
                _ = removeValue(forKey: key)
                return
            }
            if let position = positions[key] {
                stored[Int(position)] = newValue
            } else {
                _ = insertNew(newValue, forKey: key)
            }
        }
    }

    /// Adds a record for a constraint that has none, hashing the key once.
    /// - Returns: false, changing nothing, if the constraint has a record already.
    mutating func insertNew(_ record: consuming ConstraintRecord, forKey key: ObjectIdentifier) -> Bool {
        let position = vacant.last ?? Int32(stored.count)
        if let existing = positions.updateValue(position, forKey: key) {
            positions[key] = existing
            return false
        }
        if position == Int32(stored.count) {
            stored.append(record)
        } else {
            vacant.removeLast()
            stored[Int(position)] = record
        }
        return true
    }

    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> ConstraintRecord? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let record = stored[Int(position)]
        stored[Int(position)] = nil
        vacant.append(position)
        return record
    }
}
