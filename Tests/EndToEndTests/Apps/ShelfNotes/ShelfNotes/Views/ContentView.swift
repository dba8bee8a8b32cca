import CoreData
import SwiftUI

struct ContentView: View {
    @Environment(\.managedObjectContext) private var moc
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var notes: FetchedResults<Note>
    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \Note.author, ascending: true)],
        predicate: NSPredicate(format: "pinned == %@", NSNumber(value: true))
    ) private var pinned: FetchedResults<Note>
    @FetchRequest(sortDescriptors: []) private var tags: FetchedResults<Tag>

    var body: some View {
        NavigationStack {
            List {
                Section("Pinned") {
                    ForEach(pinned) { note in
                        NoteRow(note: note)
                    }
                }
                Section("All \(notes.count)") {
                    ForEach(notes) { note in
                        NoteRow(note: note)
                    }
                }
                Section("Tags") {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag.name ?? "?")
                    }
                }
            }
            .navigationTitle("Shelf Notes")
        }
    }
}

#Preview {
    ContentView()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
