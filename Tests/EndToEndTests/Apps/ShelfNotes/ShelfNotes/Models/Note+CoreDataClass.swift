import CoreData
import Foundation

@objc(Note)
public class Note: NSManagedObject {
    @NSManaged public var title: String?
    @NSManaged public var author: String?
    @NSManaged public var rating: Int16
    @NSManaged public var pinned: Bool

    public var wrappedTitle: String { title ?? "Untitled" }

    public var stars: String { String(repeating: "★", count: Int(rating)) }
}
