//! The byte images of a simplified-solitaire game and of its deques (see [`crate::image`]).

use super::{Deque, MAX_CARDS, MAX_PILES, Pile, Solitaire, col_no_for};
use crate::image::{Image, Reader, Writer};

/// The piles, then the number of cards and of piles: 717 bytes. Read back, the piles past
/// `ColNo` must be empty and the cards be 0 to n-1, each once.
impl Image for Solitaire {
    const LEN: usize = MAX_PILES * Pile::LEN + 2;

    fn write(&self, out: &mut Writer<'_>) {
        let Solitaire { piles, cards, col_no } = self;
        piles.iter().for_each(|p| p.write(out));
        out.u8(*cards);
        out.u8(*col_no);
    }

    fn read(input: &mut Reader<'_>) -> Option<Solitaire> {
        let mut piles: [Pile; MAX_PILES] = Default::default();
        for pile in &mut piles {
            *pile = Pile::read(input)?;
        }
        let cards = input.u8()?;
        let col_no = input.u8()?;
        let n = usize::from(cards);
        let mut seen = [false; MAX_CARDS];
        let mut count = 0;
        for card in piles.iter().flat_map(|p| p.iter()) {
            let slot = seen.get_mut(usize::from(*card))?;
            if *slot {
                return None;
            }
            *slot = true;
            count += 1;
        }
        if n > MAX_CARDS || usize::from(col_no) != col_no_for(n) {
            return None;
        }
        let all_cards = count == n && seen.iter().take(n).all(|&s| s);
        let piles_used = piles[usize::from(col_no)..].iter().all(Pile::is_empty);
        (all_cards && piles_used).then_some(Solitaire { piles, cards, col_no })
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
