//! Status codes: `DIGIPEG_OK`, the core's error codes as they are, and the FFI's own block (9xx).
//! `digipeg_error_message` and `digipeg_error_name` give a static NUL-terminated text for any code.

use core::ffi::{CStr, c_char, c_int};

use digipeg_core::{Error, ErrorKind};

/// Success.
pub const DIGIPEG_OK: c_int = 0;

// ---- FFI-only codes: the 9xx block, which the core never uses (its codes are 1xx to 5xx). ----

/// A required pointer argument is NULL.
pub const DIGIPEG_E_NULL_POINTER: c_int = 900;
/// A buffer or array is too small; the size needed was reported (bytes with the NUL, or items).
pub const DIGIPEG_E_BUFFER_TOO_SMALL: c_int = 901;
/// A state struct was never initialised by its `_new`/`_parse` function (zeroed or garbage bytes).
pub const DIGIPEG_E_UNINITIALISED: c_int = 902;
/// A string argument is not valid UTF-8.
pub const DIGIPEG_E_NOT_UTF8: c_int = 903;
/// An enumeration argument is none of its `DIGIPEG_*` constants.
pub const DIGIPEG_E_BAD_ENUM: c_int = 904;
/// An index argument is out of range (for example past the end of the legal-move list).
pub const DIGIPEG_E_INDEX: c_int = 905;
/// Table memory handed to a solver or player is not aligned to `DIGIPEG_TABLE_ALIGN` (16) bytes.
pub const DIGIPEG_E_MISALIGNED: c_int = 906;
/// The library panicked: a bug, reported instead of crossing into C. State is left unchanged.
pub const DIGIPEG_E_PANIC: c_int = 999;

const FFI_CODES: &[(c_int, &CStr, &CStr)] = &[
    (DIGIPEG_OK, c"Ok", c"ok"),
    (
        DIGIPEG_E_NULL_POINTER,
        c"NullPointer",
        c"a required pointer argument is NULL",
    ),
    (
        DIGIPEG_E_BUFFER_TOO_SMALL,
        c"BufferTooSmall",
        c"the buffer is too small: the size needed has been reported",
    ),
    (
        DIGIPEG_E_UNINITIALISED,
        c"Uninitialised",
        c"the state struct is not initialised: create it with its digipeg_*_new or parse function first",
    ),
    (
        DIGIPEG_E_NOT_UTF8,
        c"NotUtf8",
        c"a string argument is not valid UTF-8",
    ),
    (
        DIGIPEG_E_BAD_ENUM,
        c"BadEnum",
        c"an enumeration argument is none of its DIGIPEG_* constants",
    ),
    (
        DIGIPEG_E_INDEX,
        c"IndexOutOfRange",
        c"an index argument is out of range",
    ),
    (
        DIGIPEG_E_MISALIGNED,
        c"Misaligned",
        c"the table memory is not aligned to DIGIPEG_TABLE_ALIGN (16) bytes",
    ),
    (
        DIGIPEG_E_PANIC,
        c"Panic",
        c"internal error: the library panicked (a bug, please report it); the state was left unchanged",
    ),
];

// ---- Error kinds, for callers that want to sort errors the way the other bindings do. ----

/// Not an error (`DIGIPEG_OK`) or an unknown code.
pub const DIGIPEG_KIND_NONE: c_int = 0;
/// A value that can never be valid (a board size, a character, a card list).
pub const DIGIPEG_KIND_INVALID_ARGUMENT: c_int = 1;
/// A position or index outside the board, a pile list or a deque.
pub const DIGIPEG_KIND_OUT_OF_RANGE: c_int = 2;
/// A well-formed move the rules refuse in this position.
pub const DIGIPEG_KIND_ILLEGAL_MOVE: c_int = 3;
/// A board that cannot arise in play.
pub const DIGIPEG_KIND_IMPOSSIBLE_BOARD: c_int = 4;
/// A fixed capacity would be exceeded, or memory handed over is too small.
pub const DIGIPEG_KIND_CAPACITY: c_int = 5;
/// Taking from something empty.
pub const DIGIPEG_KIND_EMPTY: c_int = 6;
/// A misuse of the C interface itself (the 9xx codes).
pub const DIGIPEG_KIND_FFI: c_int = 7;
/// A call made before the call it depends on (a terminal program's input before its start).
pub const DIGIPEG_KIND_OUT_OF_ORDER: c_int = 8;

// ---- The core's codes, passed through unchanged. ----

