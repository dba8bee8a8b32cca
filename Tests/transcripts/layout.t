The layout inspector: where each view of a drawing command goes, in points (SwiftUI's
geometry) and in cells (the terminal), and why it chose its size.

Seed 1's tile: the fixed 150 pt frame reports 150 whatever the VStack inside chooses; the
VStack is centred; in cells the rounded background's box keeps the content one cell in.

  $ explain layout tile apple 100
  tile apple 100 lays out as:
  in points, at the view's ideal size:
    HStack 150×150 at (0, 0), offered nil×nil
      its children's widths 150; as tall as the tallest
      .background 150×150 at (0, 0), offered 150×nil
        its content's size; the background is offered exactly that
        .frame 150×150 at (0, 0), offered 150×nil
          fixed width 150, height 150 (pt), whatever its child chooses; child
          aligned center
          VStack 54.73×73 at (47.64, 38.5), offered 150×150
            its children's heights 40.67 + 20.33 with spacing 12; as wide as the
            widest
            Text "100" #FFFFFF 51.19×40.67 at (49.4, 38.5), offered 150×40.67
              its ideal size, the width of its text
            Text "Apples" #FFFFFF 54.73×20.33 at (47.64, 91.17), offered 150×20.33
              its ideal size, the width of its text
        Color #FF3B30 150×150 at (0, 0), offered 150×150
          takes the whole offer
  in cells, at the terminal's width:
    HStack 20×9 at (0, 0), offered 80×nil
      its children's widths 20; as tall as the tallest
      .background 20×9 at (0, 0), offered 20×nil
        its content's size; the background is offered exactly that
        .frame 20×9 at (0, 0), offered 20×nil
          fixed width 150, height 150 (pt), whatever its child chooses; child
          aligned center
          VStack 11×5 at (4.5, 2), offered 18×7
            its children's heights 4 + 1 with spacing 0; as wide as the widest
            Text "100" #FFFFFF 11×4 at (4.5, 2), offered 18×4
              its ideal size, the width of its text
            Text "Apples" #FFFFFF 6×1 at (7, 6), offered 18×1
              its ideal size, the width of its text
        Color #FF3B30 20×9 at (0, 0), offered 20×9
          takes the whole offer

A nil optional draws nothing, so there is nothing to lay out; the badge is padding around a
caption on a red capsule.

  $ explain layout show price
  show price draws nothing now
  $ set discount 20
  $ explain layout show discount
  show discount lays out as:
  in points, at the view's ideal size:
    .background 63.1×18.33 at (0, 0), offered nil×nil
      its content's size; the background is offered exactly that
      .padding 63.1×18.33 at (0, 0), offered nil×nil
        its child's size plus 2 top, 0 leading, 2 bottom, 0 trailing
        .padding 63.1×14.33 at (0, 2), offered nil×nil
          its child's size plus 0 top, 6 leading, 0 bottom, 6 trailing
          Text "20% OFF" #FFFFFF 51.1×14.33 at (6, 2), offered nil×nil
            its ideal size, the width of its text
      Color #FF3B30 63.1×18.33 at (0, 0), offered 63.1×18.33
        takes the whole offer
  in cells, at the terminal's width:
    .background 9×1 at (0, 0), offered 80×nil
      its content's size; the background is offered exactly that
      .padding 9×1 at (0, 0), offered 80×nil
        its child's size plus 0 top, 0 leading, 0 bottom, 0 trailing
        .padding 9×1 at (0, 0), offered 80×nil
          its child's size plus 0 top, 1 leading, 0 bottom, 1 trailing
          Text "20% OFF" #FFFFFF 7×1 at (1, 0), offered 78×nil
            its ideal size, the width of its text
      Color #FF3B30 9×1 at (0, 0), offered 9×1
        takes the whole offer

`explain layout` alone explains a binding; anything else that is not a drawing command is an
error that says what explain takes.

  $ explain layout set price 3
  layout.t:5:16: error: 'set' does not draw; explain says what a binding shows, what a drawing command (tile, show, picker, state, help, preview) would draw, and with 'explain layout', where it would go
  explain layout set price 3
                 ^~~
