//! The game loop of the micro:bit demo, independent of any board: events in (buttons A, B,
//! A + B, and lines typed on the serial console), a 5 × 5 frame of brightness levels and serial
//! text out. Pure: no clock, no hardware; the caller passes the time in milliseconds when it
//! asks for a frame (for blinking), so it runs the same on the host as on a board.
//!
//! Two games against the computer, each playable with the buttons on the LED matrix or as text
//! on the console (both drive the same game, and the console narrates button play):
//! - **Quixo** ([`quixo`]) on the whole matrix: your cubes bright, the computer's dim and
//!   blinking, blanks off. A moves the cursor around the ring, B picks the cube under it; then
//!   A and B step through where it can go (the matrix shows the board after that move, the placed
//!   cube flashing; the last choice puts the cube back), and A + B confirms. The computer is the
//!   core's search player within a node budget, with a small transposition table.
//! - **Tic-tac-toe** ([`tictactoe`]) on the centre 3 × 3, against the core's perfect player: A
//!   moves the cursor over the empty squares, B marks one.
//!
//! Every rule, legal move, outcome and computer move comes from the core (`digipeg`).

mod quixo;
#[cfg(test)]
mod tests;
mod tictactoe;

use core::fmt::{self, Write};

use digipeg::quixo::{Budget, TtEntry};

use quixo::QuixoTable;
use tictactoe::TicTacToeTable;

/// What the player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event<'a> {
    /// Button A pressed and released.
    A,
    /// Button B pressed and released.
    B,
    /// Both buttons held together, then released.
    AB,
    /// A line typed on the serial console (without its line end).
    Line(&'a str),
}

/// The brightest level of an LED.
pub const BRIGHT: u8 = 9;
/// The level of the computer's cubes and marks.
pub const DIM: u8 = 3;

/// What the 5 × 5 LED matrix shows: a brightness level from 0 (off) to [`BRIGHT`] per LED,
/// row 0 at the top, column 0 at the left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Frame(pub [[u8; 5]; 5]);

impl Frame {
    /// The frame drawn from rows of characters: `#` bright, `+` dim, anything else off.
    pub const fn from_rows(rows: [&[u8; 5]; 5]) -> Frame {
        let mut frame = [[0; 5]; 5];
        let mut r = 0;
        while r < 5 {
            let mut c = 0;
            while c < 5 {
                frame[r][c] = match rows[r][c] {
                    b'#' => BRIGHT,
                    b'+' => DIM,
                    _ => 0,
                };
                c += 1;
            }
            r += 1;
        }
        Frame(frame)
    }
}

/// The frame as rows of brightness digits, for logs and tests.
impl fmt::Display for Frame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in &self.0 {
            for &level in row {
                f.write_char(char::from(b'0' + level.min(9)))?;
            }
            f.write_char('\n')?;
        }
        Ok(())
    }
}

/// Blinking, from the time in milliseconds: the computer's pieces blink slowly (mostly on), the
/// cursor and the chosen move quickly.
fn slow_on(now: u32) -> bool {
    now % 1000 < 700
}

fn fast_on(now: u32) -> bool {
    now % 300 < 150
}

/// The games of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    Quixo,
    TicTacToe,
}

/// The menu's icons: the Quixo ring around its centre, the tic-tac-toe grid.
const QUIXO_ICON: Frame = Frame::from_rows([b"#####", b"#+++#", b"#+#+#", b"#+++#", b"#####"]);
const TICTACTOE_ICON: Frame = Frame::from_rows([b".+.+.", b"#####", b".+.+.", b"#####", b".+.+."]);

/// What is on the matrix and the console now: the menu on a game, or that game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    Menu(Choice),
    Playing(Choice),
}

/// How hard the computer tries at Quixo: its search budget (the board's speed decides it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The most positions one move may search, and the deepest it goes.
    pub budget: Budget,
}

impl Settings {
    /// The micro:bit v1 (nRF51822, Cortex-M0 at 16 MHz): a second or two of search, and no
    /// deeper than 4 plies. Each ply takes stack out of its 16 KiB of RAM; within 5,000
    /// positions the search completed 4 plies at most (30 games against random moves), and the
    /// Quixo transcript under QEMU peaks at 8,084 B of the 8,912 B of stack.
    pub const MICROBIT_V1: Settings = Settings {
        budget: Budget::new(5_000, 4),
    };

    /// The micro:bit v2 (nRF52833, Cortex-M4F at 64 MHz): about eight times the v1's speed in
    /// the same time, within the same depth (the image keeps the v1's 16 KiB RAM budget).
    pub const MICROBIT_V2: Settings = Settings {
        budget: Budget::new(40_000, 6),
    };
}

/// The transposition table the boards give the Quixo search (16 bytes an entry: 4 KiB of RAM).
pub const TABLE_ENTRIES: usize = 256;

/// The whole demo: the menu and both games (each kept, and restarted in place: a Quixo game is
/// 2 KB, too much to build on a small stack and copy).
pub struct GameLoop<'t> {
    screen: Screen,
    quixo: QuixoTable,
    tictactoe: TicTacToeTable,
    /// The Quixo search's transposition table (caller memory: a `static` on a board).
    table: &'t mut [TtEntry],
    settings: Settings,
    /// Games started so far: each game's computer has its own seed, the same on every run.
    games: u64,
}

