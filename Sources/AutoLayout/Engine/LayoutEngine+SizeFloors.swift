import Cassowary

/// UIKit's engine holds every view's and layout guide's width and height at zero or more: a lone
/// `width == -16` cannot hold, and a view too narrow for its margins conflicts with its margins
/// guide.
///
/// A constraint `width >= 0` for every item would cost two rows of the tableau per view (about
/// 40% of a large layout's time), and almost every size is positive anyway. So the engine solves
/// first and then holds at zero only the sizes that came out negative, and solves again: a
/// solution that is optimal without a rule and keeps it is optimal with it. When a size cannot be
/// held at zero, the constraints that push it below conflict, and the one added last among them is
/// broken, as UIKit breaks it. When holding those sizes pushes others below zero (a chain of views
/// in a box too small for its gaps: each held width moves the deficit to the next), the solver is
/// built again with every size held from the start, as UIKit's engine holds them.
extension LayoutEngine {
    struct SizeFloorKey: Hashable {
        let item: ObjectIdentifier
        let attribute: LayoutAttribute
    }

    /// Updates the variables from the solver, holding negative sizes at zero until none is left.
    ///
    /// At most two solves and one rebuild, whatever the layout. The sizes that came out negative
    /// are held at zero and the solver solves again; if a size is still negative then, the solver
    /// is built again with every size held before any user constraint (``build(measuringLabels:holdingEverySize:)``),
    /// where a constraint that cannot hold with them is broken as it is added, and no size is left
    /// free to go below zero. Holding the sizes found negative round after round took one solve
    /// per view of a chain (each held width pushes the next one below zero); holding them all in
    /// the built solver instead made the simplex prove the chain's conflict by moving the deficit
    /// along it view by view, and breaking a constraint then rebuilt the tableau anyway; and a
    /// limit on the rounds left a view 734 pt wide negative. Without explaining conflicts (``explainsConflicts``), the
    /// second round holds every size not held yet in place, the negative ones last: a size that
    /// only a broken constraint could hold at zero is left negative, as the engine leaves it.
    func updateVariablesHoldingSizes() {
        var unheld = sizesNotHeld()
        for round in 0..<2 where !unheld.isEmpty {
            let values = solver!.values(of: unheld.map(\.variable))
            let negative = zip(unheld, values).filter { $1 < -1e-9 }.map(\.0)
            guard !negative.isEmpty else { break }
            guard round == 0 else {
                if explainsConflicts {
                    build(measuringLabels: false, holdingEverySize: true)
                } else {
                    let last = Set(negative.map { ObjectIdentifier($0.variable) })
                    for size in unheld.filter({ !last.contains(ObjectIdentifier($0.variable)) }) + negative {
                        holdAtZero(size.item, size.attribute)
                    }
                }
                break
            }
            for size in negative { holdAtZero(size.item, size.attribute) }
            unheld.removeAll { sizeFloors[SizeFloorKey(item: ObjectIdentifier($0.item), attribute: $0.attribute)] != nil }
        }
        solver!.updateVariables()
    }

    /// Holds every size not held yet at zero or more, in the order of ``sizesNotHeld()``: for a
    /// solver being built, before the user's constraints. A floor that the engine's own
    /// constraints already push below zero is left out, and the size stays negative.
    func holdEverySize() {
        // No constraint of the scene to break when one cannot hold: as in holdAtZero, the size
        // stays negative.
        for size in sizesNotHeld() { install(makeFloor(size.item, size.attribute), recordingConflict: false) }
    }

