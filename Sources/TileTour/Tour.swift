/// The built-in tour: every lesson file in `Lessons/`, in order, built into the binary.
///
///     let tracks = try Tour.builtIn.get()  // [Track 1, Track 2, Track 3]
public enum Tour {
    public static let builtIn: Result<[TourTrack], TourFormat.Problem> = read(
        BuiltInLessons.files.map { ($0.name, $0.text) })

    /// Lesson files in order: each continues the tracks of the ones before.
    public static func read(_ files: [(name: String, text: String)]) -> Result<[TourTrack], TourFormat.Problem> {
        var tracks: [TourTrack] = []
        for file in files {
            switch TourFormat.parse(file.text, source: "Lessons/" + file.name, after: tracks) {
            case .success(let t): tracks = t
            case .failure(let p): return .failure(p)
            }
        }
        return .success(tracks)
    }

    /// `1.2` (a lesson) or `1` (a track, at its first unfinished lesson).
    public static func lesson(_ id: String, in tracks: [TourTrack], progress: TourProgress) -> TourLesson? {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard let t = Int(parts[0]), tracks.indices.contains(t - 1) else { return nil }
        if parts.count == 1 { return progress.resume(tracks[t - 1]) }
        guard parts.count == 2, let l = Int(parts[1]), tracks[t - 1].lessons.indices.contains(l - 1) else { return nil }
        return tracks[t - 1].lessons[l - 1]
    }

    /// `tileshell learn`: the tracks and lessons, with the learner's progress.
    public static func listing(_ tracks: [TourTrack], progress: TourProgress) -> [String] {
        var lines = ["The tour: each step checks itself by comparing the views you draw with its goal.", ""]
        for t in tracks {
            lines.append("Track \(t.number): \(t.title)")
            for l in t.lessons {
                let done = min(progress.done[l.id] ?? 0, l.steps.count)
                let mark = done == l.steps.count ? "✓" : (done > 0 ? "…" : " ")
                lines.append(
                    "  \(mark) \(l.id)  \(l.title)  (\(done)/\(l.steps.count) \(l.steps.count == 1 ? "step" : "steps"))"
                )
            }
        }
        lines += [
            "",
            "Start a lesson with 'tileshell learn 1.1', or a track at its first unfinished lesson with 'tileshell learn 1'.",
        ]
        return lines
    }
}
