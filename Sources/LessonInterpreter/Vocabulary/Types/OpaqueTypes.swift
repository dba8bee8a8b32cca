/// Foundation and SwiftUI value types the interpreter does not model: a value of one is a
/// stand-in, so that a `DatePicker`'s range or a formatter can be written.
/// Sorted (a test keeps them so): constant data, searched by halves.
enum OpaqueTypes {
    static let names: [String] = [
        "AnyShapeStyle", "AnyTransition", "AttributedString", "Bundle", "CGColor", "Calendar", "CharacterSet", "Data",
        "DateComponents", "DateFormatter", "DragGesture", "FileManager", "FocusState", "GeometryProxy", "Haptics",
        "ImageRenderer", "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "LongPressGesture",
        "MagnificationGesture", "Measurement", "NSAttributedString", "NSPredicate", "Namespace", "Notification",
        "NumberFormatter", "ObservableObject", "PersonNameComponents", "ProcessInfo", "Published", "RotationGesture",
        "Scanner", "ScrollViewProxy", "TapGesture", "TimeZone", "Timer", "Transaction", "UIImage", "URL",
    ]
}