    /// The widths and heights of the views (not the root), their guides and the margins and safe
    /// area guides constraints use, that are not held at zero or more yet, in a fixed order.
    private func sizesNotHeld() -> [(item: LayoutItem, attribute: LayoutAttribute, variable: Variable)] {
        var found: [(item: LayoutItem, attribute: LayoutAttribute, variable: Variable)] = []
        found.reserveCapacity(2 * views.count)
        // Without arrays per view and per item: a large scene asks this of 100,000 views.
        func isHeld(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Bool {
            !sizeFloors.isEmpty && sizeFloors[SizeFloorKey(item: ObjectIdentifier(item), attribute: attribute)] != nil
        }
        func visit(_ item: LayoutItem) {
            let variables = item.variables
            if !isHeld(item, .width) { found.append((item, .width, variables.width)) }
            if !isHeld(item, .height) { found.append((item, .height, variables.height)) }
        }
        for view in views {
            if view !== root { visit(view) }
            for guide in view.layoutGuides { visit(guide) }
            if let guide = view.existingMarginsGuide, usedGuides.contains(ObjectIdentifier(guide)) { visit(guide) }
            if let guide = view.existingSafeAreaGuide, usedGuides.contains(ObjectIdentifier(guide)) { visit(guide) }
        }
        return found
    }

    /// Adds `item.attribute >= 0`; when it cannot hold, breaks the constraint added last among those
    /// that push the size below zero, and tries again.
    private func holdAtZero(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        let floor = makeFloor(item, attribute)
        let position = noteMade(floor)
        let made = madeConstraints[position].installed
        while true {
            do {
                try solver!.add(made.constraint)
                noteInstalled(position)
                return
            } catch {
                let found = error.conflict.compactMap(layoutConstraint(of:)).filter { $0.origin != .sizeFloor }
                var members = minimalWithSizesHeld(found), floors: [LayoutConstraint]? = nil, isMinimal = error.isMinimal
                if found.count > Self.largestNarrowedConflict {
                    // Too many to drop one by one: the solver's explanation with their sizes held.
                    let narrowed = narrowedWithSizesHeld(found)
                    isMinimal = narrowed?.isMinimal ?? false
                    if let narrowed, isMinimal { (members, floors) = (narrowed.constraints, narrowed.floors) }
                }
                guard let victim = members.filter({ !$0.isMadeByEngine }).max(by: { $0.activationOrder < $1.activationOrder }),
                    let victimMade = installed.removeValue(forKey: ObjectIdentifier(victim))
                else { return }  // only the engine's own constraints: the size stays negative
                solver!.remove(victimMade.constraint)
                conflicts.append(
                    LayoutConflict(constraints: members, broken: victim, sizeFloors: floors ?? heldSizes(members), isMinimal: isMinimal))
            }
        }
    }

    /// `item.attribute >= 0`, recorded as the size's floor and one of the engine's constraints.
    private func makeFloor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutConstraint {
        let floor = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: 0,
            identifier: "UIView-\(attribute.rawValue)-nonnegative", origin: .sizeFloor)
        sizeFloors[SizeFloorKey(item: ObjectIdentifier(item), attribute: attribute)] = floor
        engineConstraints.append(floor)
        return floor
    }

    /// The largest set a conflict is narrowed down in (each step solves the set again).
    static let largestNarrowedConflict = 200

    /// A minimal subset of `constraints` that cannot hold with every size held at zero or more: the
    /// solver's own explanation is minimal for the sizes held so far, and a size held later can make
    /// some of its members unnecessary. Constraints are dropped one by one while the rest still
    /// conflict. Sets over ``largestNarrowedConflict`` are kept as found.
    func minimalWithSizesHeld(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        guard constraints.count <= Self.largestNarrowedConflict, !canHold(constraints) else { return constraints }
        var kept = constraints
        var i = 0
        while i < kept.count {
            var without = kept
            without.remove(at: i)
            if canHold(without) { i += 1 } else { kept = without }
        }
        return kept
    }

