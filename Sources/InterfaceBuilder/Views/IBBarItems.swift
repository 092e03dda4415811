import SceneModel

/// Bar button items, navigation items and tab bar items as a document writes them.
enum IBBarItems {
    /// System items drawn as their words; the others (refresh, compose, ...) are symbols, drawn
    /// as a placeholder glyph.
    static let systemTitles: [String: String] = [
        "cancel": "Cancel", "done": "Done", "save": "Save", "edit": "Edit", "undo": "Undo", "redo": "Redo",
    ]

    /// `<barButtonItem title= image= systemItem= style=>`: an image wins over a title, as a bar
    /// shows it.
    static func item(_ element: XMLElementNode) -> BarItemSpec {
        let prominent = element["style"] == "done"
        if let system = element["systemItem"] {
            return BarItemSpec(
                title: systemTitles[system] ?? "", hasImage: systemTitles[system] == nil, isProminent: prominent,
                symbol: SymbolNames.systemItems[system])
        }
        if element["image"] != nil || element.child("imageReference") != nil {
            return BarItemSpec(title: "", hasImage: true, isProminent: prominent, symbol: IBSymbols.symbol(of: element)?.name)
        }
        return BarItemSpec(title: element["title"] ?? "", isProminent: prominent)
    }

    /// The items of a bar, less the spaces between them.
    static func items(_ elements: [XMLElementNode]) -> [BarItemSpec] {
        elements.filter { !["flexibleSpace", "fixedSpace"].contains($0["systemItem"] ?? "") }.map(item)
    }

    /// A navigation item's title and its bar button items on each side (`leftBarButtonItem`,
    /// `leftBarButtonItems`, ...), leading ones from the edge inwards.
    static func navigationBar(_ item: XMLElementNode) -> ControlSpec {
        func items(_ side: String) -> [BarItemSpec] {
            let single = item.elements.filter { $0.name == "barButtonItem" && $0["key"] == "\(side)BarButtonItem" }
            // Xcode writes the list as `<rightBarButtonItems>`, without a key.
            let many = item.elements.filter { $0["key"] == "\(side)BarButtonItems" || $0.name == "\(side)BarButtonItems" }
                .flatMap { $0.children("barButtonItem") }
            return IBBarItems.items(single + many)
        }
        let title = item["title"] ?? ""
        return .navigationBar(title: title, leading: items("left"), trailing: items("right"))
    }

    /// `<tabBarItem title= image= systemItem=>`.
    static func tabItem(_ element: XMLElementNode) -> BarItemSpec {
        let system = element["systemItem"].map { name in
            name.split(separator: " ").first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? name
        }
        let symbol = IBSymbols.symbol(of: element)?.name ?? element["systemItem"].flatMap { SymbolNames.systemItems[$0] }
        return BarItemSpec(title: element["title"] ?? system ?? "", hasImage: true, symbol: symbol)
    }
}
