/// UIKit and Foundation types (and functions) whose calls are side effects a preview skips,
/// each with one warning.
/// Sorted (a test keeps them so): constant data, searched by halves.
enum SideEffectTypes {
    static let names: [String] = [
        "DispatchQueue", "NotificationCenter", "UIApplication", "UIDevice", "UIFont", "UIImpactFeedbackGenerator",
        "UILabel", "UINavigationBar", "UIPageControl", "UIScrollView", "UISegmentedControl", "UISwitch", "UITabBar",
        "UITableView", "UITextField", "UIView", "UserDefaults", "debugPrint", "print",
    ]
}
