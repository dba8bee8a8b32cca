/// Glyphs for common SF Symbol names, so that `Image(systemName:)` draws in a terminal.
///
///     Symbols.glyph(for: "star.fill")  // "★"
public enum Symbols {
    public static let table: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓",
        "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "xmark": "✗", "xmark.circle": "⊗",
        "plus": "+", "minus": "−", "plus.circle": "⊕", "minus.circle": "⊖", "multiply": "×", "divide": "÷",
        "equal": "=", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.up.arrow.down": "⇅",
        "chevron.up": "⌃", "chevron.down": "⌄", "chevron.left": "‹", "chevron.right": "›",
        "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "cloud": "☁", "cloud.fill": "☁",
        "cloud.rain": "☂", "snowflake": "❄", "bolt": "ϟ", "bolt.fill": "⚡", "flame": "🔥", "drop": "💧",
        "leaf": "🍃", "envelope": "✉", "envelope.fill": "✉", "phone": "☎", "phone.fill": "☎",
        "bell": "🔔", "bell.fill": "🔔", "cart": "🛒", "cart.fill": "🛒", "bag": "👜", "gift": "🎁",
        "tag": "🏷", "creditcard": "💳", "house": "⌂", "house.fill": "⌂", "person": "👤", "person.fill": "👤",
        "person.2": "👥", "gear": "⚙", "gearshape": "⚙", "flag": "⚑", "flag.fill": "⚑", "bookmark": "🔖",
        "clock": "🕒", "alarm": "⏰", "calendar": "📅", "timer": "⏱", "hourglass": "⌛", "lock": "🔒",
        "lock.open": "🔓", "key": "🔑", "magnifyingglass": "🔍", "trash": "🗑", "pencil": "✎",
        "paperplane": "✈", "airplane": "✈", "car": "🚗", "music.note": "♪", "play": "▶", "play.fill": "▶",
        "pause": "⏸", "stop": "⏹", "exclamationmark.triangle": "⚠", "info.circle": "ⓘ",
        "questionmark.circle": "?", "globe": "🌐", "photo": "🖼", "camera": "📷",
        "doc": "📄", "folder": "📁", "link": "🔗", "paperclip": "📎", "scissors": "✂", "cup.and.saucer": "☕",
        "fork.knife": "🍴", "carrot": "🥕", "leaf.fill": "🍃", "heart.circle": "♡", "hand.thumbsup": "👍",
        "hand.thumbsdown": "👎", "sparkles": "✨", "crown": "♛", "trophy": "🏆",
    ]

    public static func glyph(for name: String) -> String? { table[name] }
}