/// `PegBoardSize`: "rows and columns must each be between 1 and 9"
pub const DIGIPEG_E_PEG_BOARD_SIZE: c_int = 100;
/// `PegEmptyHoleOffBoard`: "the empty hole must be on the board"
pub const DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD: c_int = 101;
/// `PegOffBoard`: "illegal move: that hole is not on the board"
pub const DIGIPEG_E_PEG_OFF_BOARD: c_int = 102;
/// `PegNoPeg`: "illegal move: there is no peg in the starting hole"
pub const DIGIPEG_E_PEG_NO_PEG: c_int = 103;
/// `PegLandingOccupied`: "illegal move: the landing hole is not empty"
pub const DIGIPEG_E_PEG_LANDING_OCCUPIED: c_int = 104;
/// `PegNotAJump`: "illegal move: a peg jumps exactly two holes in an allowed direction"
pub const DIGIPEG_E_PEG_NOT_A_JUMP: c_int = 105;
/// `PegNothingToJump`: "illegal move: there is no peg to jump over"
pub const DIGIPEG_E_PEG_NOTHING_TO_JUMP: c_int = 106;
/// `PegBadShape`: "the board shape is not valid: at least one hole, all in the 9 x 9 grid, and pegs only in holes"
pub const DIGIPEG_E_PEG_BAD_SHAPE: c_int = 107;
/// `PegBadChar`: "a peg board row holds only 'o' (peg), '.' (empty hole) and '#' (no hole)"
pub const DIGIPEG_E_PEG_BAD_CHAR: c_int = 108;
/// `QuixoBoardSize`: "a Quixo board is 3 x 3, 4 x 4 or 5 x 5"
pub const DIGIPEG_E_QUIXO_BOARD_SIZE: c_int = 200;
/// `QuixoRowCount`: "a Quixo board needs one row per line of the board (5 rows for 5 x 5)"
pub const DIGIPEG_E_QUIXO_ROW_COUNT: c_int = 201;
/// `QuixoRowLength`: "every Quixo row needs as many characters as the board has columns (5 for 5 x 5)"
pub const DIGIPEG_E_QUIXO_ROW_LENGTH: c_int = 202;
/// `QuixoBadChar`: "a Quixo row holds only '-' (blank), 'X' and 'O' (and 'x', 'o' in the 4-player game)"
pub const DIGIPEG_E_QUIXO_BAD_CHAR: c_int = 203;
/// `QuixoPlayers`: "Quixo is played by 2 players or by 4 in two teams"
pub const DIGIPEG_E_QUIXO_PLAYERS: c_int = 204;
/// `QuixoOffBoard`: "illegal move: that cell is not on the board"
pub const DIGIPEG_E_QUIXO_OFF_BOARD: c_int = 205;
/// `QuixoNotPerimeter`: "illegal move: take a cube from the outer ring of the board"
pub const DIGIPEG_E_QUIXO_NOT_PERIMETER: c_int = 206;
/// `QuixoOpponentCube`: "illegal move: you may not take a cube showing the opponent's symbol"
pub const DIGIPEG_E_QUIXO_OPPONENT_CUBE: c_int = 207;
/// `QuixoPartnerCube`: "illegal move: that cube points to your partner"
pub const DIGIPEG_E_QUIXO_PARTNER_CUBE: c_int = 208;
/// `QuixoNotAnEnd`: "illegal move: put the cube back at another end of its row or column"
pub const DIGIPEG_E_QUIXO_NOT_AN_END: c_int = 209;
/// `QuixoGameOver`: "illegal move: the game is over"
pub const DIGIPEG_E_QUIXO_GAME_OVER: c_int = 210;
/// `QuixoBadPartner`: "a cube points to partner 0 or partner 1 of the team"
pub const DIGIPEG_E_QUIXO_BAD_PARTNER: c_int = 211;
/// `QuixoBadPlayer`: "the player to move must be 'X' or 'O' (players 0 to 3 in the 4-player game)"
pub const DIGIPEG_E_QUIXO_BAD_PLAYER: c_int = 212;
/// `QuixoNothingToUndo`: "there is no move to undo"
pub const DIGIPEG_E_QUIXO_NOTHING_TO_UNDO: c_int = 213;
/// `QuixoNoPartners`: "the 2-player game has no partners: a move's partner must be 0"
pub const DIGIPEG_E_QUIXO_NO_PARTNERS: c_int = 214;
/// `TttRowCount`: "a tic-tac-toe board has exactly 3 rows"
pub const DIGIPEG_E_TTT_ROW_COUNT: c_int = 300;
/// `TttRowLength`: "every tic-tac-toe row has exactly 3 characters"
pub const DIGIPEG_E_TTT_ROW_LENGTH: c_int = 301;
/// `TttBadChar`: "a tic-tac-toe board holds only 'X', 'O' and ' '"
pub const DIGIPEG_E_TTT_BAD_CHAR: c_int = 302;
/// `TttOStarted`: "Wrong turn order: O started"
pub const DIGIPEG_E_TTT_O_STARTED: c_int = 303;
/// `TttXWentTwice`: "Wrong turn order: X went twice"
pub const DIGIPEG_E_TTT_X_WENT_TWICE: c_int = 304;
/// `TttPlayedOn`: "Impossible board: game should have ended after the game was won"
pub const DIGIPEG_E_TTT_PLAYED_ON: c_int = 305;
/// `TttOffBoard`: "illegal move: squares are numbered 0 to 8 (rows and columns 0 to 2)"
pub const DIGIPEG_E_TTT_OFF_BOARD: c_int = 306;
/// `TttOccupied`: "illegal move: that square is taken"
pub const DIGIPEG_E_TTT_OCCUPIED: c_int = 307;
/// `TttGameOver`: "illegal move: the game is over"
pub const DIGIPEG_E_TTT_GAME_OVER: c_int = 308;
/// `DequeFull`: "the deque is full"
pub const DIGIPEG_E_DEQUE_FULL: c_int = 400;
/// `DequeEmpty`: "the deque is empty"
pub const DIGIPEG_E_DEQUE_EMPTY: c_int = 401;
/// `SolitaireTooManyCards`: "too many cards: a game holds at most 64"
pub const DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS: c_int = 402;
/// `SolitaireNotAPermutation`: "the cards must be the numbers 0 to n-1, each exactly once"
pub const DIGIPEG_E_SOLITAIRE_NOT_A_PERMUTATION: c_int = 403;
/// `SolitairePileOutOfRange`: "there is no pile with that number"
pub const DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE: c_int = 404;
/// `SolitaireEmptyPile`: "not a valid move: that pile is empty"
pub const DIGIPEG_E_SOLITAIRE_EMPTY_PILE: c_int = 405;
/// `SolitaireNotOneLower`: "not a valid move: the moving card must be exactly one lower than the last card of the target pile"
pub const DIGIPEG_E_SOLITAIRE_NOT_ONE_LOWER: c_int = 406;
/// `SolitaireOntoPileZero`: "not a valid move: cards go onto pile 0 only by moving its top card to its bottom (0 to 0)"
pub const DIGIPEG_E_SOLITAIRE_ONTO_PILE_ZERO: c_int = 407;
/// `SolitaireSamePile`: "not a valid move: a pile cannot move onto itself"
pub const DIGIPEG_E_SOLITAIRE_SAME_PILE: c_int = 408;
/// `SolitaireBadCard`: "a card is a whole number from 0 to 255"
pub const DIGIPEG_E_SOLITAIRE_BAD_CARD: c_int = 409;
/// `SolitaireTooManyPiles`: "too many piles: a game has at most 11"
pub const DIGIPEG_E_SOLITAIRE_TOO_MANY_PILES: c_int = 410;
/// `SolitaireBadCardNo`: "CardNo must be a whole number from 0 to 255"
pub const DIGIPEG_E_SOLITAIRE_BAD_CARD_NO: c_int = 411;
/// `SolitaireBadChanceNo`: "ChanceNo must be a whole number from 0 to 65535"
pub const DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO: c_int = 412;
/// `SearchTableTooSmall`: "the table memory handed to the search is too small"
pub const DIGIPEG_E_SEARCH_TABLE_TOO_SMALL: c_int = 500;
/// `SearchGameOver`: "the game is over: there is no move to search for"
pub const DIGIPEG_E_SEARCH_GAME_OVER: c_int = 501;
/// `SearchGoalOffBoard`: "the goal hole is not a hole of the board"
pub const DIGIPEG_E_SEARCH_GOAL_OFF_BOARD: c_int = 502;
/// `SearchBadStrength`: "the strength must be 0 (random), 1 (greedy) or 2 (perfect)"
pub const DIGIPEG_E_SEARCH_BAD_STRENGTH: c_int = 503;
/// `SearchTooDeep`: "a search looks at most 128 moves ahead"
pub const DIGIPEG_E_SEARCH_TOO_DEEP: c_int = 504;
/// `SearchNotADeal`: "the solitaire solver needs a position a deal can reach: the cards 0 to CardNo-1, each once, and every pile but 0 built down one card at a time"
pub const DIGIPEG_E_SEARCH_NOT_A_DEAL: c_int = 505;
/// `SearchBadLevel`: "the level must be 'random', 'greedy', 'search', 'easy', 'medium', 'hard' or 'expert'"
pub const DIGIPEG_E_SEARCH_BAD_LEVEL: c_int = 506;
/// `SolverUnsupported`: "the solver handles only the 2-player game on 3 x 3 and 4 x 4 boards"
pub const DIGIPEG_E_SOLVER_UNSUPPORTED: c_int = 520;
/// `SolverTooManyPasses`: "the solver needed more passes over a layer than its table can record"
pub const DIGIPEG_E_SOLVER_TOO_MANY_PASSES: c_int = 521;
/// `LayerOutOfRange`: "a layer (a, b) of the n x n board needs n = 3, 4 or 5 and a + b <= n * n"
pub const DIGIPEG_E_LAYER_OUT_OF_RANGE: c_int = 522;
/// `LayerBadData`: "not a solved-layer file of this format (bad header, size or checksum)"
pub const DIGIPEG_E_LAYER_BAD_DATA: c_int = 523;
/// `ProgramNotStarted`: "the program has not started: call start before input"
pub const DIGIPEG_E_PROGRAM_NOT_STARTED: c_int = 600;
/// `KlondikeBadCard`: "a card is a rank (A, 2 to 10 or T, J, Q, K) and a suit (C, D, H, S), like AS, 10H or TD"
pub const DIGIPEG_E_KLONDIKE_BAD_CARD: c_int = 700;
/// `KlondikeNotADeck`: "a deal holds each of the 52 cards exactly once"
pub const DIGIPEG_E_KLONDIKE_NOT_A_DECK: c_int = 701;
/// `KlondikeBadSeed`: "a Klondike-Solver game number is a whole number from 0 to 2147483647"
pub const DIGIPEG_E_KLONDIKE_BAD_SEED: c_int = 702;
/// `KlondikeBadRank`: "a deal number is a whole number from 0 to 52! - 1 (at most 68 digits)"
pub const DIGIPEG_E_KLONDIKE_BAD_RANK: c_int = 703;
/// `KlondikeBadJson`: "not a Solvitaire deal: a JSON object with "tableau piles" (7 piles of 1 to 7 cards) and "stock" (24 cards), and no card yet on the waste or the foundations"
pub const DIGIPEG_E_KLONDIKE_BAD_JSON: c_int = 704;
/// `KlondikeBadRules`: "Klondike draws 1 or 3 cards, and the passes through the stock are 0 (unlimited) or 1 to 255"
pub const DIGIPEG_E_KLONDIKE_BAD_RULES: c_int = 705;
/// `KlondikePileOutOfRange`: "there is no tableau pile with that number: they are 0 to 6"
pub const DIGIPEG_E_KLONDIKE_PILE_OUT_OF_RANGE: c_int = 706;
/// `KlondikeStockEmpty`: "illegal move: the stock is empty"
pub const DIGIPEG_E_KLONDIKE_STOCK_EMPTY: c_int = 707;
/// `KlondikeNoRedeal`: "illegal move: the waste is turned over only when the stock is empty and the passes allow another"
pub const DIGIPEG_E_KLONDIKE_NO_REDEAL: c_int = 708;
/// `KlondikeNothingThere`: "illegal move: there is no card there to move"
pub const DIGIPEG_E_KLONDIKE_NOTHING_THERE: c_int = 709;
/// `KlondikeNotOnFoundation`: "illegal move: a foundation takes the next card of its suit, from the ace up"
pub const DIGIPEG_E_KLONDIKE_NOT_ON_FOUNDATION: c_int = 710;
/// `KlondikeNotOnTableau`: "illegal move: a tableau pile takes a card one rank lower in the other colour, and an empty pile only a king"
pub const DIGIPEG_E_KLONDIKE_NOT_ON_TABLEAU: c_int = 711;
/// `KlondikeFaceDown`: "illegal move: only face-up cards move"
pub const DIGIPEG_E_KLONDIKE_FACE_DOWN: c_int = 712;
/// `KlondikeNoWorryBack`: "illegal move: these rules keep a card on its foundation"
pub const DIGIPEG_E_KLONDIKE_NO_WORRY_BACK: c_int = 713;
/// `KlondikeSamePile`: "illegal move: a pile cannot move onto itself"
pub const DIGIPEG_E_KLONDIKE_SAME_PILE: c_int = 714;
/// `KlondikeCannotUndo`: "that move cannot be taken back here: take back the last move played first"
pub const DIGIPEG_E_KLONDIKE_CANNOT_UNDO: c_int = 715;
/// `KlondikeBadMove`: "a move is D (draw), R (waste back to stock), WF, W3 (the waste's card up, onto pile 3), 3F (pile 3's card up), 35, 35-2 (pile 3's run, its top 2 cards, onto pile 5), S4 (a spade onto pile 4)"
pub const DIGIPEG_E_KLONDIKE_BAD_MOVE: c_int = 716;
/// `KlondikeNothingToUndo`: "there is no move to undo"
pub const DIGIPEG_E_KLONDIKE_NOTHING_TO_UNDO: c_int = 717;

