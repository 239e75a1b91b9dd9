//! The byte images of a simplified-solitaire game and of its deques (see [`crate::image`]).

use super::{Deque, MAX_CARDS, MAX_PILES, Pile, Solitaire};
use crate::image::{Image, Reader, Writer};

/// The piles, then the number of cards, `ColNo`, `CardNo` and `ChanceNo`: 720 bytes. Read back,
/// `ColNo` must be at most [`MAX_PILES`], the piles past it empty, and the piles hold the number
/// of cards, at most [`MAX_CARDS`]. A position built by hand may hold any cards (repeats too)
/// and any `CardNo` and `ChanceNo`, so those are not checked further.
impl Image for Solitaire {
    const LEN: usize = MAX_PILES * Pile::LEN + 1 + 1 + 1 + 2;

    fn write(&self, out: &mut Writer<'_>) {
        let Solitaire {
            piles,
            cards,
            col_no,
            card_no,
            chance_no,
        } = self;
        piles.iter().for_each(|p| p.write(out));
        out.u8(*cards);
        out.u8(*col_no);
        out.u8(*card_no);
        out.u16(*chance_no);
    }

    fn read(input: &mut Reader<'_>) -> Option<Solitaire> {
        let mut piles: [Pile; MAX_PILES] = Default::default();
        for pile in &mut piles {
            *pile = Pile::read(input)?;
        }
        let cards = input.u8()?;
        let col_no = input.u8()?;
        let card_no = input.u8()?;
        let chance_no = input.u16()?;
        let used = piles.get(..usize::from(col_no))?;
        let count: usize = used.iter().map(Pile::size).sum();
        let unused_empty = piles[used.len()..].iter().all(Pile::is_empty);
        (unused_empty && count == usize::from(cards) && count <= MAX_CARDS).then_some(Solitaire {
            piles,
            cards,
            col_no,
            card_no,
            chance_no,
        })
    }
}

/// The number of items, the items from the rear, then zeros for the unused places: `1 + N`
/// bytes (a deque of bytes holding at most 255).
impl<const N: usize> Image for Deque<u8, N> {
    const LEN: usize = 1 + N;

    fn write(&self, out: &mut Writer<'_>) {
        const { assert!(N <= u8::MAX as usize, "the image stores the length in a byte") };
        out.u8(self.size() as u8);
        self.iter().for_each(|&item| out.u8(item));
        out.zeros(N - self.size());
    }

    fn read(input: &mut Reader<'_>) -> Option<Self> {
        let len = usize::from(input.u8()?);
        let mut deque = Deque::new();
        for _ in 0..len {
            deque.add_front(input.u8()?).ok()?;
        }
        input.zeros(N - len)?;
        Some(deque)
    }
}
