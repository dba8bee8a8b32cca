import TileRender

/// A `DatePicker`'s value and what it shows, kept on its node (a marker, `DecorationKind`'s
/// `.datePicker`) so that a `.datePickerStyle(_:)` written after it draws it again in that style.
public struct DatePickerSpec: Sendable {
    public var label: ViewNode?
    /// The selection, in seconds since 1970, read in UTC as the program's formatting reads it.
    public var seconds: Double
    public var showsDate: Bool
    public var showsTime: Bool
    /// The compact style's parts (the date, the time) as the program's formatting writes them.
    public var parts: [String]
    /// The style it is drawn in.
    public var style: DatePickerStyle = .compact

    public init(label: ViewNode?, seconds: Double, showsDate: Bool, showsTime: Bool, parts: [String]) {
        (self.label, self.seconds, self.showsDate, self.showsTime, self.parts) =
            (label, seconds, showsDate, showsTime, parts)
    }

    /// The selection's day and time of day in UTC (`CivilTime`, the civil calendar).
    public var civil: (year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        let c = CivilTime(seconds: Self.wholeSeconds(seconds))
        return (Int(c.year), Int(c.month), Int(c.day), Int(c.second / 3_600), Int(c.second % 3_600 / 60))
    }

    /// `seconds` rounded down, kept within ±10^15 (a NaN is 0), so that the calendar is exact.
    static func wholeSeconds(_ seconds: Double) -> Int64 {
        Int64((seconds.isFinite ? Swift.max(-1e15, Swift.min(1e15, seconds)) : 0).rounded(.down))
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    static func daysIn(_ month: Int, of year: Int) -> Int {
        Int(CivilTime.daysIn(month: Int64(month), year: Int64(year)))
    }

    /// The weekday of the first of the selection's month, 0 for Sunday (1 January 1970 was a Thursday).
    var firstWeekday: Int {
        let total = Self.wholeSeconds(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let weekday = Int(((days + 4) % 7 + 7) % 7)
        return ((weekday - (civil.day - 1)) % 7 + 7) % 7
    }
}

/// `.datePickerStyle(.compact)`, `.graphical` and `.wheel`, as iOS 17 draws them on an iPhone.
public enum DatePickerStyle: Sendable {
    case compact, graphical, wheel
}

extension ViewNode {
    /// A date picker drawn in `style`, marked with its spec so that a later style redraws it.
    public static func datePicker(_ spec: DatePickerSpec, style: DatePickerStyle = .compact) -> ViewNode {
        let drawn: ViewNode
        switch style {
        case .compact: drawn = datePicker(label: spec.label, parts: spec.parts)
        case .graphical: drawn = graphicalDatePicker(spec)
        case .wheel: drawn = wheelDatePicker(spec)
        }
        var kept = spec
        kept.style = style
        return drawn.modified(DecorationKind(.datePicker(kept)))
    }

    /// Every date picker in this tree drawn again in `style`, as `.datePickerStyle(_:)` on a view
    /// (a `Form`) styles the pickers inside it. NB: a picker nested more than `styleDepth` views
    /// down keeps its style, so that a pathologically deep tree is not walked on the stack.
    public func datePickerStyle(_ style: DatePickerStyle, depth: Int = 0) -> ViewNode {
        if let d = kind as? DecorationKind, case .datePicker(let spec) = d.decoration {
            return .datePicker(spec, style: style)
        }
        guard depth < Self.styleDepth, contains({ ($0 as? DecorationKind)?.isDatePicker == true }) else {
            return self
        }
        var copy = self
        copy.children = children.map { $0.datePickerStyle(style, depth: depth + 1) }
        return copy
    }

    static let styleDepth = 400

    /// The graphical style (no label): the month and year with the month arrows, the weekdays, a grid of
    /// the month's days (44 pt rows, seven columns sharing the width) with the selected day in a
    /// tinted circle of the accent colour, and, with the time, a "Time" row with its box.
    static func graphicalDatePicker(_ spec: DatePickerSpec) -> ViewNode {
        let c = spec.civil
        let header = ViewNode.hstack([
            ViewNode.text(DatePickerSpec.months[c.month - 1] + " \(c.year)").font(.system(size: 17, weight: .semibold)),
            ViewNode.image(systemName: "chevron.right", glyph: Symbols.glyph(for: "chevron.right"))
                .font(.system(size: 17, weight: .semibold)).foregroundColor(accent),
            .spacer(),
            ViewNode.image(systemName: "chevron.left", glyph: Symbols.glyph(for: "chevron.left"))
                .font(.system(size: 20, weight: .medium)).foregroundColor(accent),
            ViewNode.image(systemName: "chevron.right", glyph: Symbols.glyph(for: "chevron.right"))
                .font(.system(size: 20, weight: .medium)).foregroundColor(accent).padding(.leading, 28),
        ])
        .frame(height: 44)
        let weekdays = ViewNode.hstack(
            spacing: 0,
            ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"].map {
                ViewNode.text($0).font(.system(size: 13, weight: .semibold)).foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
            }
        )
        .frame(height: 20)
        let first = spec.firstWeekday
        let count = DatePickerSpec.daysIn(c.month, of: c.year)
        var rows: [ViewNode] = []
        var day = 1 - first
        while day <= count {
            var cells: [ViewNode] = []
            for _ in 0..<7 {
                var cell: ViewNode
                if day < 1 || day > count {
                    cell = .color(.clear)
                } else if day == c.day {
                    cell = ViewNode.text("\(day)").font(.system(size: 20, weight: .semibold)).foregroundColor(accent)
                        .frame(width: 40, height: 40)
                        .background(ViewNode.shape(.circle).fill(.rgb(RGB(0, 122, 255), opacity: 0.12)))
                } else {
                    cell = ViewNode.text("\(day)").font(.system(size: 20))
                }
                cells.append(cell.frame(maxWidth: .infinity).frame(height: 44))
                day += 1
            }
            rows.append(.hstack(spacing: 0, cells))
        }
        var parts = [header, weekdays, ViewNode.vstack(spacing: 0, rows)]
        if spec.showsTime, let time = spec.parts.last {
            parts.append(.row(.text("Time"), timeBox(time)))
        }
        // NB: the graphical style shows no label, as iOS draws it.
        return ViewNode.vstack(alignment: .leading, spacing: 8, parts)
    }

    /// The wheel style: a 216 pt tall wheel per component, each as wide as its values, 24 pt apart (month, day and year for a date; day,
    /// hour, minute and AM/PM with the time), five rows of 34 pt, the selected row in the middle
    /// on a grey band, the rows further out fainter; the label before them.
    static func wheelDatePicker(_ spec: DatePickerSpec) -> ViewNode {
        let c = spec.civil
        var columns: [(values: [String], selected: Int)] = []
        if spec.showsDate && !spec.showsTime {
            let days = DatePickerSpec.daysIn(c.month, of: c.year)
            columns = [
                (DatePickerSpec.months, c.month - 1), ((1...days).map { "\($0)" }, c.day - 1),
                ((c.year - 2...c.year + 2).map { "\($0)" }, 2),
            ]
        } else {
            if spec.showsDate {
                let short = DatePickerSpec.months[c.month - 1].prefix(3)
                let days = DatePickerSpec.daysIn(c.month, of: c.year)
                columns.append(((1...days).map { "\(short) \($0)" }, c.day - 1))
            }
            let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
            columns.append(((1...12).map { "\($0)" }, hour12 - 1))
            columns.append(((0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }, c.minute))
            columns.append((["AM", "PM"], c.hour < 12 ? 0 : 1))
        }
        let wheels = columns.map { column in
            ViewNode.vstack(
                spacing: 0,
                (-2...2).map { offset in
                    let n = column.selected + offset
                    let text = column.values.indices.contains(n) ? column.values[n] : ""
                    return ViewNode.text(text).font(.system(size: 21)).opacity(
                        offset == 0 ? 1 : offset.magnitude == 1 ? 0.6 : 0.3
                    )
                    .frame(height: 34)
                }
            )
        }
        let band = ViewNode.shape(.roundedRectangle(cornerRadius: 8)).fill(tertiaryFill).frame(height: 34)
        let wheel = ViewNode.zstack([band, ViewNode.hstack(spacing: 24, wheels)]).frame(height: 216)
        // NB: a label stands before the wheels, which share what it leaves (`.labelsHidden()`
        // gives them the row).
        guard let label = spec.label else { return wheel }
        return .hstack([label, wheel])
    }

    /// A time in the grey rounded box the compact style draws it in.
    static func timeBox(_ time: String) -> ViewNode {
        ViewNode.text(time).padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11))
            .background(ViewNode.shape(.roundedRectangle(cornerRadius: 6)).fill(tertiaryFill))
    }
}

extension ViewNode {
    /// `.labelsHidden()`: the controls in this tree drawn without their labels (a toggle's, a
    /// stepper's, a picker's title, a date picker's), as SwiftUI hides them. NB: as
    /// `datePickerStyle`, a control nested deeper than `styleDepth` keeps its label.
    public func labelsHidden(depth: Int = 0) -> ViewNode {
        if let d = kind as? DecorationKind, case .datePicker(var spec) = d.decoration {
            spec.label = nil
            return .datePicker(spec, style: spec.style)
        }
        if kind is ToggleKind || kind is StepperKind, children.count == 2 {
            return ViewNode(kind, [children[0], .empty])
        }
        if var picker = kind as? PickerKind, picker.picker.title != nil {
            picker.picker.title = nil
            return ViewNode(picker, children)
        }
        guard depth < Self.styleDepth else { return self }
        var copy = self
        copy.children = children.map { $0.labelsHidden(depth: depth + 1) }
        return copy
    }
}
