extension SwiftSourceExport {
    /// Seed 3's final `EnumPicker`, with the `RawRepresentable` convenience initializer.
    static let enumPicker = """
        struct EnumPicker<T: Hashable & CaseIterable, V: View>: View {

          @Binding var selected: T
          var title: String? = nil

          let mapping: (T) -> V

          var body: some View {
            Picker(selection: $selected, label: Text(title ?? "")) {
              ForEach(Array(T.allCases), id: \\.self) {
                mapping($0).tag($0)
              }
            }
          }
        }

        extension EnumPicker where T: RawRepresentable, T.RawValue == String, V == Text {
          init(selected: Binding<T>, title: String? = nil) {
            self.init(selected: selected, title: title) {
              Text($0.rawValue)
            }
          }
        }
        """

    /// Seed 2's failable `Text` initializers, each returning nil for a nil value.
    static let optionalText = """
          init?(optional string: String?) {
            guard let string else { return nil }
            self.init(string)
          }
        """

    static let priceText = """
          init?(price: Decimal?, currency: String = "USD") {
            guard let price else { return nil }
            let formatted = price.formatted(.currency(code: currency))
            self.init(formatted)
          }
        """

    static let relativeDateText = """
          init?(relativeDate date: Date?, relativeTo now: Date = .now) {
            guard let date else { return nil }
            let formatter = RelativeDateTimeFormatter()
            formatter.unitsStyle = .abbreviated
            self.init(formatter.localizedString(for: date, relativeTo: now))
          }
        """

    /// Seed 2's failable `Image(systemName:)`.
    static let optionalImage = """
        extension Image {
          init?(systemName: String?) {
            guard let systemName else { return nil }
            self.init(systemName: systemName)
          }
        }
        """

    /// Seed 2's discount badge, over the discount itself rather than an item, named `name`: the
    /// badge's tree (`BadgePresentation.tree`) with the discount's text.
    static func discountBadge(named name: String) -> String {
        let badge = DrawnViewSource.source(
            of: BadgePresentation.tree(text: "", color: .red), content: ["Text(\"\\(discount)% OFF\")"])
        return
            (["@ViewBuilder", "func \(name)(for discount: Int?) -> some View {", "  if let discount, discount > 0 {"]
            + badge.map { "    " + $0 } + ["  }", "}"]).joined(separator: "\n")
    }

    /// The helpers the body calls, in the seeds' order.
    static func helpers(_ used: DrawnViewSource.Helpers, plan: ExportPlan, into w: inout SwiftWriter) {
        if used.contains(.enumPicker) {
            w.line("")
            w.lines(enumPicker.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        let texts = [
            (DrawnViewSource.Helpers.optionalText, optionalText), (.priceText, priceText),
            (.relativeDateText, relativeDateText),
        ].filter { used.contains($0.0) }.map(\.1)
        if !texts.isEmpty {
            w.line("")
            w.line("extension Text {")
            w.lines(
                texts.joined(separator: "\n\n").split(separator: "\n", omittingEmptySubsequences: false).map(
                    String.init))
            w.line("}")
        }
        for (helper, code) in [
            (DrawnViewSource.Helpers.optionalImage, optionalImage),
            (.discountBadge, discountBadge(named: plan.badgeFunction)),
        ]
        where used.contains(helper) {
            w.line("")
            w.lines(code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }
}
