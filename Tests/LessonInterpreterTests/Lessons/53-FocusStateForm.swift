// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct FocusStateBootcamp: View {

    enum OnboardingField: Hashable {
        case username
        case password
    }

    @FocusState private var fieldInFocus: OnboardingField?
    @State private var username: String = ""
    @State private var password: String = ""

    var body: some View {
        VStack(spacing: 30) {
            TextField("Add your name here...", text: $username)
                .focused($fieldInFocus, equals: .username)
                .padding(.leading)
                .frame(height: 55)
                .frame(maxWidth: .infinity)
                .background(Color.gray.brightness(0.3))
                .cornerRadius(10)
                .submitLabel(.next)
                .onSubmit {
                    fieldInFocus = .password
                }

            SecureField("Add your password here...", text: $password)
                .focused($fieldInFocus, equals: .password)
                .padding(.leading)
                .frame(height: 55)
                .frame(maxWidth: .infinity)
                .background(Color.gray.brightness(0.3))
                .cornerRadius(10)

            Button("SIGN UP 🚀") {
                let usernameIsValid = !username.isEmpty
                let passwordIsValid = !password.isEmpty
                if usernameIsValid && passwordIsValid {
                    print("SIGN UP")
                } else if usernameIsValid {
                    fieldInFocus = .password
                } else {
                    fieldInFocus = .username
                }
            }
        }
        .padding(40)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                self.fieldInFocus = .username
            }
        }
    }
}

struct FocusStateBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        FocusStateBootcamp()
    }
}
// '.brightness' changes only colours, which tileshell draws (the gray fields lightened), with no warning.
// .onAppear runs before the first drawing; the focus it sets 0.5 s later with
// DispatchQueue.main.asyncAfter is not run, with one warning.
// expect-warnings: 1
