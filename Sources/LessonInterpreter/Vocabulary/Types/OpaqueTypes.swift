/// Foundation and SwiftUI value types the interpreter does not model: a value of one is a
/// stand-in, so that a `DatePicker`'s range or a `LazyVGrid`'s columns can be written.
enum OpaqueTypes {
    static let entries = [
        "GridItem", "Calendar", "DateComponents", "DateFormatter", "NumberFormatter", "URL", "IndexSet", "Timer",
        "Data", "Namespace", "AnyTransition", "UIImage", "JSONDecoder", "JSONEncoder", "Locale", "TimeZone",
        "AttributedString", "NSAttributedString", "Notification", "CGColor", "AnyShapeStyle", "ScrollViewProxy",
        "Transaction", "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "RotationGesture",
        "ImageRenderer", "FocusState", "Task", "Haptics", "Scanner", "CharacterSet", "NSPredicate", "Bundle",
        "ProcessInfo", "FileManager", "Measurement", "PersonNameComponents", "Published", "ObservableObject",
    ].map { TypeEntry(name: $0, role: .opaque) }
}
