//! The byte images of a deal, a position and a move's record (see [`crate::image`]), for the C
//! interface's caller-owned structs. Reading one back checks that it is a position the rules
//! could hold: each card once, piles that are runs above their face-down cards, sizes in range.

use super::card::{Card, Suit};
use super::deal::{Deal, STOCK_CARDS};
use super::game::{Klondike, MAX_PILE, Move, PILES, Pile, Played};
use super::rules::{Passes, Rules};
use crate::image::{Image, Reader, Writer};

fn read_card(input: &mut Reader<'_>) -> Option<Card> {
    Card::from_index(input.below(52)?)
}

/// The 52 cards in dealing order, one byte each (`Card::index`); read back, each card once.
impl Image for Deal {
    const LEN: usize = 52;

    fn write(&self, out: &mut Writer<'_>) {
        self.cards().iter().for_each(|card| out.u8(card.index()));
    }

    fn read(input: &mut Reader<'_>) -> Option<Deal> {
        let mut cards = [Card::from_index(0)?; 52];
        for card in &mut cards {
            *card = read_card(input)?;
        }
        Deal::new(cards).ok()
    }
}

/// The rules (draw, passes, worrying back), each pile (its size, its face-down count, its cards,
/// zeros past them), the foundations, the talon (its size, the waste's size, its cards, zeros),
/// and the recycles: 184 bytes.
impl Image for Klondike {
    const LEN: usize = 3 + PILES * (2 + MAX_PILE) + 4 + 2 + STOCK_CARDS + 4;

    fn write(&self, out: &mut Writer<'_>) {
        out.u8(self.rules.draw.cards());
        out.u8(self.rules.passes_number());
        out.u8(u8::from(self.rules.worry_back));
        for pile in &self.piles {
            out.u8(pile.len);
            out.u8(pile.face_down);
            pile.cards().iter().for_each(|card| out.u8(card.index()));
            out.zeros(MAX_PILE - pile.cards().len());
        }
        self.foundations.iter().for_each(|&count| out.u8(count));
        out.u8(self.talon_len);
        out.u8(self.waste);
        let talon = &self.talon[..usize::from(self.talon_len)];
        talon.iter().for_each(|card| out.u8(card.index()));
        out.zeros(STOCK_CARDS - talon.len());
        out.u32(self.recycles);
    }

    fn read(input: &mut Reader<'_>) -> Option<Klondike> {
        let (draw, passes, worry_back) = (input.u8()?, input.u8()?, input.below(2)?);
        let rules = Rules::new(draw.into(), passes.into(), worry_back == 1).ok()?;
        let mut seen = 0u64;
        let mut once = |card: Card| {
            let fresh = seen & (1 << card.index()) == 0;
            seen |= 1 << card.index();
            fresh.then_some(card)
        };
        let any = Card::from_index(0)?;
        let mut piles = [Pile {
            cards: [any; MAX_PILE],
            len: 0,
            face_down: 0,
        }; PILES];
        for pile in &mut piles {
            pile.len = input.below(MAX_PILE as u8 + 1)?;
            pile.face_down = input.below(pile.len.max(1))?;
            for at in 0..MAX_PILE {
                if at < usize::from(pile.len) {
                    pile.cards[at] = once(read_card(input)?)?;
                } else {
                    input.zeros(1)?;
                }
            }
            let up = pile.face_up();
            if up.windows(2).any(|pair| !pair[1].goes_on(pair[0])) {
                return None;
            }
        }
        let mut foundations = [0u8; 4];
        for (suit, count) in Suit::ALL.into_iter().zip(&mut foundations) {
            *count = input.below(14)?;
            for rank in 1..=*count {
                once(Card::new(rank, suit)?)?;
            }
        }
        let talon_len = input.below(STOCK_CARDS as u8 + 1)?;
        let waste = input.below(talon_len + 1)?;
        let mut talon = [any; STOCK_CARDS];
        for (at, card) in talon.iter_mut().enumerate() {
            if at < usize::from(talon_len) {
                *card = once(read_card(input)?)?;
            } else {
                input.zeros(1)?;
            }
        }
        let recycles = input.u32()?;
        // With N passes the waste is turned over at most N - 1 times.
        let turns_allowed = match rules.passes {
            Passes::Unlimited => u32::MAX,
            Passes::Limited(passes) => u32::from(passes.get()) - 1,
        };
        (seen == (1 << 52) - 1 && recycles <= turns_allowed).then_some(Klondike {
            rules,
            piles,
            foundations,
            talon,
            talon_len,
            waste,
            recycles,
        })
    }
}

