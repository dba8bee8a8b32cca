A button anywhere in a view's tree presses through: a child's button changes its parent's
@State through the @Binding it was given, and the binding the session holds reads it back.

  $ struct VolumeRow: View {
  >     @Binding var volume: Int
  >     var body: some View {
  >         HStack {
  >             Text("Volume \(volume)")
  >             Button("Louder") { volume += 1 }
  >         }
  >     }
  > }
  declared VolumeRow (a View); try 'show VolumeRow(volume: …)'
  $ struct Settings: View {
  >     let title: String
  >     @State private var volume = 3
  >     var body: some View { VStack { Text(title); VolumeRow(volume: $volume) } }
  > }
  declared Settings (a View); try 'show Settings(title: …)'
  $ #Preview { Settings(title: "Sound") }
  ── Preview ──
       Sound
  Volume 3  Louder
  declared a preview; states volume (Int); buttons 'Louder'; try 'set volume …',
  'tap "Louder"'
  $ tap Louder
  tapped 'Louder': volume = 4
  ── watch 1: preview "Preview"
       Sound
  Volume 4  Louder
  $ undo
  undid tap Louder: volume = 3
  ── watch 1: preview "Preview"
       Sound
  Volume 3  Louder

A child's own @State is kept for the view between taps, under the child's name; the root's
own @State is the binding.

  $ struct Tally: View {
  >     let name: String
  >     @State private var score = 0
  >     var body: some View { Button(name) { score += 1 }; Text("\(score) points") }
  > }
  declared Tally (a View); try 'show Tally(name: …)'
  $ struct Game: View {
  >     let title: String
  >     @State private var round = 1
  >     var body: some View { VStack { Text("\(title) \(round)"); Tally(name: "Score") } }
  > }
  declared Game (a View); try 'show Game(title: …)'
  $ #Preview("Game") { Game(title: "Round") }
  ── Game ──
  Round 1
   Score
  0 points
  declared a preview; states round (Int); buttons 'Score'; try 'set round …', 'tap
  "Score"'
  $ tap Score
  tapped 'Score': Tally.score = 1 (kept by the view)
  ── watch 1: preview "Preview"
       Sound
  Volume 3  Louder
  ── watch 2: preview "Game"
  Round 1
   Score
  1 points
  $ tap Score
  tapped 'Score': Tally.score = 2 (kept by the view)
  ── watch 1: preview "Preview"
       Sound
  Volume 3  Louder
  ── watch 2: preview "Game"
  Round 1
   Score
  2 points
  $ undo
  undid tap Score: the session before it is back
  ── watch 1: preview "Preview"
       Sound
  Volume 3  Louder
  ── watch 2: preview "Game"
  Round 1
   Score
  1 points

A #Preview's @Previewable @State is a binding too, and a button bound to it changes it.

  $ struct LightSwitch: View {
  >     @Binding var isOn: Bool
  >     var body: some View { Button(isOn ? "Turn off" : "Turn on") { isOn.toggle() } }
  > }
  declared LightSwitch (a View); try 'show LightSwitch(isOn: …)'
  $ #Preview("Light") {
  >     @Previewable @State var isOn = false
  >     LightSwitch(isOn: $isOn)
  > }
  ── Light ──
  Turn on
  declared a preview; states isOn (Bool); buttons 'Turn on'; try 'set isOn …',
  'tap "Turn on"'
  $ tap "Turn on"
  tapped 'Turn on': isOn = true
  ── watch 3: preview "Light"
  Turn off
  $ set isOn false
  ── watch 3: preview "Light"
  Turn on
