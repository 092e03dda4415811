import Cassowary

/// Solves a view tree's constraints with the Cassowary solver and writes the results back into
/// the views and guides: UIKit's layout engine.
///
/// The first ``layout()`` builds the solver from the tree: the canvas, margins and safe area
/// guides, intrinsic content sizes, autoresizing masks, then the active constraints in the order
/// they were activated. Later changes of constants, priorities and activation are applied
/// incrementally (the solver's in-place edits), the way `constraint.constant = x` followed by
/// `layoutIfNeeded()` works; changes to the tree rebuild.
public final class LayoutEngine {
    public let root: View
    /// The root view's size; its frame is always at (0, 0).
    public var canvasSize: Size { didSet { setNeedsRebuild() } }
    public var direction: LayoutDirection { didSet { setNeedsRebuild() } }
    public let textMeasurer: TextMeasuring

    /// Conflicts found so far: each lists a minimal set of required constraints that cannot all
    /// hold and the one broken to go on (the one added last, as UIKit does).
    public internal(set) var conflicts: [LayoutConflict] = []
    /// Whether a conflict is narrowed down to a minimal set; off, a conflict lists only the
    /// constraint broken, for a layout wanted only for its frames. Takes effect at the next build.
    public var explainsConflicts = true
    /// Whether the solver lets a new variable's row refer to other variables' rows (on by
    /// default; off for benchmarks that compare: see performance.md). Takes effect at the next build.
    package var solverRowsRefer = true

    // The lists a build appends to for every constraint are not checked for exclusive access at
    // run time (a call into the runtime per access, as for the solver's own): an engine is used
    // on one thread, and nothing holds an access to one of them across a call that reaches it.
    @exclusivity(unchecked) var solver: Solver? {
        willSet { if let solver, solver !== newValue { retiredSolverWork = retiredSolverWork + solver.work } }
    }
    /// The work of the solvers a rebuild replaced (``solverWork``).
    private var retiredSolverWork = SolverWork()
    /// The solver constraint of each layout constraint in the solver, by layout constraint:
    /// brought up to date from the ones installed since (``noteInstalled(_:_:)``) only when asked
    /// (a change after the build, a size floor that breaks a constraint). A build that hashed each
    /// of a large scene's constraints into it spent 3% of its time there.
    var installed: [ObjectIdentifier: InstalledConstraint] {
        get {
            indexInstalled()
            return installedIndex
        }
        _modify {
            indexInstalled()
            yield &installedIndex
        }
    }
    private var installedIndex: [ObjectIdentifier: InstalledConstraint] = [:]
    /// The positions in `madeConstraints` of the constraints installed since ``installed`` was
    /// last brought up to date, in the order installed: a build's list of 32 bits each, where a
    /// list of the constraints again (retained once more each) took 24 bytes.
    @exclusivity(unchecked) private var installedSinceIndexed: [Int32] = []
    /// Each solver constraint made since the last build with the layout constraint it was made
    /// for and its base constant, in the order made; ``layoutConstraint(of:)`` looks them up.
    @exclusivity(unchecked) var madeConstraints: [MadeConstraint] = []
    /// `madeConstraints` by solver constraint, brought up to date only when a conflict asks:
    /// hashing every constraint of a large scene cost more than all its conflicts.
    private var layoutConstraintIndex: [ObjectIdentifier: LayoutConstraint] = [:]
    private var indexedCount = 0
    var engineConstraints: [LayoutConstraint] = []
    /// Where ``makeSolverConstraint(_:)`` writes a constraint's terms, kept for the next one.
    @exclusivity(unchecked) var termScratch: [Term] = []
    var pending: [LayoutConstraint] = []
    @exclusivity(unchecked) var textMetrics: [ObjectIdentifier: TextMetrics] = [:]
    var wrapWidths: [ObjectIdentifier: Double] = [:]
    /// Views whose safe area insets the engine set (not the scene).
    var computedSafeAreas: Set<ObjectIdentifier> = []
    /// The guides constraints used at the last build.
    var usedGuides: Set<ObjectIdentifier> = []
    /// The sizes held at zero or more so far, by item and attribute (``updateVariablesHoldingSizes()``).
    var sizeFloors: [SizeFloorKey: LayoutConstraint] = [:]
    /// ``views`` since the tree last changed.
    private var viewsInOrder: [View]?

