//! Full Klondike, the game the COMPSCI 130 handout starts from: 52 cards, seven tableau piles
//! built down in alternate colours, four foundations built up by suit from the ace, and a
//! stock drawn one or three cards at a time onto the waste.
//!
//! - [`Rules`]: draw 1 or 3, unlimited passes through the stock or N, worrying back (a card
//!   from a foundation onto a pile) allowed or not.
//! - [`Deal`]: the 52 cards in dealing order, read from Klondike-Solver's game numbers, from
//!   Solvitaire's deal files, or as the rank of a permutation.
//! - [`Klondike`]: the position, with [`Klondike::legal_moves`], [`Klondike::is_legal`],
//!   [`Klondike::play`] (a refused move changes nothing), [`Klondike::undo`] and a drawing.
//!   A pile's new top card turns face up by itself.
//! - [`Solver`]: whether a thoughtful deal (every card known) can be won, with a winning line,
//!   in caller memory within a node budget.
//! - [`Player`]: a player for the ordinary game (hidden cards unknown), by sampling guesses of
//!   the hidden cards and solving each.
//!
//! ```
//! use digipeg::klondike::{Deal, Klondike, Move, Rules};
//! let deal = Deal::from_seed(1)?; // Klondike-Solver's `/G 1`
//! let mut game = Klondike::new(&deal, Rules::DRAW_ONE);
//! assert_eq!(game.piles()[0].top().unwrap().to_string(), "4D");
//! let record = game.play(Move::Draw)?;
//! assert_eq!(game.waste().last().unwrap().to_string(), "9D");
//! game.undo(record)?;
//! assert_eq!(game, Klondike::new(&deal, Rules::DRAW_ONE));
//! # Ok::<(), digipeg::Error>(())
//! ```

mod board;
mod card;
mod deal;
mod drawing;
mod game;
mod image;
mod notation;
mod player;
mod rules;
mod solver;
mod table;

pub use card::{Card, Suit};
pub use deal::{Deal, MAX_SEED, STOCK_CARDS, TABLEAU_CARDS};
pub use drawing::Thoughtful;
pub use game::{Klondike, MAX_MOVES, MAX_PILE, Move, MoveList, PILES, Pile, Played};
pub use player::{Choice, PLAYER_TABLE_ENTRIES, Player, Sampling};
pub use rules::{Draw, Passes, Rules};
pub use solver::{
    DECIDE_TABLE_ENTRIES, DEFAULT_NODES, DEFAULT_TABLE_ENTRIES, Entry, MAX_DEPTH, MAX_LINE, Solved, Solver,
    UNLIMITED, Verdict, table_entries_for,
};
