/// How a control places its content in its height (UIKit's `UIControl.ContentVerticalAlignment`).
public enum ContentVerticalAlignment: String, Sendable, CaseIterable {
    case center, top, bottom, fill
}