const HELP: &str = "\
Buttons: A moves, B picks, A+B confirms. Console commands:
  quixo, tictactoe   start a game (q, t)
  undo               take back your last move
  board              show the board again
  menu               leave the game
";

impl<'t> GameLoop<'t> {
    /// The demo at its menu; `table` must hold at least
    /// [`digipeg::quixo::MIN_TABLE`] entries.
    pub fn new(table: &'t mut [TtEntry], settings: Settings) -> GameLoop<'t> {
        GameLoop {
            screen: Screen::Menu(Choice::Quixo),
            quixo: QuixoTable::new(),
            tictactoe: TicTacToeTable::new(),
            table,
            settings,
            games: 0,
        }
    }

    /// Greet, and ask for a game.
    pub fn start(&mut self, out: &mut dyn Write) -> fmt::Result {
        out.write_str("digipeg on the micro:bit: Quixo and tic-tac-toe against the computer.\n")?;
        out.write_str(HELP)?;
        self.prompt(out)
    }

    /// Handle one event, writing what happens to `out` and ending with the next prompt.
    pub fn handle(&mut self, event: Event, out: &mut dyn Write) -> fmt::Result {
        if let Event::Line(line) = event {
            self.line(line.trim(), out)?;
        } else {
            self.button(event, out)?;
        }
        self.prompt(out)
    }

    /// What the matrix shows at time `now` (milliseconds, for blinking).
    pub fn frame(&self, now: u32) -> Frame {
        match self.screen {
            Screen::Menu(Choice::Quixo) => QUIXO_ICON,
            Screen::Menu(Choice::TicTacToe) => TICTACTOE_ICON,
            Screen::Playing(Choice::Quixo) => self.quixo.frame(now),
            Screen::Playing(Choice::TicTacToe) => self.tictactoe.frame(now),
        }
    }

    /// Whether a game is being played (not over yet).
    fn playing(&self) -> Option<Choice> {
        match self.screen {
            Screen::Playing(Choice::Quixo) if !self.quixo.is_over() => Some(Choice::Quixo),
            Screen::Playing(Choice::TicTacToe) if !self.tictactoe.is_over() => Some(Choice::TicTacToe),
            _ => None,
        }
    }

    fn button(&mut self, event: Event, out: &mut dyn Write) -> fmt::Result {
        match (self.screen, self.playing()) {
            (Screen::Menu(choice), _) => match event {
                Event::A => {
                    let next = match choice {
                        Choice::Quixo => Choice::TicTacToe,
                        Choice::TicTacToe => Choice::Quixo,
                    };
                    self.screen = Screen::Menu(next);
                    out.write_str(match next {
                        Choice::Quixo => "Quixo? (B starts it)\n",
                        Choice::TicTacToe => "Tic-tac-toe? (B starts it)\n",
                    })
                }
                Event::B => self.begin(choice, out),
                _ => Ok(()),
            },
            (_, Some(Choice::Quixo)) => self.quixo.button(event, self.table, self.settings, out),
            (_, Some(Choice::TicTacToe)) => self.tictactoe.button(event, out),
            // A finished game stays on the matrix until a button is pressed.
            (Screen::Playing(_), None) => {
                self.menu();
                Ok(())
            }
        }
    }

    fn line(&mut self, line: &str, out: &mut dyn Write) -> fmt::Result {
        match line {
            "" => Ok(()),
            "help" | "?" => out.write_str(HELP),
            "quixo" | "q" => self.begin(Choice::Quixo, out),
            "tictactoe" | "t" => self.begin(Choice::TicTacToe, out),
            "menu" => {
                self.menu();
                Ok(())
            }
            _ => match self.playing() {
                Some(Choice::Quixo) => self.quixo.line(line, self.table, self.settings, out),
                Some(Choice::TicTacToe) => self.tictactoe.line(line, out),
                None => out.write_str("Type quixo, tictactoe or help.\n"),
            },
        }
    }

    /// Start a new game of `choice`.
    fn begin(&mut self, choice: Choice, out: &mut dyn Write) -> fmt::Result {
        self.games += 1;
        // Fixed seeds, one per game: every run of the demo replays the same way.
        let seed = 0x6469_6769_7065_6700 ^ self.games;
        self.screen = Screen::Playing(choice);
        match choice {
            Choice::Quixo => self.quixo.restart(seed, out),
            Choice::TicTacToe => self.tictactoe.restart(seed, out),
        }
    }

    /// Back to the menu, on the game just played.
    fn menu(&mut self) {
        let (Screen::Menu(choice) | Screen::Playing(choice)) = self.screen;
        self.screen = Screen::Menu(choice);
    }

    fn prompt(&self, out: &mut dyn Write) -> fmt::Result {
        out.write_str(match self.playing() {
            Some(Choice::Quixo) => "Your move [R1 C1 R2 C2]: ",
            Some(Choice::TicTacToe) => "Your square [0 - 8]: ",
            None => "Game [quixo, tictactoe]: ",
        })
    }
}
