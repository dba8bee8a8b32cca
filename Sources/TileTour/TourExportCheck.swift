import LessonInterpreter
import SwiftLesson
import TileShell

/// A step is met only when the track's Swift file, as the tour would export it with the step
/// done, opens without an error: drawing the goal with Swift that Xcode would refuse is not a
/// pass. The file is checked with the interpreter's own checks (no compiler runs here); the
/// tests type-check the same file with swiftc.
///
///     TourExportCheck.error(track, record: record, meeting: "1.3", environment: env)
///     // nil, or "tileshell-track-1.swift:52:9: error: …"
public enum TourExportCheck {
    /// The first error of the track's file with `lesson`'s current step met (nil: the record as
    /// it is; lessons it lacks are their solutions), as `path:line:col: error: message`; nil when
    /// the file opens cleanly.
    public static func error(
        _ track: TourTrack, record: TourRecord, meeting lesson: String? = nil, environment: Environment
    ) -> String? {
        var record = record
        if let lesson { record.met(in: lesson) }
        let file = SourceFile(
            path: "tileshell-track-\(track.number).swift",
            text: TourExport.source(track, record: record, environment: environment))
        let result = Lesson.open(
            [file], formatting: LessonShellFormatting(environment: environment), now: Double(environment.now.seconds),
            shouldStop: environment.shouldStop)
        guard let first = result.diagnostics.firstIndex(where: { $0.diagnostic.severity == .error }) else { return nil }
        return result.messages[first]
    }
}
