/// The solver's records by constraint: a dictionary's interface over the records kept in one
/// array, found through each constraint's note of its position, or a table of positions.
///
/// A dictionary of records sized for 800,000 constraints has 2,097,152 buckets of 72 bytes
/// (151 MB, and a cache miss on each lookup); its positions take 12 bytes a bucket and the
/// records 40 bytes each, only as many as there are. Filling even that table was a twentieth of
/// adding a large scene's constraints, and a build looks nothing up by constraint: the table is
/// made the first time a lookup needs it. Until then every record went in through
/// ``insertNew(_:forKey:)``, which notes its position in its constraint
/// (``Constraint/recordPosition``) under this set's ``owner``.
struct ConstraintRecords {
    /// Made when first needed (``makeIndex()``), then kept up to date.
    private var positions: [ObjectIdentifier: Int32]?
    /// The records; nil where a removed record was, until a new one takes its place.
    private var stored: [ConstraintRecord?] = []
    private var vacant: [Int32] = []
    private var reserved = 0
    /// The name under which this set's records note their positions in their constraints;
    /// shared by copies of it, which a note's check of the record it names keeps apart.
    private let owner = Constraint.makeRecordOwner()

    var count: Int { stored.count - vacant.count }

    mutating func reserveCapacity(_ capacity: Int) {
        reserved = capacity
        positions?.reserveCapacity(capacity)
        stored.reserveCapacity(capacity)
    }

    subscript(key: ObjectIdentifier) -> ConstraintRecord? {
        mutating get {
            makeIndex()
            return positions![key].map { stored[Int($0)]! }
        }
        set {
            guard let newValue else {
                _ = removeValue(forKey: key)
                return
            }
            makeIndex()
            if let position = positions![key] {
                stored[Int(position)] = newValue
            } else {
                _ = insertNew(newValue, forKey: key)
            }
        }
    }

    /// Adds a record for a constraint that has none, hashing the key once, or not at all while
    /// no table of positions is made.
    /// - Returns: false, changing nothing, if the constraint has a record already.
    mutating func insertNew(_ record: consuming ConstraintRecord, forKey key: ObjectIdentifier) -> Bool {
        let position = vacant.last ?? Int32(stored.count)
        let constraint = record.constraint
        if positions == nil {
            let noted = constraint.recordPosition
            // Never in any set: it cannot be in this one.
            if noted.owner != Constraint.noRecordOwner {
                if noted.owner == owner, Int(noted.position) < stored.count, stored[Int(noted.position)]?.constraint === constraint {
                    return false
                }
                // In another set, or moved since: only the table can tell.
                makeIndex()
                if positions![key] != nil { return false }
                positions![key] = position
            }
        } else if let existing = positions!.updateValue(position, forKey: key) {
            positions![key] = existing
            return false
        }
        constraint.recordPosition = (owner, position)
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
        makeIndex()
        guard let position = positions!.removeValue(forKey: key) else { return nil }
        let record = stored[Int(position)]
        stored[Int(position)] = nil
        vacant.append(position)
        return record
    }

    /// Makes the table of positions from the records, the first time it is needed.
    private mutating func makeIndex() {
        guard positions == nil else { return }
        var made: [ObjectIdentifier: Int32] = [:]
        made.reserveCapacity(max(reserved, stored.count))
        for (position, record) in stored.enumerated() {
            if let record { made[ObjectIdentifier(record.constraint)] = Int32(position) }
        }
        positions = made
    }
}
