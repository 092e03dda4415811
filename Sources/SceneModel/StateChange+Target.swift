extension StateChange {
    /// The constraint or view the change is made to.
    package var target: String {
        switch self {
        case .constant(let t, _), .priority(let t, _), .active(let t, _), .transform(let t, _), .hidden(let t, _), .alpha(let t, _),
            .background(let t, _), .stack(let t, _):
            return t
        }
    }
}
