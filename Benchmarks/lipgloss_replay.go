// What tileshell's replay does, written in Go with charmbracelet/lipgloss: the compiled peer for
// ./Scripts/bench (Debian's golang-go and golang-github-charmbracelet-lipgloss-dev).
//
// Reads the commands of the benchmark scripts (see generate.py) and draws, for each, the view
// rich_replay.py draws with Rich: lipgloss styles rendered afresh for every command, as Rich
// and a program without tileshell's render cache would.
//
//	tile <fruit> <count> [<fruit> <count>]  rounded boxes 20 × 9 (border in the fruit's colour,
//	                                        white on the fruit's colour inside, centred): a
//	                                        three-row digit face, a rule, the title in bold;
//	                                        two tiles joined side by side, two spaces apart
//	pick unit <case> / set <name> <value>   change state, print nothing
//	show price | updated | name | unit      "$12,345.67" in red, "3 hr. ago" faint, the name
//	                                        bold, a segmented picker: three cells in rounded
//	                                        borders joined at ┬ and ┴, the chosen one "✓ " and
//	                                        bold white on blue
//
// Output goes through one 64 KiB buffer, as tileshell's does when standard output is not a
// terminal.
//
//	lipgloss_replay [--color never|always] [--width 80] [-c COMMANDS | FILE]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

var glyphs = map[byte][3]string{
	'0': {"┏━┓", "┃ ┃", "┗━┛"}, '1': {"╺┓ ", " ┃ ", "╺┻╸"}, '2': {"╺━┓", "┏━┛", "┗━╸"},
	'3': {"╺━┓", " ━┫", "╺━┛"}, '4': {"╻ ╻", "┗━┫", "  ╹"}, '5': {"┏━╸", "┗━┓", "╺━┛"},
	'6': {"┏━╸", "┣━┓", "┗━┛"}, '7': {"╺━┓", "  ┃", "  ╹"}, '8': {"┏━┓", "┣━┫", "┗━┛"},
	'9': {"┏━┓", "┗━┫", "╺━┛"}, '-': {"   ", "╺━╸", "   "},
}

// The 256-colour indices tileshell writes for these colours.
var fruits = map[string]struct {
	title string
	color lipgloss.Color
}{
	"apple":  {"Apples", lipgloss.Color("203")},
	"orange": {"Oranges", lipgloss.Color("208")},
}

var units = []string{"second", "minute", "hour"}
var offsets = map[byte]int64{'s': 1, 'm': 60, 'h': 3600, 'd': 86400, 'w': 604800}

var (
	white = lipgloss.Color("231")
	red   = lipgloss.Color("203")
	grey  = lipgloss.Color("246")
	blue  = lipgloss.Color("33")
	// NB: with colour off, no attribute is set at all: lipgloss 0.5 on termenv 0.13 still writes
	// bold and faint, and an empty colour sequence, under termenv's Ascii profile.
	colored bool
)

// paint gives style its colours and attributes when colour is on.
func paint(style lipgloss.Style, fg, bg lipgloss.TerminalColor, bold, faint bool) lipgloss.Style {
	if !colored {
		return style
	}
	if fg != nil {
		style = style.Foreground(fg)
	}
	if bg != nil {
		style = style.Background(bg)
	}
	return style.Bold(bold).Faint(faint)
}

func tile(fruit string, count int) string {
	kind := fruits[fruit]
	number := strconv.Itoa(count)
	var rows [3]string
	for r := 0; r < 3; r++ {
		parts := make([]string, 0, len(number))
		for i := 0; i < len(number); i++ {
			parts = append(parts, glyphs[number[i]][r])
		}
		rows[r] = strings.Join(parts, " ")
	}
	face := lipgloss.Width(rows[0])
	width := face + 6
	if width < 20 {
		width = 20
	}
	title := paint(lipgloss.NewStyle(), white, kind.color, true, false).Render(kind.title)
	body := strings.Join([]string{"", rows[0], rows[1], rows[2], strings.Repeat("━", face), title, ""}, "\n")
	box := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Width(width - 2).Height(7).Align(lipgloss.Center)
	if colored {
		box = box.BorderForeground(kind.color)
	}
	return paint(box, white, kind.color, false, false).Render(body)
}