    /// A constraint in the solver: the solver's constraint and the constant its expression would
    /// have with a layout constant of zero.
    struct InstalledConstraint {
        let constraint: Constraint
        let baseConstant: Double
    }

    /// A solver constraint made for a layout constraint, installed or not.
    struct MadeConstraint {
        let solver: Constraint
        let layout: LayoutConstraint
        let baseConstant: Double

        var installed: InstalledConstraint { InstalledConstraint(constraint: solver, baseConstant: baseConstant) }
    }

    public init(
        root: View, canvasSize: Size, direction: LayoutDirection = .leftToRight,
        textMeasurer: TextMeasuring = ApproximateTextMeasurer()
    ) {
        precondition(root.superview == nil, "the root view of a layout engine has no superview")
        self.root = root
        self.canvasSize = canvasSize
        self.direction = direction
        self.textMeasurer = textMeasurer
        root.engine = self
    }

    deinit {
        // The root's reference to its engine is unretained: it would dangle.
        if root.engine === self { root.engine = nil }
    }

    /// The solver's tableau after the last layout: rows, cells and the longest row (benchmarks).
    package var tableauStatistics: (rows: Int, cells: Int, longest: Int)? { solver?.tableauStatistics }

    /// The work every solver of this engine has done, the ambiguity questions' included
    /// (``SolverWork``): deterministic, for tests that check how it grows with a screen.
    package var solverWork: SolverWork { retiredSolverWork + (solver?.work ?? SolverWork()) }

    /// The active constraints of the tree, in the order they were activated.
    public var activeConstraints: [LayoutConstraint] {
        var active: [LayoutConstraint] = []
        active.reserveCapacity(views.reduce(0) { $0 + $1.installedConstraints.count })
        for view in views { active += view.installedConstraints }
        // Often in order already (a scene's constraints all installed on its root, one after
        // another): checked in one pass before sorting. Activation orders are unique, so the
        // sorted list is the same either way.
        for i in active.indices.dropFirst() where active[i - 1].activationOrder > active[i].activationOrder {
            active.sort { $0.activationOrder < $1.activationOrder }
            break
        }
        return active
    }

    /// The root and every view below it, depth first, in subview order (``View/allViews``), kept
    /// until the tree changes: a layout goes through them a dozen times.
    var views: [View] {
        if let viewsInOrder { return viewsInOrder }
        let views = root.allViews
        viewsInOrder = views
        return views
    }

    /// Solves, applying what changed since the last layout, and updates every view and guide.
    public func layout() {
        if solver == nil { measureLabels() }
        updateStackViews()
        if solver == nil { build(measuringLabels: false) } else { applyPendingChanges() }
        for _ in 0..<4 where remeasureWrappingLabels() {
            measureLabels()
            solver = nil
            updateStackViews()
            build(measuringLabels: false)
        }
        updateVariablesHoldingSizes()
        for _ in 0..<4 where updateSubviewSafeAreas() {
            measureLabels()
            updateStackViews()
            build(measuringLabels: false)
            updateVariablesHoldingSizes()
        }
        applyGeometry()
    }

    func setNeedsRebuild() {
        solver = nil
        viewsInOrder = nil
    }

    func constraintDidChange(_ constraint: LayoutConstraint) {
        if solver != nil { pending.append(constraint) }
    }

    /// Builds the solver from scratch, measuring the labels first unless they just were; with
    /// `holdingEverySize`, every width and height is held at zero or more before the user's
    /// constraints are added (``updateVariablesHoldingSizes()``).
    func build(measuringLabels: Bool = true, holdingEverySize: Bool = false) {
        let solver = Solver(explainsConflicts: explainsConflicts)
        solver.keepReferences(solverRowsRefer)
        self.solver = solver
        installedIndex = [:]
        installedSinceIndexed = []
        madeConstraints = []
        layoutConstraintIndex = [:]
        indexedCount = 0
        sizeFloors = [:]
        conflicts = []
        pending = []
        if measuringLabels { measureLabels() }
        let user = activeConstraints
        engineConstraints = makeEngineConstraints(user, views: views)
        let count = engineConstraints.count + user.count
        installedSinceIndexed.reserveCapacity(count)
        madeConstraints.reserveCapacity(count)
        solver.reserveCapacity(constraints: count)
        for c in engineConstraints { install(c) }
        if holdingEverySize { holdEverySize() }
        for c in user { install(c) }
    }

