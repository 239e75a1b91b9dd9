//! A small seeded generator, so shuffles and random players can be replayed exactly.

/// SplitMix64: tiny, fast, and good enough for games; the same seed gives the same
/// sequence on every platform and in every binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator that will always produce the same sequence for the same `seed`.
    pub const fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..bound`, without modulo bias; 0 when `bound` is 0 (an empty range
    /// has no member: callers check, but a zero never panics).
    // The truncations to u32 are the algorithm: the low 32 bits of a random word and of the product.
    #[allow(clippy::cast_possible_truncation)]
    pub fn below(&mut self, bound: u32) -> u32 {
        if bound == 0 {
            return 0;
        }
        // Lemire's multiply-shift; the rejection loop removes the bias.
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u64::from(self.next_u64() as u32) * u64::from(bound);
            if product as u32 >= threshold {
                return (product >> 32) as u32;
            }
        }
    }

    /// Shuffle a slice in place (Fisher–Yates).
    // Game slices are far shorter than u32::MAX items.
    #[allow(clippy::cast_possible_truncation)]
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn same_seed_same_sequence() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = Rng::new(42);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[rng.below(7) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
    }

    #[test]
    fn below_zero_is_safe() {
        let mut rng = Rng::new(1);
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut cards = [0u8; 52];
        for (i, c) in cards.iter_mut().enumerate() {
            *c = u8::try_from(i).unwrap();
        }
        Rng::new(3).shuffle(&mut cards);
        let mut sorted = cards;
        sorted.sort_unstable();
        assert!(sorted.iter().enumerate().all(|(i, &c)| c as usize == i));
        assert_ne!(cards, sorted);
    }
}
