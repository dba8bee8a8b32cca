A SwiftUI view typed at the prompt joins the session: its preview is drawn, its @State
properties become bindings (named as in the source), and the preview is watched, so that
'set' and 'tap' draw it again. A declaration goes on while its brackets are open.

  $ struct Counter: View {
  >     enum Mode: String, CaseIterable { case compact, detailed }
  >     @State private var count = 0
  >     @State private var showsTotal = false
  >     @State private var mode: Mode = .compact
  >     let title: String
  >     var body: some View {
  >         VStack(spacing: 12) {
  >             Text("\(title): \(count)")
  >                 .font(.headline)
  >             if showsTotal {
  >                 Text("mode \(mode.rawValue)")
  >             }
  >             HStack {
  >                 Button("-1") { count -= 1 }
  >                 Button("+1") { count += 1 }
  >                 Button("Total") { showsTotal.toggle() }
  >                 Button("Reset") { count = 0; showsTotal = false }
  >             }
  >         }
  >     }
  > }
  declared Counter (a View); try 'show Counter(title: …)'
  $ #Preview {
  >     Counter(title: "Apples")
  > }
  ── Preview ──
       Apples: 0
  -1  +1  Total  Reset
  declared a preview; states count (Int), showsTotal (Bool), mode (Counter.Mode);
  buttons '+1', '-1', 'Reset', 'Total'; try 'set count …', 'tap "+1"'

A binding set from the prompt redraws the preview; 'tap' runs a button's action, and undo
takes it back like any change.

  $ set count 5
  ── watch 1: preview "Preview"
       Apples: 5
  -1  +1  Total  Reset
  $ tap "+1"
  tapped '+1': count = 6
  ── watch 1: preview "Preview"
       Apples: 6
  -1  +1  Total  Reset
  $ tap Total
  tapped 'Total': showsTotal = true
  ── watch 1: preview "Preview"
       Apples: 6
      mode compact
  -1  +1  Total  Reset
  $ undo
  undid tap Total: showsTotal = false
  ── watch 1: preview "Preview"
       Apples: 6
  -1  +1  Total  Reset
  $ redo
  redid tap Total: showsTotal = true
  ── watch 1: preview "Preview"
       Apples: 6
      mode compact
  -1  +1  Total  Reset
  $ tap Reset
  tapped 'Reset': count = 0, showsTotal = false
  ── watch 1: preview "Preview"
       Apples: 0
  -1  +1  Total  Reset

A button that is not there, or a value of the wrong type, is an error that says what fits.

  $ tap "+2"
  swift.t:32:5: error: no button or link labelled '+2'; expected '+1', '-1', 'Reset' or 'Total'
  tap "+2"
      ^~~~
  $ pick mode detailed
  ── watch 1: preview "Preview"
       Apples: 0
  -1  +1  Total  Reset
  $ set showsTotal maybe
  swift.t:34:16: error: 'maybe' is not a valid Bool; expected true or false
  set showsTotal maybe
                 ^~~~~

'show' draws a view with arguments; a wrong label or type is Swift's own error, pointing
into the expression.

  $ show Counter(title: "Pears")
        Pears: 0
  -1  +1  Total  Reset
  $ show Counter(titel: "Pears")
  swift.t:36:14: error: incorrect argument label in call to 'Counter' (have 'titel:', expected 'title:')
  show Counter(titel: "Pears")
               ^~~~~~~~~~~~~~
  $ show Counter(title: 3)
  swift.t:37:14: error: cannot convert value of type 'Int' to expected type 'String'
  show Counter(title: 3)
               ^~~~~~~~

The source's enums type bindings, under the name Swift gives them from outside.

  $ var m: Counter.Mode = detailed
  $ pick m compact
  $ pick m banana
  swift.t:40:8: error: 'banana' is not a case of Counter.Mode (compact, detailed)
  pick m banana
         ^~~~~~

Any SwiftUI expression, explained as SwiftUI builds it; 'preview' draws the previews again.

  $ show Text("Hi").bold().padding()
 
      Hi
 
  $ explain show Text("Hi").padding()
  show Text("Hi").padding() would draw a view written in Swift, built as SwiftUI
  builds it:
    .padding
      Text "Hi"
  $ preview
  ── Preview ──
       Apples: 0
  -1  +1  Total  Reset
  $ preview Nope
  swift.t:44:9: error: no preview named 'Nope'; expected 'Preview'
  preview Nope
          ^~~~
  $ open /nonexistent/Lesson.swift
  swift.t:45:6: error: cannot open '/nonexistent/Lesson.swift': No such file or directory
  open /nonexistent/Lesson.swift
       ^~~~~~~~~~~~~~~~~~~~~~~~~

A modifier on a line of its own, as Swift code puts one under a view's '}', changes the view
'show' drew last from Swift and draws it again; the next modifier goes on from there.

  $ show VStack {
  >     Text("Hi")
  > }
  Hi
  $ .padding()
 
      Hi
 
  $ .background {
  >     Color.red
  > }
 
      Hi
 
  $ .scaleEffect(2)
 
      Hi
 
  $ .bold(3)
  swift.t:54:7: error: expected a Bool, found 'Int'
  .bold(3)
        ^

Swift's string interpolation is Swift's inside a 'show'; a shell string has none.

  $ show Text("Total: \(2 + 3) \(["a", "b"].joined(separator: ", "))")
  Total: 5 a, b
  $ show Text("Total: \(2 + 3")
  swift.t:56:26: error: unterminated string literal; expected a closing '"'
  show Text("Total: \(2 + 3")
                           ^
  $ set name "a \(b)"
  swift.t:57:13: error: invalid escape sequence '\(' in string; expected one of \" \\ \n \t \r \0 \u{...}
  set name "a \(b)"
              ^~

A Swift expression sees the bindings it names (Bool, Int, Double, String, the enums of the
session's Swift, optional or not), and a watch of it is drawn again when they change.

  $ var n: Int = 3
  $ watch show Text("n is \(n), \(name ?? "you")")
  ── watch 2: show Text("n is \(n), \(name ?? "you")")
  n is 3, you
  $ set n 4
  ── watch 2: show Text("n is \(n), \(name ?? "you")")
  n is 4, you
  $ show Text("\(price)")
  swift.t:61:14: error: cannot find 'price' in scope
  show Text("\(price)")
               ^~~~~
  note: 'price' is a binding of type Decimal?, which Swift here cannot read; it reads Bool, Int, Double, String and the enums of the session's Swift

A declaration that fails says swiftc's error, placed where it is in the entry.

  $ struct Slip2: View {
  >     var body: some View { Text("ok" }
  > }
  swift.t:63:37: error: expected ')' to end the argument list
      var body: some View { Text("ok" }
                                      ^
