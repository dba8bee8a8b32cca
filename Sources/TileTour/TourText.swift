import TileRender
import TileText

/// The tour's one-line texts (a task, a hint) wrapped at the terminal's width by words, later
/// lines indented under the first's text, so that no line runs past the screen's edge.
///
///     TourText.wrap("Task: ", "Draw one apple tile that shows 100.", width: 20)
///     // ["Task: Draw one apple", "      tile that", "      shows 100."]
public enum TourText {
    public static func wrap(_ head: String, _ text: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: TextWidth.of(head))
        var lines: [String] = []
        var line = head
        var empty = true
        for word in text.split(separator: " ") {
            let w = String(word)
            if !empty, TextWidth.of(line) + 1 + TextWidth.of(w) > width {
                lines.append(line)
                line = indent + w
            } else {
                line += (empty ? "" : " ") + w
            }
            empty = false
        }
        lines.append(line)
        return lines
    }
}
