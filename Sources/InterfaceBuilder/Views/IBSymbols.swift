import SceneModel

/// SF Symbols as documents name them: `image="trash" catalog="system"` on an element, on its
/// `<imageReference key="image">`, on a button's normal state or its configuration, with the
/// scale and weight its `<preferredSymbolConfiguration>` or `symbolScale` give.
enum IBSymbols {
    /// The SF Symbol the element shows, if it shows one.
    static func symbol(of element: XMLElementNode) -> (name: String, scale: String?, weight: String?)? {
        let holders = [element, element.child("state", key: "normal"), element.child("buttonConfiguration")].compactMap { $0 }
        for holder in holders {
            let reference = holder.child("imageReference", key: "image") ?? holder.child("imageReference")
            let named = [holder, reference].compactMap { $0 }.first { $0["catalog"] == "system" && $0["image"] != nil }
            guard let named, let name = named["image"] else { continue }
            let configuration = holder.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
                ?? holder.child("preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage")
                ?? element.child("preferredSymbolConfiguration")
            let scale = [configuration?["scale"], reference?["symbolScale"]].compactMap { $0 }.first { ControlSpec.symbolScales.contains($0) }
            let weight = configuration?["weight"].flatMap { ControlSpec.symbolWeights.contains($0) && $0 != "regular" ? $0 : nil }
            return (name, scale == "medium" ? nil : scale, weight)
        }
        return nil
    }
}
