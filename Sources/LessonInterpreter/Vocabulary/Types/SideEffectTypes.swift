/// UIKit and Foundation types (and functions) whose calls are side effects a preview skips,
/// each with one warning.
enum SideEffectTypes {
    static let entries = [
        "UISegmentedControl", "UINavigationBar", "UITableView", "UITabBar", "UIView", "UILabel", "UIApplication",
        "UIScrollView", "UIPageControl", "UITextField", "UISwitch", "UIDevice", "print", "debugPrint",
        "UserDefaults", "NotificationCenter", "DispatchQueue", "UIImpactFeedbackGenerator", "UIFont",
    ].map { TypeEntry(name: $0, role: .sideEffect) }
}
