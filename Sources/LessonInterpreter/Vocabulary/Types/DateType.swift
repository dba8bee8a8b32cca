/// `Date`: `Date.now` is the run's `--now`, so previews are reproducible.
enum DateType {
    static let entry = TypeEntry(name: "Date", role: .served) { use in
        use.name == "now" ? .date(use.interpreter.now) : nil
    }
}
