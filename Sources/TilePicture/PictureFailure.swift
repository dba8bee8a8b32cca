import TileTree

/// Why a picture was not made: the document would pass its byte limit, or a block's tree could
/// not be laid out in points for the SwiftUI look (past the layout's limits or budget).
public enum PictureFailure: Error, Hashable, Sendable {
    case tooLong
    case layout(LayoutError)
}
