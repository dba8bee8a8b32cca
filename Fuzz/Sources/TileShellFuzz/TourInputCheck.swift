import TileShell
import TileTour

/// The input read by the tour's parsers: as a lesson file (`## Lesson`, `### Step`, `task:` …),
/// a progress file and a record file, each of which reads back as itself when written again;
/// for each track it parses, the steps walked by their solutions (the self-check) and the
/// finished track exported as Swift, which must parse with our parser.
struct TourInputCheck {
    let text: String
    let environment: Environment

    func run() {
        if let progress = TourProgress(text: text), TourProgress(text: progress.text) != progress {
            fail("a tour progress file does not read back as itself:\n\(progress.text)")
        }
        if let record = TourRecord(text: text), TourRecord(text: record.text) != record {
            fail("a tour record file does not read back as itself:\n\(record.text)")
        }
        guard case .success(let tracks) = TourFormat.parse(text, source: "<fuzz>.tour") else { return }
        let record = TourRecord(text: text) ?? TourRecord()
        // NB: the first step of each lesson only: checking every step of a long input is slow
        // and adds little to what the shell run already covers.
        for track in tracks.prefix(2) {
            for lesson in track.lessons.prefix(4) {
                guard let step = lesson.steps.first else { continue }
                var shell = Shell(environment: environment)
                _ = TourCheck.run(step.setup + step.solution, in: &shell)
                _ = TourCheck.compare(learner: shell, goal: TourCheck.goal(of: step, environment: environment))
            }
            checkExportedSwift(
                TourExport.source(track, record: record, environment: environment), what: "a tour's Swift export")
        }
    }
}