// picker draws one cell per case, each in its own rounded border whose inner corners are
// swapped for the joints, so that joined side by side they read as one segmented control.
func picker(selected int) string {
	cells := make([]string, 0, len(units))
	for i, unit := range units {
		border := lipgloss.RoundedBorder()
		if i < len(units)-1 {
			border.TopRight, border.BottomRight = "┬", "┴"
		}
		style := lipgloss.NewStyle().Border(border).BorderLeft(i == 0).Padding(0, 1)
		if colored {
			style = style.BorderForeground(grey)
		}
		label := unit
		if i == selected {
			label = "✓ " + unit
			style = paint(style, white, blue, true, false)
		}
		cells = append(cells, style.Render(label))
	}
	return lipgloss.JoinHorizontal(lipgloss.Top, cells...)
}

func relative(seconds int64) string {
	for _, u := range []struct {
		size int64
		name string
	}{{604800, "wk."}, {86400, "days"}, {3600, "hr."}, {60, "min."}, {1, "sec."}} {
		if seconds >= u.size {
			if seconds/u.size == 1 && u.name == "days" {
				return "1 day ago"
			}
			return fmt.Sprintf("%d %s ago", seconds/u.size, u.name)
		}
	}
	return "now"
}

// money writes a decimal such as 12345.6 as $12,345.60.
func money(value string) string {
	whole, fraction, _ := strings.Cut(value, ".")
	fraction = (fraction + "00")[:2]
	var b strings.Builder
	b.WriteByte('$')
	for i := 0; i < len(whole); i++ {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(whole[i])
	}
	b.WriteByte('.')
	b.WriteString(fraction)
	return b.String()
}

type replay struct {
	out     *bufio.Writer
	unit    int
	price   string
	updated int64
	name    string
	set     map[string]bool
}

func (r *replay) print(view string) {
	r.out.WriteString(view)
	r.out.WriteByte('\n')
}

func (r *replay) run(line string) {
	words := strings.Fields(line)
	if len(words) < 2 {
		return
	}
	switch words[0] {
	case "tile":
		var tiles []string
		for i := 1; i+1 < len(words); i += 2 {
			count, err := strconv.Atoi(words[i+1])
			if err != nil {
				continue
			}
			if len(tiles) > 0 {
				tiles = append(tiles, "  ")
			}
			tiles = append(tiles, tile(words[i], count))
		}
		r.print(lipgloss.JoinHorizontal(lipgloss.Top, tiles...))
	case "pick":
		for i, unit := range units {
			if len(words) > 2 && words[2] == unit {
				r.unit = i
				r.set["unit"] = true
			}
		}
	case "set":
		if len(words) < 3 {
			return
		}
		value := strings.SplitN(line, " ", 3)[2]
		switch words[1] {
		case "price":
			r.price = value
		case "updated":
			if len(value) < 3 {
				return
			}
			amount, err := strconv.ParseInt(value[1:len(value)-1], 10, 64)
			if err != nil {
				return
			}
			r.updated = amount * offsets[value[len(value)-1]]
		case "name":
			r.name = strings.Trim(value, "\"")
		}
		r.set[words[1]] = true
	case "show":
		if !r.set[words[1]] {
			return
		}
		switch words[1] {
		case "price":
			r.print(paint(lipgloss.NewStyle(), red, nil, false, false).Render(money(r.price)))
		case "updated":
			r.print(paint(lipgloss.NewStyle(), nil, nil, false, true).Render(relative(r.updated)))
		case "name":
			r.print(paint(lipgloss.NewStyle(), nil, nil, true, false).Render(r.name))
		case "unit":
			r.print(picker(r.unit))
		}
	}
}

func main() {
	color := flag.String("color", "never", "never or always (256 colours)")
	flag.Int("width", 80, "accepted for the same command line as the other programs")
	commands := flag.String("c", "", "commands separated by ';'")
	flag.Parse()
	colored = *color == "always"
	if colored {
		lipgloss.SetColorProfile(termenv.ANSI256)
	} else {
		lipgloss.SetColorProfile(termenv.Ascii)
	}
	out := bufio.NewWriterSize(os.Stdout, 64*1024)
	defer out.Flush()
	r := &replay{out: out, set: map[string]bool{}}
	if *commands != "" {
		for _, line := range strings.Split(*commands, ";") {
			r.run(strings.TrimSpace(line))
		}
		return
	}
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: lipgloss_replay [--color never|always] [-c COMMANDS | FILE]")
		os.Exit(2)
	}
	file, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	defer file.Close()
	scanner := bufio.NewScanner(file)
	for scanner.Scan() {
		r.run(strings.TrimSpace(scanner.Text()))
	}
}
