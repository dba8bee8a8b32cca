# Shared set-up for Scripts/*: installs what the build needs on a fresh Debian machine.
# Sourced, not run. Needs only the Swift toolchain to be present already.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

log() { printf '%s\n' "$*" >&2; }

# apt packages the build needs, with a file that proves each is installed.
REQUIRED_PACKAGES=(
  "libedit-dev:/usr/include/histedit.h"
  # PNG pictures are rasterized by rsvg-convert, which needs a font for their text.
  "librsvg2-bin:/usr/bin/rsvg-convert"
  "fonts-dejavu-core:/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  # The swiftui look's text is measured and drawn in Inter (below 20 pt) and Inter Display (from
  # 20 pt), SF Pro's nearest open metrics; PNGRasterizer gives rsvg-convert only this directory.
  "fonts-inter:/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"
  # Emoji in a picture's text are drawn in colour, not as grey boxes (SF Symbols are outlines).
  "fonts-noto-color-emoji:/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
)

# apt packages only the tests need (Scripts/test, not Scripts/run): the real shells, man page
# checkers and Vim that the generated completion scripts, manual and syntax files are tried in.
TEST_PACKAGES=(
  "bash-completion:/usr/share/bash-completion/bash_completion"
  "zsh:/usr/bin/zsh"
  "fish:/usr/bin/fish"
  "groff-base:/usr/bin/groff"
  "mandoc:/usr/bin/mandoc"
  "man-db:/usr/bin/man"
  "vim:/usr/bin/vim.basic"
  # The snapshot report (one HTML page) is opened in a real browser, headless.
  "chromium:/usr/bin/chromium"
)

ensure_test_packages() {
  ensure_packages "${TEST_PACKAGES[@]}"
}

# apt packages only the benchmarks need (Scripts/bench, never Scripts/test): valgrind counts
# instructions, and Go with Debian's lipgloss builds the compiled peer, Benchmarks/lipgloss_replay.go.
BENCH_PACKAGES=(
  "valgrind:/usr/bin/valgrind"
  "golang-go:/usr/bin/go"
  "golang-github-charmbracelet-lipgloss-dev:/usr/share/gocode/src/github.com/charmbracelet/lipgloss/style.go"
)

ensure_bench_packages() {
  ensure_packages "${BENCH_PACKAGES[@]}"
}

# Installs the packages of the given "package:file" entries (REQUIRED_PACKAGES when none) whose
# file is missing.
ensure_packages() {
  local missing=()
  local entry pkg file
  [ $# -gt 0 ] || set -- "${REQUIRED_PACKAGES[@]}"
  for entry in "$@"; do
    pkg="${entry%%:*}"
    file="${entry#*:}"
    [ -e "$file" ] || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  local apt=(apt-get)
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      apt=(sudo apt-get)
    else
      log "tileshell needs: ${missing[*]}"
      log "install it with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
      exit 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    log "tileshell needs: ${missing[*]}; apt-get is not available here."
    log "install them with your system's package manager, then run this again."
    exit 1
  fi
  log "installing ${missing[*]} with apt-get ..."
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y -qq --no-install-recommends "${missing[@]}" >&2
}

ensure_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    log "tileshell needs the Swift 6 toolchain on PATH (swift.org/install)."
    exit 1
  fi
}

# Builds the release binary with the standard library linked statically (fast start-up).
# Quiet when it works; on failure, the whole build output goes to standard error.
build_release() {
  local out
  out="$(mktemp)"
  if ! (cd "$ROOT" && swift build -c release --static-swift-stdlib --product tileshell >"$out" 2>&1); then
    cat "$out" >&2
    rm -f "$out"
    log "build failed"
    exit 1
  fi
  rm -f "$out"
  local bin="$ROOT/.build/release/tileshell"
  [ -x "$bin" ] || { log "build failed: no binary at $bin"; exit 1; }
  printf '%s\n' "$bin"
}