/// Every core code constant with the core variant name it stands for (checked against `Error::ALL` by a test).
#[cfg(test)]
pub(crate) const CORE_CONSTANTS: &[(&str, c_int)] = &[
    ("DIGIPEG_E_PEG_BOARD_SIZE", DIGIPEG_E_PEG_BOARD_SIZE),
    (
        "DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD",
        DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD,
    ),
    ("DIGIPEG_E_PEG_OFF_BOARD", DIGIPEG_E_PEG_OFF_BOARD),
    ("DIGIPEG_E_PEG_NO_PEG", DIGIPEG_E_PEG_NO_PEG),
    ("DIGIPEG_E_PEG_LANDING_OCCUPIED", DIGIPEG_E_PEG_LANDING_OCCUPIED),
    ("DIGIPEG_E_PEG_NOT_A_JUMP", DIGIPEG_E_PEG_NOT_A_JUMP),
    ("DIGIPEG_E_PEG_NOTHING_TO_JUMP", DIGIPEG_E_PEG_NOTHING_TO_JUMP),
    ("DIGIPEG_E_PEG_BAD_SHAPE", DIGIPEG_E_PEG_BAD_SHAPE),
    ("DIGIPEG_E_PEG_BAD_CHAR", DIGIPEG_E_PEG_BAD_CHAR),
    ("DIGIPEG_E_QUIXO_BOARD_SIZE", DIGIPEG_E_QUIXO_BOARD_SIZE),
    ("DIGIPEG_E_QUIXO_ROW_COUNT", DIGIPEG_E_QUIXO_ROW_COUNT),
    ("DIGIPEG_E_QUIXO_ROW_LENGTH", DIGIPEG_E_QUIXO_ROW_LENGTH),
    ("DIGIPEG_E_QUIXO_BAD_CHAR", DIGIPEG_E_QUIXO_BAD_CHAR),
    ("DIGIPEG_E_QUIXO_PLAYERS", DIGIPEG_E_QUIXO_PLAYERS),
    ("DIGIPEG_E_QUIXO_OFF_BOARD", DIGIPEG_E_QUIXO_OFF_BOARD),
    ("DIGIPEG_E_QUIXO_NOT_PERIMETER", DIGIPEG_E_QUIXO_NOT_PERIMETER),
    ("DIGIPEG_E_QUIXO_OPPONENT_CUBE", DIGIPEG_E_QUIXO_OPPONENT_CUBE),
    ("DIGIPEG_E_QUIXO_PARTNER_CUBE", DIGIPEG_E_QUIXO_PARTNER_CUBE),
    ("DIGIPEG_E_QUIXO_NOT_AN_END", DIGIPEG_E_QUIXO_NOT_AN_END),
    ("DIGIPEG_E_QUIXO_GAME_OVER", DIGIPEG_E_QUIXO_GAME_OVER),
    ("DIGIPEG_E_QUIXO_BAD_PARTNER", DIGIPEG_E_QUIXO_BAD_PARTNER),
    ("DIGIPEG_E_QUIXO_BAD_PLAYER", DIGIPEG_E_QUIXO_BAD_PLAYER),
    ("DIGIPEG_E_QUIXO_NOTHING_TO_UNDO", DIGIPEG_E_QUIXO_NOTHING_TO_UNDO),
    ("DIGIPEG_E_QUIXO_NO_PARTNERS", DIGIPEG_E_QUIXO_NO_PARTNERS),
    ("DIGIPEG_E_TTT_ROW_COUNT", DIGIPEG_E_TTT_ROW_COUNT),
    ("DIGIPEG_E_TTT_ROW_LENGTH", DIGIPEG_E_TTT_ROW_LENGTH),
    ("DIGIPEG_E_TTT_BAD_CHAR", DIGIPEG_E_TTT_BAD_CHAR),
    ("DIGIPEG_E_TTT_O_STARTED", DIGIPEG_E_TTT_O_STARTED),
    ("DIGIPEG_E_TTT_X_WENT_TWICE", DIGIPEG_E_TTT_X_WENT_TWICE),
    ("DIGIPEG_E_TTT_PLAYED_ON", DIGIPEG_E_TTT_PLAYED_ON),
    ("DIGIPEG_E_TTT_OFF_BOARD", DIGIPEG_E_TTT_OFF_BOARD),
    ("DIGIPEG_E_TTT_OCCUPIED", DIGIPEG_E_TTT_OCCUPIED),
    ("DIGIPEG_E_TTT_GAME_OVER", DIGIPEG_E_TTT_GAME_OVER),
    ("DIGIPEG_E_DEQUE_FULL", DIGIPEG_E_DEQUE_FULL),
    ("DIGIPEG_E_DEQUE_EMPTY", DIGIPEG_E_DEQUE_EMPTY),
    (
        "DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS",
        DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS,
    ),
    (
        "DIGIPEG_E_SOLITAIRE_NOT_A_PERMUTATION",
        DIGIPEG_E_SOLITAIRE_NOT_A_PERMUTATION,
    ),
    (
        "DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE",
        DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE,
    ),
    ("DIGIPEG_E_SOLITAIRE_EMPTY_PILE", DIGIPEG_E_SOLITAIRE_EMPTY_PILE),
    (
        "DIGIPEG_E_SOLITAIRE_NOT_ONE_LOWER",
        DIGIPEG_E_SOLITAIRE_NOT_ONE_LOWER,
    ),
    (
        "DIGIPEG_E_SOLITAIRE_ONTO_PILE_ZERO",
        DIGIPEG_E_SOLITAIRE_ONTO_PILE_ZERO,
    ),
    ("DIGIPEG_E_SOLITAIRE_SAME_PILE", DIGIPEG_E_SOLITAIRE_SAME_PILE),
    ("DIGIPEG_E_SOLITAIRE_BAD_CARD", DIGIPEG_E_SOLITAIRE_BAD_CARD),
    (
        "DIGIPEG_E_SOLITAIRE_TOO_MANY_PILES",
        DIGIPEG_E_SOLITAIRE_TOO_MANY_PILES,
    ),
    ("DIGIPEG_E_SOLITAIRE_BAD_CARD_NO", DIGIPEG_E_SOLITAIRE_BAD_CARD_NO),
    (
        "DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO",
        DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO,
    ),
    (
        "DIGIPEG_E_SEARCH_TABLE_TOO_SMALL",
        DIGIPEG_E_SEARCH_TABLE_TOO_SMALL,
    ),
    ("DIGIPEG_E_SEARCH_GAME_OVER", DIGIPEG_E_SEARCH_GAME_OVER),
    ("DIGIPEG_E_SEARCH_GOAL_OFF_BOARD", DIGIPEG_E_SEARCH_GOAL_OFF_BOARD),
    ("DIGIPEG_E_SEARCH_BAD_STRENGTH", DIGIPEG_E_SEARCH_BAD_STRENGTH),
    ("DIGIPEG_E_SEARCH_TOO_DEEP", DIGIPEG_E_SEARCH_TOO_DEEP),
    ("DIGIPEG_E_SEARCH_NOT_A_DEAL", DIGIPEG_E_SEARCH_NOT_A_DEAL),
    ("DIGIPEG_E_SEARCH_BAD_LEVEL", DIGIPEG_E_SEARCH_BAD_LEVEL),
    ("DIGIPEG_E_SOLVER_UNSUPPORTED", DIGIPEG_E_SOLVER_UNSUPPORTED),
    (
        "DIGIPEG_E_SOLVER_TOO_MANY_PASSES",
        DIGIPEG_E_SOLVER_TOO_MANY_PASSES,
    ),
    ("DIGIPEG_E_LAYER_OUT_OF_RANGE", DIGIPEG_E_LAYER_OUT_OF_RANGE),
    ("DIGIPEG_E_LAYER_BAD_DATA", DIGIPEG_E_LAYER_BAD_DATA),
    ("DIGIPEG_E_PROGRAM_NOT_STARTED", DIGIPEG_E_PROGRAM_NOT_STARTED),
    ("DIGIPEG_E_KLONDIKE_BAD_CARD", DIGIPEG_E_KLONDIKE_BAD_CARD),
    ("DIGIPEG_E_KLONDIKE_NOT_A_DECK", DIGIPEG_E_KLONDIKE_NOT_A_DECK),
    ("DIGIPEG_E_KLONDIKE_BAD_SEED", DIGIPEG_E_KLONDIKE_BAD_SEED),
    ("DIGIPEG_E_KLONDIKE_BAD_RANK", DIGIPEG_E_KLONDIKE_BAD_RANK),
    ("DIGIPEG_E_KLONDIKE_BAD_JSON", DIGIPEG_E_KLONDIKE_BAD_JSON),
    ("DIGIPEG_E_KLONDIKE_BAD_RULES", DIGIPEG_E_KLONDIKE_BAD_RULES),
    (
        "DIGIPEG_E_KLONDIKE_PILE_OUT_OF_RANGE",
        DIGIPEG_E_KLONDIKE_PILE_OUT_OF_RANGE,
    ),
    ("DIGIPEG_E_KLONDIKE_STOCK_EMPTY", DIGIPEG_E_KLONDIKE_STOCK_EMPTY),
    ("DIGIPEG_E_KLONDIKE_NO_REDEAL", DIGIPEG_E_KLONDIKE_NO_REDEAL),
    (
        "DIGIPEG_E_KLONDIKE_NOTHING_THERE",
        DIGIPEG_E_KLONDIKE_NOTHING_THERE,
    ),
    (
        "DIGIPEG_E_KLONDIKE_NOT_ON_FOUNDATION",
        DIGIPEG_E_KLONDIKE_NOT_ON_FOUNDATION,
    ),
    (
        "DIGIPEG_E_KLONDIKE_NOT_ON_TABLEAU",
        DIGIPEG_E_KLONDIKE_NOT_ON_TABLEAU,
    ),
    ("DIGIPEG_E_KLONDIKE_FACE_DOWN", DIGIPEG_E_KLONDIKE_FACE_DOWN),
    (
        "DIGIPEG_E_KLONDIKE_NO_WORRY_BACK",
        DIGIPEG_E_KLONDIKE_NO_WORRY_BACK,
    ),
    ("DIGIPEG_E_KLONDIKE_SAME_PILE", DIGIPEG_E_KLONDIKE_SAME_PILE),
    ("DIGIPEG_E_KLONDIKE_CANNOT_UNDO", DIGIPEG_E_KLONDIKE_CANNOT_UNDO),
    ("DIGIPEG_E_KLONDIKE_BAD_MOVE", DIGIPEG_E_KLONDIKE_BAD_MOVE),
    (
        "DIGIPEG_E_KLONDIKE_NOTHING_TO_UNDO",
        DIGIPEG_E_KLONDIKE_NOTHING_TO_UNDO,
    ),
];

