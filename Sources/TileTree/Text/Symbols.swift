/// Glyphs for common SF Symbol names, so that `Image(systemName:)` draws in a terminal (pictures
/// draw `SymbolOutlines` instead).
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
        "chevron.backward": "‹", "chevron.forward": "›",
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
        "person.crop.circle": "👤", "person.circle": "👤", "person.3": "👥",

        "square.and.arrow.up": "⇪", "ellipsis": "…", "line.3.horizontal": "☰", "list.bullet": "☰",
        "mappin": "📍", "map": "🗺", "book": "📖", "books.vertical": "📚", "graduationcap": "🎓",
        "dollarsign": "$", "eurosign": "€", "message": "💬", "bubble.left": "💬", "video": "📹", "mic": "🎤",
        "speaker.wave.2": "🔊", "wifi": "📶", "battery.100": "🔋", "iphone": "📱", "desktopcomputer": "🖥",
        "keyboard": "⌨", "tv": "📺", "gamecontroller": "🎮", "headphones": "🎧", "bicycle": "🚲", "bus": "🚌",
        "figure.walk": "🚶", "pawprint": "🐾", "hare": "🐇", "tortoise": "🐢", "ladybug": "🐞", "swift": "🐦",
        "bell.badge": "🔔", "hand.wave": "👋", "face.smiling": "☺", "eye": "👁", "sparkle": "✦",
        "wand.and.stars": "✨", "paintbrush": "🖌", "paintpalette": "🎨", "lightbulb": "💡", "cross": "✚",
        "pills": "💊", "thermometer": "🌡", "wind": "🌬", "tornado": "🌪", "umbrella": "☂", "cloud.bolt": "⛈",
        "cloud.snow": "🌨", "cloud.sun": "⛅", "sunrise": "🌅", "sunset": "🌇", "rainbow": "🌈",
        "mountain.2": "⛰", "tree": "🌳", "film": "🎞", "music.note.list": "♫", "guitars": "🎸",
        "pianokeys": "🎹", "ticket": "🎟", "theatermasks": "🎭", "checkmark.seal": "✓", "xmark.octagon": "⊗",
        "exclamationmark.circle": "!", "exclamationmark": "!", "questionmark": "?", "number": "#",
        "at": "@", "bolt.heart": "⚡", "flame.circle": "🔥", "heart.text.square": "♡", "square.grid.2x2": "▦",
        "circle.grid.2x2": "⁘", "slider.horizontal.3": "☰", "house.circle": "⌂", "applelogo": "",
        "cloud.drizzle": "☂", "cloud.heavyrain": "☂", "sun.and.horizon": "🌅", "moon.stars": "☾",
        "sun.min": "☀", "globe.americas": "🌐", "globe.europe.africa": "🌐", "person.fill.checkmark": "👤",
    ]

    /// The glyph for a symbol, or for its base symbol (`star.circle.fill` draws as `star`).
    public static func glyph(for name: String) -> String? {
        if let g = table[name] { return g }
        var base = name[...]
        for suffix in [".fill", ".circle", ".square", ".rectangle", ".badge", ".slash"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            if let g = table[String(base)] { return g }
        }
        return nil
    }
}
