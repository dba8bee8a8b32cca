/// Shortens text to a display width, ending in "…" when cut.
public enum Truncate {
    public static func toWidth(_ text: String, _ width: Int) -> String {
        if TextWidth.of(text) <= width { return text }
        guard width > 0 else { return "" }
        var out = ""
        var used = 0
        for ch in text {
            let w = TextWidth.of(ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }
}
