An entry goes on over several lines: after the ':' or a ',' of a declaration's list, and
after a line that ends with '\'. Later lines are written '  > ', as in cram.

  $ enum Berry:
  >   straw,
  >   blue
  $ tilekind Berry:
  >   straw "Strawberries" pink,
  >   blue "Blueberries" indigo
  $ tile straw 3 \
  >   blue 12
  ╭──────────────────╮  ╭──────────────────╮
  │                  │  │                  │
  │       ╺━┓        │  │     ╺┓  ╺━┓      │
  │        ━┫        │  │      ┃  ┏━┛      │
  │       ╺━┛        │  │     ╺┻╸ ┗━╸      │
  │       ━━━        │  │     ━━━━━━━      │
  │   Strawberries   │  │   Blueberries    │
  │                  │  │                  │
  ╰──────────────────╯  ╰──────────────────╯
  $ set name \
  >   "Ada Lovelace"; show name
  Ada Lovelace

A word that ends with '\' ends there: the '\' joins the lines as a blank does.

  $ set name foo\
  > bar
  multiline.t:12:1: error: unexpected 'bar' after the command; usage: set <binding> <value> | set <binding> nil
  bar
  ^~~

Diagnostics name the physical line of the token: commands number as the lines of the
script they form, so the wrong colour is on line 15.

  $ tilekind Berry:
  >   straw "Strawberries" pink,
  >   blue "Blueberries" nope
  multiline.t:15:22: error: unknown colour 'nope' (expected red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white); did you mean 'blue'?
    blue "Blueberries" nope
                       ^~~~

Messages and files that quote an entry of several lines quote it on one line, as the
lexer reads it: the watch header and list, the undo report, and a saved watch.

  $ watch tile straw 3 \
  >   blue 12 # two berries
  ── watch 1: tile straw 3 blue 12
  ╭──────────────────╮  ╭──────────────────╮
  │                  │  │                  │
  │       ╺━┓        │  │     ╺┓  ╺━┓      │
  │        ━┫        │  │      ┃  ┏━┛      │
  │       ╺━┛        │  │     ╺┻╸ ┗━╸      │
  │       ━━━        │  │     ━━━━━━━      │
  │   Strawberries   │  │   Blueberries    │
  │                  │  │                  │
  ╰──────────────────╯  ╰──────────────────╯
  $ watch
  1  tile straw 3 blue 12
  $ set name \
  >   "Ada"
  $ undo 2
  undid set name "Ada": name = "Ada Lovelace"
  undid watch tile straw 3 blue 12: watch 1 is removed
  $ watch tile straw 1 \
  >   blue 2
  ── watch 2: tile straw 1 blue 2
  ╭──────────────────╮  ╭──────────────────╮
  │                  │  │                  │
  │       ╺┓         │  │       ╺━┓        │
  │        ┃         │  │       ┏━┛        │
  │       ╺┻╸        │  │       ┗━╸        │
  │       ━━━        │  │       ━━━        │
  │   Strawberries   │  │   Blueberries    │
  │                  │  │                  │
  ╰──────────────────╯  ╰──────────────────╯
  $ save berries.tsh
  saved the session to berries.tsh: 14 commands, which 'load berries.tsh' replays
  $ load berries.tsh
  ── watch 1: tile straw 1 blue 2
  ╭──────────────────╮  ╭──────────────────╮
  │                  │  │                  │
  │       ╺┓         │  │       ╺━┓        │
  │        ┃         │  │       ┏━┛        │
  │       ╺┻╸        │  │       ┗━╸        │
  │       ━━━        │  │       ━━━        │
  │   Strawberries   │  │   Blueberries    │
  │                  │  │                  │
  ╰──────────────────╯  ╰──────────────────╯
