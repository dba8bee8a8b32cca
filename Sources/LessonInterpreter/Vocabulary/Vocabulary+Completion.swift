extension Vocabulary {
    /// The views the table builds, by name, each with its initializers as Swift names them
    /// (`init(alignment:spacing:content:)`), for completion to offer after `show `.
    public var viewInitializers: [(name: String, initializers: [String])] {
        views.values.sorted { $0.name < $1.name }.map { entry in
            (entry.name, entry.signatures.map { "init(" + $0.labels.map { ($0 ?? "_") + ":" }.joined() + ")" })
        }
    }

    /// After `VStack(`, the labels its first argument may have, in the table's order, each once:
    /// a labelled parameter that takes no closure and that only defaulted parameters come before.
    ///
    ///     Vocabulary.standard.firstLabels(ofView: "VStack")   // ["alignment", "spacing"]
    public func firstLabels(ofView name: String) -> [String] {
        var seen = Set<String>()
        var labels: [String] = []
        for signature in views[name]?.signatures ?? [] {
            for p in signature.parameters {
                if let label = p.label, !p.takesClosure, seen.insert(label).inserted { labels.append(label) }
                if !p.hasDefault { break }
            }
        }
        return labels
    }
}
