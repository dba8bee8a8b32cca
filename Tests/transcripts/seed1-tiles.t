Seed 1: a tile's title and colour are derived from the Fruit case in its init.
The preview: apples 100 beside oranges 46.

  $ tile apple 100 orange 46
  ╭──────────────────╮  ╭──────────────────╮
  │                  │  │                  │
  │   ╺┓  ┏━┓ ┏━┓    │  │     ╻ ╻ ┏━╸      │
  │    ┃  ┃ ┃ ┃ ┃    │  │     ┗━┫ ┣━┓      │
  │   ╺┻╸ ┗━┛ ┗━┛    │  │       ╹ ┗━┛      │
  │   ━━━━━━━━━━━    │  │     ━━━━━━━      │
  │      Apples      │  │     Oranges      │
  │                  │  │                  │
  ╰──────────────────╯  ╰──────────────────╯

With only a count, the fruit comes from the `fruit` binding:

  $ pick fruit orange; tile 12
  ╭──────────────────╮
  │                  │
  │     ╺┓  ╺━┓      │
  │      ┃  ┏━┛      │
  │     ╺┻╸ ┗━╸      │
  │     ━━━━━━━      │
  │     Oranges      │
  │                  │
  ╰──────────────────╯

Tiles wrap to a new row when wider than the output:

% width=44
  $ tile apple 1 orange 2 apple 3
  ╭──────────────────╮  ╭──────────────────╮
  │                  │  │                  │
  │       ╺┓         │  │       ╺━┓        │
  │        ┃         │  │       ┏━┛        │
  │       ╺┻╸        │  │       ┗━╸        │
  │       ━━━        │  │       ━━━        │
  │      Apples      │  │     Oranges      │
  │                  │  │                  │
  ╰──────────────────╯  ╰──────────────────╯
 
  ╭──────────────────╮
  │                  │
  │       ╺━┓        │
  │        ━┫        │
  │       ╺━┛        │
  │       ━━━        │
  │      Apples      │
  │                  │
  ╰──────────────────╯

Invalid fruit is unrepresentable:

  $ tile banana 3
  seed1-tiles.t:4:6: error: 'banana' is not a tile kind case (Fruit: apple, orange)
  tile banana 3
       ^~~~~~
  $ tile apple
  seed1-tiles.t:5:11: error: expected a count after 'apple', as in 'tile apple 3'
  tile apple
            ^
  $ tile apple 99999999999999999999
  seed1-tiles.t:6:12: error: integer literal '99999999999999999999' overflows Int; expected a value in -9223372036854775808...9223372036854775807
  tile apple 99999999999999999999
             ^~~~~~~~~~~~~~~~~~~~

User tile kinds must cover every case, like an exhaustive switch:

  $ enum Berry: straw, blue, rasp
  $ tilekind Berry: straw "Strawberries" pink, blue "Blueberries" indigo
  seed1-tiles.t:8:10: error: tilekind 'Berry' must be exhaustive: no title and colour for case rasp
  tilekind Berry: straw "Strawberries" pink, blue "Blueberries" indigo
           ^~~~~
  note: add each missing case as: <case> "<Title>" <colour>
  $ tilekind Berry: straw "Strawberries" pink, blue "Blueberries" indigo, rasp "Raspberries" red
  $ tile straw 3 rasp 14
  ╭──────────────────╮  ╭──────────────────╮
  │                  │  │                  │
  │       ╺━┓        │  │     ╺┓  ╻ ╻      │
  │        ━┫        │  │      ┃  ┗━┫      │
  │       ╺━┛        │  │     ╺┻╸   ╹      │
  │       ━━━        │  │     ━━━━━━━      │
  │   Strawberries   │  │   Raspberries    │
  │                  │  │                  │
  ╰──────────────────╯  ╰──────────────────╯
