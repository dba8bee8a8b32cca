Every command, its help and its errors.

  $ help
  tileshell commands (help <command> for details):
    tile      Show one tile per pair, side by side; with only a count, the fruit
              comes from `fruit`. Counts are whole numbers from 0 up.
    pick      Set an enum-typed binding to one of its cases.
    set       Set any binding; the value must fit its type. `nil` clears an
              optional.
    unset     Clear an optional binding (the same as `set <binding> nil`).
    show      Render each binding's view, stacked (a nil optional renders nothing
              at all), or a SwiftUI view written in Swift.
    picker    Render an enum binding as an EnumPicker with a title and a per-case
              label ({case} is the case).
    enum      Declare an enum type.
    tilekind  Give every case of an enum a tile title and colour, so `tile` can
              show it. Must cover every case.
    var       Declare a binding. Types: Int, Decimal, String, Date and declared
              enums; `?` makes it optional.
    state     List every binding with its type and value.
    help      Show the commands, or one command's usage and examples.
    source    Run a script file in this session; a relative path is taken from the
              including file.
    record    Append every command that succeeds to a script file, until `record
              stop`.
    save      Write the whole session (declarations and values) to a file,
              atomically.
    load      Replace the session with one saved by `save`; a damaged file changes
              nothing.
    export    Write the last drawing (`all`: every drawing) to a file as a picture
              or text, by its extension; a .swift file gets the session as SwiftUI
              source.
    explain   Say what a binding's view is and why it looks as it does (or draws
              nothing), or what a command would draw; with layout, where each of
              its views goes and why.
    undo      Take back the last change to the session (n changes: `undo 3`): set,
              pick, unset, var, enum, tilekind, load, watch, unwatch.
    redo      Put back what `undo` took back; a new change clears what can be
              redone.
    watch     Draw a view now and again after every command that changes what it
              reads (tile, show, picker, state or explain); `watch` alone lists
              the watches.
    unwatch   Stop a watch, by the number `watch` lists, or every watch.
    history   List the lines entered in interactive sessions.
    edit      Open the previous entry (or a script) in $VISUAL or $EDITOR, and run
              it when the editor exits with status 0. Interactive sessions only.
    quit      End the session (also `exit`).
    open      Draw a SwiftUI file's previews here, evaluated as 'tileshell
              File.swift' does.
    preview   Draw the open SwiftUI file's previews again (or the one named), with
              the bindings' values now.
    tap       Press a button in the open SwiftUI file's previews (its action runs
              and the previews redraw), or follow a NavigationLink.
    back      Pop the screen a tapped NavigationLink pushed, as its back button
              does.
  bindings: state lists them; types: Int, Decimal, Double, Bool, String, Date, and
  enums
  an entry goes on over several lines after a trailing \, inside an enum or
  tilekind list (after its : or a ,), or while Swift's brackets are open
  Swift at the prompt: struct, enum … {, extension and #Preview declare views;
  show View(…) draws one
  startup file (run when an interactive session starts; --no-init skips it):
    $XDG_CONFIG_HOME/tileshell/init.tsh (default ~/.config/tileshell/init.tsh)
  $ help var
  usage: var <name>: <Type>[?] [= <value>] [as <view>]
  Declare a binding. Types: Int, Decimal, String, Date and declared enums; `?`
  makes it optional.
  examples:
    enum Size: small, medium, large
    var size: Size = medium
    var nickname: String?
    var total: Decimal = 12.5 as price
  $ help pcik
  commands.t:3:6: error: no help for 'pcik'; did you mean 'pick'?
  help pcik
       ^~~~
  $ var count: Int = 3
  $ var note: String? = "hi \u{1F34E}"
  $ var due: Date = 2026-12-24
  $ var total: Decimal = 12.5 as price
  $ show count note total
  3
  hi 🍎
  $12.50
  $ var count: Int
  commands.t:9:5: error: 'count' is already declared as Int
  var count: Int
      ^~~~~
  $ var flag: Boolean
  commands.t:10:11: error: unknown type 'Boolean' (expected Int, Decimal, Double, Bool, String, Date or a declared enum); did you mean 'Bool'?
  var flag: Boolean
            ^~~~~~~
  $ var bad: Int = 1.5
  commands.t:11:16: error: '1.5' is not a valid Int; expected a whole number such as 42
  var bad: Int = 1.5
                 ^~~
  $ var t: String as badge
  commands.t:12:18: error: view 'badge' cannot show a String
  var t: String as badge
                   ^~~~~
  $ state
  NAME      TYPE         VALUE
  fruit     Fruit        apple
  unit      TimeUnit     second
  style     PickerStyle  segmented
  currency  Currency     USD
  price     Decimal?     nil
  name      String?      nil
  jobTitle  String?      nil
  updated   Date?        nil
  discount  Int?         nil
  symbol    String?      nil
  count     Int          3
  note      String?      "hi 🍎"
  due       Date         2026-12-24T00:00:00Z
  total     Decimal      12.5
  $ unset fruit
  commands.t:14:7: error: 'fruit' has non-optional type Fruit and cannot be unset
  unset fruit
        ^~~~~
  $ set fruit nil
  commands.t:15:11: error: 'fruit' has non-optional type Fruit and cannot be nil
  set fruit nil
            ^~~
  $ frobnicate
  commands.t:16:1: error: unknown command 'frobnicate'
  frobnicate
  ^~~~~~~~~~
  note: type 'help' to list the commands
  $ record stop
  commands.t:17:1: error: not recording; start with 'record <file>'
  record stop
  ^~~~~~
  $ history
  commands.t:18:1: error: 'history' lists the lines of interactive sessions; this run is not one
  history
  ^~~~~~~
  $ source /nonexistent/file.tsh
  commands.t:19:8: error: cannot source '/nonexistent/file.tsh': No such file or directory
  source /nonexistent/file.tsh
         ^~~~~~~~~~~~~~~~~~~~~
  $ set name "\u{1b}]0;owned\u{7}"; show name
  \u{1B}]0;owned\u{7}
  $ quit
  $ show count
