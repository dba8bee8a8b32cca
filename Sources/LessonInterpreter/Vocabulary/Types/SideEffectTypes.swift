/// UIKit and Foundation types (and functions) whose calls are side effects a preview skips,
/// each with one warning.
/// Sorted (a test keeps them so): constant data, searched by halves.
enum SideEffectTypes {
    static let names: [String] = [
        "AVAudioPlayer", "AVSpeechSynthesizer", "CHHapticEngine", "CIContext", "CIFilter", "CIImage",
        "LAContext", "MLModelConfiguration", "NotificationCenter", "UIApplication", "UIDevice", "UIFont",
        "UIImpactFeedbackGenerator", "UILabel", "UINavigationBar", "UINotificationFeedbackGenerator", "UIPageControl",
        "UIScrollView", "UISegmentedControl", "UISelectionFeedbackGenerator", "UISwitch", "UITabBar", "UITableView",
        "UITextField", "UIView", "UNUserNotificationCenter", "UserDefaults", "debugPrint", "print",
    ]
}