    /// Adds a constraint to the solver; if it cannot hold, leaves it out and records the conflict
    /// (unless `recordingConflict` is false: a size floor the engine's own constraints break).
    func install(_ c: LayoutConstraint, recordingConflict: Bool = true) {
        let position = noteMade(c)
        do {
            try solver!.add(madeConstraints[position].solver)
            noteInstalled(position)
        } catch {
            if recordingConflict { conflicts.append(conflict(error, broken: c)) }
        }
    }

    /// Makes the solver constraint for `c` and lists it in `madeConstraints`.
    /// - Returns: its position there.
    func noteMade(_ c: LayoutConstraint) -> Int {
        let made = makeSolverConstraint(c)
        madeConstraints.append(MadeConstraint(solver: made.constraint, layout: c, baseConstant: made.baseConstant))
        return madeConstraints.count - 1
    }

    /// Records that the constraint at `position` in `madeConstraints` is in the solver:
    /// ``installed`` gets it when next asked.
    func noteInstalled(_ position: Int) {
        installedSinceIndexed.append(Int32(position))
    }

    private func indexInstalled() {
        guard !installedSinceIndexed.isEmpty else { return }
        installedIndex.reserveCapacity(installedIndex.count + installedSinceIndexed.count)
        for position in installedSinceIndexed {
            let made = madeConstraints[Int(position)]
            installedIndex[ObjectIdentifier(made.layout)] = made.installed
        }
        installedSinceIndexed = []
    }

    /// The conflict a constraint that cannot hold is in: the solver's minimal set, narrowed down
    /// with every size held at zero or more when that leaves the constraint in it.
    func conflict(_ error: UnsatisfiableConstraint, broken: LayoutConstraint) -> LayoutConflict {
        let found = error.conflict.compactMap(layoutConstraint(of:)).filter { $0.origin != .sizeFloor }
        guard explainsConflicts else { return LayoutConflict(constraints: found, broken: broken, sizeFloors: [], isMinimal: false) }
        if found.count > Self.largestNarrowedConflict { return largeConflict(found, broken: broken) }
        var members = minimalWithSizesHeld(found)
        if !members.contains(where: { $0 === broken }) { members = found }
        return LayoutConflict(constraints: members, broken: broken, sizeFloors: heldSizes(members), isMinimal: error.isMinimal)
    }

    /// The layout constraint a solver constraint was made for.
    func layoutConstraint(of constraint: Constraint) -> LayoutConstraint? {
        while indexedCount < madeConstraints.count {
            let made = madeConstraints[indexedCount]
            layoutConstraintIndex[ObjectIdentifier(made.solver)] = made.layout
            indexedCount += 1
        }
        return layoutConstraintIndex[ObjectIdentifier(constraint)]
    }

    /// Applies changed constants, priorities and activation in place.
    func applyPendingChanges() {
        let changes = pending
        pending = []
        for c in changes { apply(c) }
        retryBrokenConstraints()
    }

    private func apply(_ c: LayoutConstraint) {
        let key = ObjectIdentifier(c)
        guard c.isActive else {
            if let made = installed.removeValue(forKey: key) { solver!.remove(made.constraint) }
            conflicts.removeAll { $0.broken === c }
            return
        }
        guard let made = installed[key] else {
            conflicts.removeAll { $0.broken === c }
            install(c)
            return
        }
        do {
            try solver!.setPriority(c.priority, for: made.constraint)
            try solver!.setConstant(made.baseConstant - c.constant, for: made.constraint)
        } catch {
            solver!.remove(made.constraint)
            installed[key] = nil
            conflicts.append(conflict(error, broken: c))
        }
    }

    /// A broken constraint may hold again once other constraints changed.
    private func retryBrokenConstraints() {
        let broken = conflicts.map(\.broken)
        conflicts = []
        for c in broken where c.isActive || c.isMadeByEngine { install(c) }
    }
}