/// Longest core message or name, with its NUL (a compile-time assertion guards it).
const TEXT_MAX: usize = 192;
const CORE_COUNT: usize = Error::ALL.len();

const fn nul_terminated(s: &str) -> [u8; TEXT_MAX] {
    let bytes = s.as_bytes();
    assert!(bytes.len() < TEXT_MAX, "core text too long: raise TEXT_MAX");
    let mut out = [0u8; TEXT_MAX];
    let mut i = 0;
    while i < bytes.len() {
        assert!(bytes[i] != 0, "core text holds a NUL");
        out[i] = bytes[i];
        i += 1;
    }
    out
}

/// The core's messages and names, NUL-terminated at compile time, in `Error::ALL` order.
static CORE_MESSAGES: [[u8; TEXT_MAX]; CORE_COUNT] = {
    let mut table = [[0u8; TEXT_MAX]; CORE_COUNT];
    let mut i = 0;
    while i < CORE_COUNT {
        table[i] = nul_terminated(Error::ALL[i].message());
        i += 1;
    }
    table
};
static CORE_NAMES: [[u8; TEXT_MAX]; CORE_COUNT] = {
    let mut table = [[0u8; TEXT_MAX]; CORE_COUNT];
    let mut i = 0;
    while i < CORE_COUNT {
        table[i] = nul_terminated(Error::ALL[i].name());
        i += 1;
    }
    table
};

