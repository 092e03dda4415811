/// One attribute of one item, for making constraints the anchor way (iOS 9):
/// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
///
/// The phantom `Kind` keeps x anchors, y anchors and dimensions apart at compile time, as
/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` do.
public struct LayoutAnchor<Kind> {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant: constant)
    }

    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant: constant)
    }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor<Kind>?, multiplier: Double = 1, constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

public enum XAxis {}
public enum YAxis {}
public enum Dimension {}

public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>
public typealias LayoutDimension = LayoutAnchor<Dimension>

extension LayoutAnchor where Kind == Dimension {
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, constant: constant) }
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    public func constraint(equalTo other: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
}

extension LayoutItem {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .height) }
}

extension View {
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .lastBaseline) }
}