    /// The conflict of more constraints than ``minimalWithSizesHeld(_:)`` narrows down, narrowed
    /// down instead by the solver's own explanation in a solver that holds every size they relate
    /// at zero or more before them: its set is minimal under the rule, and the floors in it are
    /// the sizes it needs (without any one of them the rest can hold), as ``heldSizes(_:)``
    /// finds them for smaller sets. The solver explains a chain of thousands of views in one pass
    /// (`Solver+Conflicts.swift`), where dropping constraints one by one solves the set again for
    /// each. When that set leaves out the broken constraint, or could not be narrowed down, the
    /// conflict is the set as found, not said to be minimal.
    func largeConflict(_ found: [LayoutConstraint], broken: LayoutConstraint) -> LayoutConflict {
        guard let narrowed = narrowedWithSizesHeld(found), narrowed.isMinimal,
            narrowed.constraints.contains(where: { $0 === broken })
        else { return LayoutConflict(constraints: found, broken: broken, sizeFloors: [], isMinimal: false) }
        return LayoutConflict(constraints: narrowed.constraints, broken: broken, sizeFloors: narrowed.floors, isMinimal: true)
    }

    /// The required constraints, which cannot hold together, added in their order to a new solver
    /// after the floors of the sizes they relate: the first conflict's constraints and floors,
    /// and whether the solver narrowed it down; nil if they can hold.
    func narrowedWithSizesHeld(_ constraints: [LayoutConstraint]) -> (constraints: [LayoutConstraint], floors: [LayoutConstraint], isMinimal: Bool)? {
        let trial = Solver()
        var layoutOf: [ObjectIdentifier: LayoutConstraint] = [:]
        func add(_ c: LayoutConstraint) throws(UnsatisfiableConstraint) {
            let made = makeSolverConstraint(c).constraint
            layoutOf[ObjectIdentifier(made)] = c
            try trial.add(made)
        }
        do {
            // Floors alone always hold (every size at zero), so none of them fails.
            for floor in floors(for: constraints) { try add(floor) }
            for c in constraints { try add(c) }
        } catch {
            let set = error.conflict.compactMap { layoutOf[ObjectIdentifier($0)] }
            return (set.filter { $0.origin != .sizeFloor }, set.filter { $0.origin == .sizeFloor }, error.isMinimal)
        }
        return nil
    }

    /// The size floors a minimal set needs: those without which it could hold.
    func heldSizes(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        // Most conflicts cannot hold even with sizes free to go negative: then no floor takes part,
        // and one trial answers for all of them.
        guard constraints.count <= Self.largestNarrowedConflict, canHold(constraints, floors: []) else { return [] }
        let all = floors(for: constraints)
        return all.filter { floor in canHold(constraints, floors: all.filter { $0 !== floor }) }
    }

    /// Whether the required constraints can all hold with the sizes of their items held at zero or more.
    func canHold(_ constraints: [LayoutConstraint], floors given: [LayoutConstraint]? = nil) -> Bool {
        let trial = Solver(explainsConflicts: false)  // only whether they hold is asked
        do {
            for c in (given ?? floors(for: constraints)) + constraints { try trial.add(makeSolverConstraint(c).constraint) }
            return true
        } catch {
            return false
        }
    }

    /// `width >= 0` and `height >= 0` for every item the constraints relate (not the root, whose
    /// size is the canvas's).
    /// An item's size on an axis no constraint of the set touches is free to be anything, so its
    /// floor can never take part: only the axes the constraints relate get one.
    private func floors(for constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var axes: [ObjectIdentifier: Set<LayoutAttribute>] = [:]
        for c in constraints {
            for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] {
                guard let item, let axis = attribute.axis else { continue }
                axes[ObjectIdentifier(item), default: []].insert(axis == .horizontal ? .width : .height)
            }
        }
        var seen: Set<ObjectIdentifier> = []
        var made: [LayoutConstraint] = []
        for c in constraints {
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where item !== root && seen.insert(ObjectIdentifier(item)).inserted {
                for attribute in [LayoutAttribute.width, .height] where axes[ObjectIdentifier(item)]?.contains(attribute) == true {
                    made.append(
                        LayoutConstraint(
                            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: 0,
                            identifier: "UIView-\(attribute.rawValue)-nonnegative", origin: .sizeFloor))
                }
            }
        }
        return made
    }
}
