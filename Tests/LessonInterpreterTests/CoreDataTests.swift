import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// Core Data as a preview runs it, in memory: the preview-controller pattern inserts sample rows,
/// and `@FetchRequest` lists them from the context the environment gives, sorted and filtered.
struct CoreDataTests {
    static let bookworm = """
        import SwiftUI
        import CoreData

        struct PersistenceController {
            static var preview: PersistenceController = {
                let result = PersistenceController(inMemory: true)
                let viewContext = result.container.viewContext
                for (title, rating) in [("Dune", 5), ("Emma", 3), ("Beloved", 4)] {
                    let book = Book(context: viewContext)
                    book.title = title
                    book.rating = Int16(rating)
                }
                let untitled = Book(context: viewContext)
                untitled.rating = 1
                try? viewContext.save()
                return result
            }()

            let container: NSPersistentContainer

            init(inMemory: Bool = false) {
                container = NSPersistentContainer(name: "Bookworm")
                if inMemory {
                    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
                }
                container.loadPersistentStores { _, error in
                    if let error { fatalError("Unresolved error \\(error)") }
                }
                container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
            }
        }

        struct ContentView: View {
            @Environment(\\.managedObjectContext) private var moc
            @FetchRequest(sortDescriptors: [SortDescriptor(\\.title)]) var books: FetchedResults<Book>
            @FetchRequest(
                sortDescriptors: [NSSortDescriptor(keyPath: \\Book.rating, ascending: false)],
                predicate: NSPredicate(format: "rating >= %@", 4)
            ) var favourites: FetchedResults<Book>

            var body: some View {
                List {
                    ForEach(books, id: \\.self) { book in
                        Text(book.title ?? "Unknown Title")
                    }
                    Section("Favourites") {
                        ForEach(favourites) { Text($0.title ?? "?") }
                    }
                }
            }
        }

        #Preview {
            ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
        }
        #Preview("Empty") {
            ContentView()
        }
        """

    @Test func thePreviewControllersRowsAreFetchedSortedAndFiltered() {
        let result = open(Self.bookworm)
        #expect(result.errors == [], "\(result.messages)")
        // NB: a title never set is nil, sorted first, as Core Data sorts nil.
        #expect(
            result.firstPreviewTexts == ["Unknown Title", "Beloved", "Dune", "Emma", "Favourites", "Dune", "Beloved"])
    }

    @Test func withNoContextGivenTheFetchIsEmpty() {
        var result = open(Self.bookworm)
        result.previews.removeAll { $0.name != "Empty" }
        #expect(result.firstPreviewTexts == ["Favourites"])
    }

    static let managedSubclass = """
        import SwiftUI
        import CoreData
        @objc(Movie)
        public class Movie: NSManagedObject {
            @NSManaged public var title: String?
            @NSManaged public var year: Int16
            public var wrappedTitle: String { title ?? "Unknown title" }
        }
        struct MovieRow: View {
            let movie: Movie
            var body: some View { Text("\\(movie.wrappedTitle) \\(movie.year)") }
        }
        #Preview {
            let moc = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            let movie = Movie(context: moc)
            return VStack { MovieRow(movie: movie); MovieRow(movie: { movie.title = "Heat"; movie.year = 1995; return movie }()) }
        }
        """

    @Test func aManagedObjectSubclassReadsNilAndZeroUntilSet() {
        let result = open(Self.managedSubclass)
        #expect(result.errors == [], "\(result.messages)")
        #expect(result.firstPreviewTexts == ["Unknown title 0", "Heat 1995"])
    }

    struct Model: LessonResources {
        func text(ofResource name: String) -> Result<String, ResourceRefusal> {
            .failure(ResourceRefusal(message: "none", isMissing: true))
        }
        func dataModel() -> String? {
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
                    <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
                    <attribute name="pages" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                    <attribute name="read" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                    <attribute name="genre" optional="YES" attributeType="String" defaultValueString="Fantasy &amp; Myth"/>
                    <attribute name="title" optional="YES" attributeType="String"/>
                </entity>
            </model>
            """
        }
    }

    @Test func aGeneratedEntityStartsWithTheModelsDefaults() {
        let source = """
            import SwiftUI
            import CoreData
            #Preview {
                let book = Book(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
                return Text("\\(book.rating) \\(book.pages) \\(book.read) \\(book.genre ?? "-") \\(book.title ?? "untitled")")
            }
            """
        let result = Lesson.open(
            [SourceFile(path: "Lesson.swift", text: source)], formatting: FixedFormatting(), now: 0, resources: Model())
        #expect(result.errors == [], "\(result.messages)")
        #expect(result.firstPreviewTexts == ["3 0 false Fantasy & Myth untitled"])
    }

    @Test func aFrameworkImportedByEveryFileIsNotedOnce() {
        let files = ["A", "B", "C"].map {
            SourceFile(path: "\($0).swift", text: "import SwiftUI\nimport CoreData\nimport MapKit\nstruct \($0) {}\n")
        }
        let result = Lesson.open(files, formatting: FixedFormatting(), now: 0)
        let notes = result.diagnostics.map(\.diagnostic.message).filter { $0.hasPrefix("'import") }
        #expect(
            notes == [
                "'import CoreData' is a stand-in: its store is in memory and starts empty",
                "'import MapKit' is a stand-in: its coordinates and regions are values; nothing is located",
            ])
    }
}
