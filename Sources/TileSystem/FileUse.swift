/// How a run used a file, as `ScriptRunner.fileObserver` reports it: `--preview` follows the
/// files a run read and takes no notice of changes to the files it wrote.
package enum FileUse: Sendable {
    /// Run by `source`, or read by `load`.
    case read
    /// Written by `save`, appended to by `record`, or written by `export`.
    case written
}
