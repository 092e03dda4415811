import AutoLayout
import Testing

@testable import VisualFormat

/// Predicates: relations, numbers, metrics, views and priorities, between views and in them.
@Suite struct PredicateTests {
    private let views: [String: LayoutItem] = {
        var scene = Scene()
        scene.add("a", "b")
        return scene.items
    }()

    @Test func metricsAsSpacesSizesAndPriorities() throws {
        let metrics = ["margin": 15.0, "width": 100, "high": 750]
        let made = try equations("|-margin-[a(width@high)]-(>=margin@high)-|", metrics: metrics, views: views)
        #expect(made == ["a.leading == root.leading + 15", "a.width == 100 @750", "root.trailing >= a.trailing + 15 @750"])
    }

    @Test func metricsWinOverViewsOfTheSameName() throws {
        #expect(try equations("[a(b)]", metrics: ["b": 30], views: views) == ["a.width == 30"])
        #expect(try equations("[a(b)]", views: views) == ["a.width == b.width"])
    }

    @Test func relationsWithoutParentheses() throws {
        #expect(try equations("[a]->=8-[b]", views: views) == ["b.leading >= a.trailing + 8"])
        #expect(try equations("[a]-<=8@750-[b]", views: views) == ["b.leading <= a.trailing + 8 @750"])
        #expect(try equations("[a]-==8-[b]", views: views) == ["b.leading == a.trailing + 8"])
    }

    @Test func predicateLists() throws {
        let made = try equations("|-(==20@900,>=8)-[a(>=10,<=b@400)]", views: views)
        #expect(
            made == [
                "a.leading == root.leading + 20 @900", "a.leading >= root.leading + 8", "a.width >= 10",
                "a.width <= b.width @400",
            ])
    }

    @Test func negativeNumbers() throws {
        #expect(try equations("[a]-(-5)-[b]", views: views) == ["b.leading == a.trailing - 5"])
        #expect(try equations("[a(-5)]", views: views) == ["a.width == -5"])
        #expect(try equations("[a(>=-5)]", views: views) == ["a.width >= -5"])
    }

    @Test(arguments: [
        ("1e2", "100"), ("2.5", "2.5"), ("1.", "1"), ("0x10", "16"), ("0x1p3", "8"), ("007", "7"), ("-.5", "-0.5"),
        ("1e+1", "10"), ("12E-1", "1.2"),
    ])
    func numbersAsStrtodReadsThem(text: String, value: String) throws {
        #expect(try equations("[a(\(text))]", views: views) == ["a.width == \(value)"])
    }

    @Test func strtodStopsWhereTheNumberDoes() throws {
        // "1e" is 1 then 'e'; the grammar then wants ')'.
        let error = parseError("[a(1e)]", views: views)
        #expect(error?.column == 4)
        #expect(error?.message == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }

    @Test func priorities() throws {
        #expect(try equations("[a(10@1)]", views: views) == ["a.width == 10 @1"])
        #expect(try equations("[a(10@1000)]", views: views) == ["a.width == 10"])
        #expect(try equations("[a(10@750.5)]", views: views) == ["a.width == 10 @750.5"])
        #expect(try equations("[a]-8@250-[b]", views: views) == ["b.leading == a.trailing + 8 @250"])
        #expect(try equations("[a(10@p)]", metrics: ["p": 999], views: views) == ["a.width == 10 @999"])
    }

    @Test func standardSpaces() throws {
        #expect(try equations("|-[a]-[b]-|", views: views) == ["a.leading == root.leading + 20", "b.leading == a.trailing + 8", "root.trailing == b.trailing + 20"])
        // A superview named as a view gets the superview spacing too.
        #expect(try equations("V:[root]-[a]", views: views) == ["a.top == root.bottom + 20"])
    }

    @Test func guidesAreItemsLikeViews() throws {
        var scene = Scene()
        scene.add("a")
        scene.addGuide("spacer")
        #expect(try equations("|[spacer(==a)]-[a]|", views: scene.items) == [
            "spacer.leading == root.leading", "spacer.width == a.width", "a.leading == spacer.trailing + 8",
            "root.trailing == a.trailing",
        ])
    }

    @Test func theSuperviewIsTheParentOfTheNeighbour() throws {
        var scene = Scene()
        let container = scene.add("container")[0]
        scene.add("inner", to: container)
        #expect(try equations("|-[inner]-|", views: scene.items) == ["inner.leading == container.leading + 20", "container.trailing == inner.trailing + 20"])
    }

    @Test func sourcesPointAtEachPredicate() throws {
        let format = "|-(==20@900,>=8)-[a(>=10,<=b@400)][b]"
        let made = try VisualFormat.constraints(withVisualFormat: format, views: views)
        #expect(made.map { $0.source?.formatColumn } == [4, 13, 21, 26, 35])
        #expect(made.allSatisfy { $0.source?.format == format })
    }
}