fn core_index(code: c_int) -> Option<usize> {
    let code = u16::try_from(code).ok()?;
    Error::ALL.iter().position(|e| e.code() == code)
}

fn ffi_entry(code: c_int) -> Option<&'static (c_int, &'static CStr, &'static CStr)> {
    FFI_CODES.iter().find(|(c, _, _)| *c == code)
}

/// The message for any status code, as a static NUL-terminated string that must not be freed.
/// Core codes give the core's message byte for byte; unknown codes give `"unknown status code"`.
#[unsafe(no_mangle)]
pub extern "C" fn digipeg_error_message(code: c_int) -> *const c_char {
    if let Some(i) = core_index(code) {
        return CORE_MESSAGES[i].as_ptr().cast();
    }
    ffi_entry(code).map_or(c"unknown status code".as_ptr(), |(_, _, message)| {
        message.as_ptr()
    })
}

/// The name of a status code: the core's variant name (`"PegNoPeg"`) or the FFI's
/// (`"NullPointer"`, `"Ok"`); `"Unknown"` for anything else. Static, never freed.
#[unsafe(no_mangle)]
pub extern "C" fn digipeg_error_name(code: c_int) -> *const c_char {
    if let Some(i) = core_index(code) {
        return CORE_NAMES[i].as_ptr().cast();
    }
    ffi_entry(code).map_or(c"Unknown".as_ptr(), |(_, name, _)| name.as_ptr())
}