/// The move (a kind from 0 to 6, then its pile, second pile or suit, and count), the card, the
/// card turned face up (52 for none), and the waste's size before: 7 bytes.
impl Image for Played {
    const LEN: usize = 4 + 3;

    fn write(&self, out: &mut Writer<'_>) {
        self.played.parts().iter().for_each(|&byte| out.u8(byte));
        out.u8(self.card.index());
        out.u8(self.turned_up.map_or(52, |card| card.index()));
        out.u8(self.waste_before);
    }

    fn read(input: &mut Reader<'_>) -> Option<Played> {
        let parts = [input.below(7)?, input.u8()?, input.u8()?, input.u8()?];
        let played = Move::from_parts(parts)?;
        Some(Played {
            played,
            card: read_card(input)?,
            turned_up: match input.below(53)? {
                52 => None,
                index => Some(Card::from_index(index)?),
            },
            waste_before: input.below(STOCK_CARDS as u8 + 1)?,
        })
    }
}

/// Two images one after the other (a deal and the position it led to).
impl<A: Image, B: Image> Image for (A, B) {
    const LEN: usize = A::LEN + B::LEN;

    fn write(&self, out: &mut Writer<'_>) {
        self.0.write(out);
        self.1.write(out);
    }

    fn read(input: &mut Reader<'_>) -> Option<(A, B)> {
        Some((A::read(input)?, B::read(input)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    #[test]
    fn positions_and_records_of_random_play_read_back_what_they_wrote() {
        let mut rng = Rng::new(5);
        for rules in [Rules::DRAW_THREE, Rules::new(1, 2, false).unwrap()] {
            let deal = Deal::random(&mut rng);
            let mut game = Klondike::new(&deal, rules);
            assert_eq!(Deal::from_image(&image(&deal)), Some(deal));
            for _ in 0..200 {
                let bytes = image(&game);
                assert_eq!(Klondike::from_image(&bytes), Some(game));
                // Equal positions have equal images: no stale slot leaks into the bytes.
                let mut copy = game;
                copy.talon[STOCK_CARDS - 1] = Card::from_index(51).unwrap();
                assert_eq!(image(&copy) == bytes, copy == game);
                let legal = game.legal_moves();
                let Some(&played) = legal.get(rng.below(legal.len().max(1) as u32) as usize) else {
                    break;
                };
                let record = game.play(played).unwrap();
                assert_eq!(Played::from_image(&image(&record)), Some(record));
            }
        }
    }

    #[test]
    fn bytes_no_position_could_hold_are_refused() {
        let game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_THREE);
        let good = image(&game);
        let pile6 = 3 + 6 * (2 + MAX_PILE);
        let talon = 3 + PILES * (2 + MAX_PILE) + 4;
        let bad = |at: usize, value: u8| {
            let mut bytes = good.clone();
            bytes[at] = value;
            Klondike::from_image(&bytes)
        };
        assert_eq!(bad(0, 2), None, "draw 2");
        assert_eq!(bad(2, 2), None, "worry back 2");
        assert_eq!(bad(pile6, 20), None, "a pile of 20 cards");
        assert_eq!(bad(pile6 + 1, 7), None, "every card face down");
        assert_eq!(bad(pile6 + 2, 52), None, "no such card");
        assert_eq!(bad(pile6 + 2, good[talon + 2]), None, "a card twice");
        assert_eq!(bad(talon, 25), None, "a talon of 25");
        assert_eq!(bad(talon + 1, 25), None, "a waste past the talon");
        assert_eq!(
            bad(talon + 2 + STOCK_CARDS, 9).map(|g| g.recycles()),
            Some(9),
            "any recycles"
        );
        assert_eq!(
            Played::from_image(&[5, 1, 1, 1, 0, 0, 0]),
            None,
            "a pile onto itself"
        );
        assert_eq!(Played::from_image(&[7, 0, 0, 0, 0, 0, 0]), None, "no such move");
        assert_eq!(
            Played::from_image(&[0, 1, 0, 0, 0, 0, 0]),
            None,
            "a draw with a pile"
        );
    }

    /// Bytes a record's or a position's image is read from are refused, or are the image of what
    /// they read as: every byte of real images of random play set to other values.
    #[test]
    fn only_images_are_read() {
        let mut rng = Rng::new(17);
        let mut changed = 0;
        for rules in [Rules::DRAW_THREE, Rules::new(1, 2, false).unwrap()] {
            let mut game = Klondike::new(&Deal::random(&mut rng), rules);
            for _ in 0..60 {
                let legal = game.legal_moves();
                let Some(&played) = legal.get(rng.below(legal.len().max(1) as u32) as usize) else {
                    break;
                };
                let record = game.play(played).unwrap();
                let bytes = image(&record);
                for at in 0..bytes.len() {
                    for value in [0, 1, 2, 5, 6, 7, 51, 52, 53, 255] {
                        let mut other = bytes.clone();
                        other[at] = value;
                        if let Some(read) = Played::from_image(&other) {
                            assert_eq!(image(&read), other, "{record:?} byte {at} = {value}");
                            changed += usize::from(other != bytes);
                        }
                    }
                }
                let bytes = image(&game);
                for _ in 0..20 {
                    let mut other = bytes.clone();
                    other[rng.below(bytes.len() as u32) as usize] = rng.below(256) as u8;
                    if let Some(read) = Klondike::from_image(&other) {
                        assert_eq!(image(&read), other);
                    }
                }
            }
        }
        assert!(changed > 100, "{changed}");
    }

    #[test]
    fn recycles_past_the_passes_allowed_are_refused() {
        let recycles_at = 3 + PILES * (2 + MAX_PILE) + 4 + 2 + STOCK_CARDS;
        for (passes, most) in [(1, 0), (2, 1), (255, 254)] {
            let game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::new(3, passes, true).unwrap());
            let with = |recycles: u32| {
                let mut bytes = image(&game);
                bytes[recycles_at..recycles_at + 4].copy_from_slice(&recycles.to_le_bytes());
                Klondike::from_image(&bytes).map(|g| g.recycles())
            };
            assert_eq!(
                with(most),
                Some(most),
                "{passes} passes: turned over {most} times"
            );
            assert_eq!(with(most + 1), None, "{passes} passes: one turn too many");
        }
    }

    #[test]
    fn a_deal_and_its_position_read_back_together_and_either_half_spoils_them() {
        let deal = Deal::from_seed(3).unwrap();
        let mut game = Klondike::new(&deal, Rules::DRAW_ONE);
        game.play(game.legal_moves()[0]).unwrap();
        let bytes = image(&(deal, game));
        assert_eq!(bytes.len(), Deal::LEN + Klondike::LEN);
        assert_eq!(<(Deal, Klondike)>::from_image(&bytes), Some((deal, game)));
        let spoilt = |at: usize, value: u8| {
            let mut bad = bytes.clone();
            bad[at] = value;
            <(Deal, Klondike)>::from_image(&bad)
        };
        assert_eq!(spoilt(0, bytes[1]), None, "a card twice in the deal");
        assert_eq!(spoilt(Deal::LEN, 2), None, "draw 2 in the position");
    }

    fn image<T: Image>(value: &T) -> std::vec::Vec<u8> {
        let mut bytes = std::vec![0xA5; T::LEN];
        value.to_image(&mut bytes);
        bytes
    }
}
