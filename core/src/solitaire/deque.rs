//! The assignment's card-pile `Deque`, with a fixed capacity.

use core::fmt;

use crate::Error;

/// The assignment's `Deque` over a fixed-capacity [`heapless::Deque`], keeping the original's
/// names and its list picture: the items form a list whose index 0 is the **rear** and whose end
/// is the **front**.
///
/// | original        | here                | list picture        |
/// |-----------------|---------------------|---------------------|
/// | `add_front(x)`  | [`Deque::add_front`]    | append              |
/// | `add_rear(x)`   | [`Deque::add_rear`]     | insert at index 0   |
/// | `remove_front()`| [`Deque::remove_front`] | pop the end         |
/// | `remove_rear()` | [`Deque::remove_rear`]  | pop index 0         |
/// | `peek()`        | [`Deque::peek`]         | the last item       |
/// | `peeklast()`    | [`Deque::peeklast`]     | the first item      |
/// | `size()`        | [`Deque::size`]         | the length          |
/// | `printall(i)`   | [`Deque::printall`]     | from index 0 on     |
///
/// Adding to a full deque is [`Error::DequeFull`]; removing from or peeking at an empty one is
/// [`Error::DequeEmpty`]. Nothing panics, and a failed call changes nothing.
///
/// ```
/// use digipeg::solitaire::Deque;
/// let mut d: Deque<u8, 4> = Deque::new();
/// d.add_front(1)?;
/// d.add_front(2)?;
/// d.add_rear(0)?;
/// assert_eq!(d.printall(1).to_string(), "0 1 2 ");
/// assert_eq!(d.printall(0).to_string(), "0 * * ");
/// assert_eq!((d.peek(), d.peeklast()), (Ok(&2), Ok(&0)));
/// # Ok::<(), digipeg::Error>(())
/// ```
#[derive(Clone)]
pub struct Deque<T, const N: usize> {
    items: heapless::Deque<T, N>,
}

impl<T, const N: usize> Deque<T, N> {
    /// An empty deque that holds at most `N` items.
    pub const fn new() -> Self {
        Deque {
            items: heapless::Deque::new(),
        }
    }

    /// Put `item` at the front (the end of the list). [`Error::DequeFull`] when full.
    pub fn add_front(&mut self, item: T) -> Result<(), Error> {
        self.items.push_back(item).map_err(|_| Error::DequeFull)
    }

    /// Put `item` at the rear (index 0 of the list). [`Error::DequeFull`] when full.
    pub fn add_rear(&mut self, item: T) -> Result<(), Error> {
        self.items.push_front(item).map_err(|_| Error::DequeFull)
    }

    /// Take the front item (the end of the list). [`Error::DequeEmpty`] when empty.
    pub fn remove_front(&mut self) -> Result<T, Error> {
        self.items.pop_back().ok_or(Error::DequeEmpty)
    }

    /// Take the rear item (index 0 of the list). [`Error::DequeEmpty`] when empty.
    pub fn remove_rear(&mut self) -> Result<T, Error> {
        self.items.pop_front().ok_or(Error::DequeEmpty)
    }

    /// The front item (the last of the list). [`Error::DequeEmpty`] when empty.
    pub fn peek(&self) -> Result<&T, Error> {
        self.items.back().ok_or(Error::DequeEmpty)
    }

    /// The rear item (the first of the list). [`Error::DequeEmpty`] when empty.
    pub fn peeklast(&self) -> Result<&T, Error> {
        self.items.front().ok_or(Error::DequeEmpty)
    }

    /// How many items the deque holds.
    pub fn size(&self) -> usize {
        self.items.len()
    }

    /// Whether the deque holds no item.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Whether the deque holds `N` items.
    pub fn is_full(&self) -> bool {
        self.items.is_full()
    }

    /// The most items the deque can hold: `N`.
    pub const fn capacity(&self) -> usize {
        N
    }

    /// The item at list index `index` (0 is the rear), if there is one.
    pub fn get(&self, index: usize) -> Option<&T> {
        self.items.iter().nth(index)
    }

    /// The items in list order: from the rear (index 0) to the front.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator {
        self.items.iter()
    }

    /// Remove every item.
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// The original's `printall(index)` as a `Display` value: the items from the rear (index 0)
    /// on, **each followed by one space** (the original printed `item, end=' '`, so the text ends
    /// in a space; an empty deque prints nothing). When `index` is 0, every item but the first is
    /// shown as `*` (pile 0 of the game shows only its top card). No newline.
    pub fn printall(&self, index: usize) -> PrintAll<'_, T, N> {
        PrintAll {
            deque: self,
            hidden: index == 0,
        }
    }
}

impl<T, const N: usize> Default for Deque<T, N> {
    fn default() -> Self {
        Deque::new()
    }
}

impl<T: PartialEq, const N: usize> PartialEq for Deque<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.items.iter().eq(other.items.iter())
    }
}

impl<T: Eq, const N: usize> Eq for Deque<T, N> {}

impl<T: fmt::Debug, const N: usize> fmt::Debug for Deque<T, N> {
    /// The list, rear first: `[0, 1, 2]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.items.iter()).finish()
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a Deque<T, N> {
    type Item = &'a T;
    type IntoIter = heapless::deque::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

/// The text of [`Deque::printall`].
#[derive(Clone, Copy, Debug)]
pub struct PrintAll<'a, T, const N: usize> {
    deque: &'a Deque<T, N>,
    hidden: bool,
}

impl<T: fmt::Display, const N: usize> fmt::Display for PrintAll<'_, T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, item) in self.deque.items.iter().enumerate() {
            if self.hidden && i > 0 {
                f.write_str("* ")?;
            } else {
                write!(f, "{item} ")?;
            }
        }
        Ok(())
    }
}
