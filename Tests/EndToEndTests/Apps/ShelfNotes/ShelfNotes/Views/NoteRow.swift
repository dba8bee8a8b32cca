import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack {
            Text(note.wrappedTitle)
            Spacer()
            Text(note.stars)
        }
    }
}
