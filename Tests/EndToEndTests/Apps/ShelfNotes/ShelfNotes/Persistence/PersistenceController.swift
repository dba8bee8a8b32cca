import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        let samples: [(String, String, Int16, Bool)] = [
            ("The Left Hand of Darkness", "Le Guin", 5, true),
            ("Dune", "Herbert", 4, false),
            ("Kindred", "Butler", 5, true),
            ("Solaris", "Lem", 3, false),
        ]
        for (title, author, rating, pinned) in samples {
            let note = Note(context: viewContext)
            note.title = title
            note.author = author
            note.rating = rating
            note.pinned = pinned
        }
        let tag = Tag(context: viewContext)
        tag.name = "Classics"
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "ShelfNotes")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
