//! The byte image of a tic-tac-toe board and game (see [`crate::image`]).

use super::{Board, TicTacToe};
use crate::image::{Image, Reader, Writer};

/// X's and O's masks, 4 bytes. Read back, the marks must be on the 9 squares, none both X and O.
impl Image for Board {
    const LEN: usize = 4;

    fn write(&self, out: &mut Writer<'_>) {
        let Board { x, o } = *self;
        out.u16(x);
        out.u16(o);
    }

    fn read(input: &mut Reader<'_>) -> Option<Board> {
        let (x, o) = (input.u16()?, input.u16()?);
        (x & o == 0 && (x | o) < 1 << 9).then_some(Board { x, o })
    }
}

/// The board, which must be one that can arise in play.
impl Image for TicTacToe {
    const LEN: usize = Board::LEN;

    fn write(&self, out: &mut Writer<'_>) {
        self.board.write(out);
    }

    fn read(input: &mut Reader<'_>) -> Option<TicTacToe> {
        TicTacToe::from_board(Board::read(input)?).ok()
    }
}
