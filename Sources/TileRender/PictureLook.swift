/// What a picture draws: `.terminal` is exactly the cells the text renderer draws, on a cell grid,
/// box characters as shapes; `.swiftui` is the views at their SwiftUI geometry in points.
///
/// NB: here, below the pictures, so that the language (`export x.svg look swiftui`) can check a
/// look without importing the picture writers.
public enum PictureLook: String, CaseIterable, Hashable, Sendable {
    case terminal
    case swiftui
}

/// A picture's appearance: `PictureTheme.dark` draws on black with the dark system colours.
public enum PictureTheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}