/// What sort of error a status code is: one of the `DIGIPEG_KIND_*` constants
/// (`DIGIPEG_KIND_NONE` for `DIGIPEG_OK` and unknown codes).
#[unsafe(no_mangle)]
pub extern "C" fn digipeg_error_kind(code: c_int) -> c_int {
    if let Some(i) = core_index(code) {
        return match Error::ALL[i].kind() {
            ErrorKind::InvalidArgument => DIGIPEG_KIND_INVALID_ARGUMENT,
            ErrorKind::OutOfRange => DIGIPEG_KIND_OUT_OF_RANGE,
            ErrorKind::IllegalMove => DIGIPEG_KIND_ILLEGAL_MOVE,
            ErrorKind::ImpossibleBoard => DIGIPEG_KIND_IMPOSSIBLE_BOARD,
            ErrorKind::Capacity => DIGIPEG_KIND_CAPACITY,
            ErrorKind::Empty => DIGIPEG_KIND_EMPTY,
            ErrorKind::OutOfOrder => DIGIPEG_KIND_OUT_OF_ORDER,
        };
    }
    match code {
        DIGIPEG_OK => DIGIPEG_KIND_NONE,
        _ if ffi_entry(code).is_some() => DIGIPEG_KIND_FFI,
        _ => DIGIPEG_KIND_NONE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screaming(name: &str) -> String {
        let mut out = String::from("DIGIPEG_E_");
        for (i, ch) in name.chars().enumerate() {
            if ch.is_ascii_uppercase() && i > 0 {
                out.push('_');
            }
            out.push(ch.to_ascii_uppercase());
        }
        out
    }

    #[test]
    fn a_constant_for_every_core_error_and_no_other() {
        let expected: Vec<(String, c_int)> = Error::ALL
            .iter()
            .map(|e| (screaming(e.name()), c_int::from(e.code())))
            .collect();
        let actual: Vec<(String, c_int)> = CORE_CONSTANTS.iter().map(|&(n, c)| (n.to_string(), c)).collect();
        assert_eq!(
            actual, expected,
            "ffi/src/status.rs is out of step with core/src/error.rs"
        );
    }

    #[test]
    fn ffi_codes_never_collide_with_core_codes() {
        for &(code, _, _) in FFI_CODES {
            assert!(core_index(code).is_none(), "{code}");
            assert!(code == 0 || (900..1000).contains(&code));
        }
        assert!(Error::ALL.iter().all(|e| (100..900).contains(&e.code())));
    }

    #[test]
    fn messages_and_names_match_the_core() {
        for e in Error::ALL {
            let code = c_int::from(e.code());
            // SAFETY: static NUL-terminated strings.
            let (m, n) = unsafe {
                (
                    CStr::from_ptr(digipeg_error_message(code)),
                    CStr::from_ptr(digipeg_error_name(code)),
                )
            };
            assert_eq!(m.to_str().unwrap(), e.message());
            assert_eq!(n.to_str().unwrap(), e.name());
            assert_ne!(digipeg_error_kind(code), DIGIPEG_KIND_NONE);
        }
        // SAFETY: static NUL-terminated strings.
        let unknown = unsafe { CStr::from_ptr(digipeg_error_message(-7)) };
        assert_eq!(unknown, c"unknown status code");
        assert_eq!(digipeg_error_kind(DIGIPEG_E_PANIC), DIGIPEG_KIND_FFI);
    }
}
