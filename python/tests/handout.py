"""A plain pure-Python model of spec/solitaire.md: the 2019 handout's Deque and Solitaire as a
student would write them from the spec (list-backed, print()-based, input()-driven). The tests
run digipeg and this model side by side and compare piles, IsComplete and every printed byte.

Where the handout leaves a case open, the model follows the spec: a move outside the rules (a
pile number out of range included) changes nothing; a non-numeric answer or the end of input in
play() does not crash (the round is used up; at the end of input a newline closes the prompt).
"""

from __future__ import annotations


class Deque:
    def __init__(self):
        self.items = []

    def add_front(self, item):
        self.items.append(item)

    def add_rear(self, item):
        self.items.insert(0, item)

    def remove_front(self):
        return self.items.pop()

    def remove_rear(self):
        return self.items.pop(0)

    def size(self):
        return len(self.items)

    def peek(self):
        return self.items[-1]

    def peeklast(self):
        return self.items[0]

    def printall(self, index):
        for i, item in enumerate(self.items):
            if index == 0 and i > 0:
                print("*", end=" ")
            else:
                print(item, end=" ")


class Solitaire:
    def __init__(self, ncards):
        self.t = []
        self.CardNo = len(ncards)
        self.ColNo = self.CardNo // 8 + 3
        self.ChanceNo = self.CardNo * 2
        for _ in range(self.ColNo):
            self.t.append(Deque())
        for card in ncards:
            self.t[0].add_front(card)

    def display(self):
        for i in range(self.ColNo):
            print(f"{i}: ", end="")
            self.t[i].printall(i)
            print()

    def move(self, c1, c2):
        if not (0 <= c1 < self.ColNo and 0 <= c2 < self.ColNo):
            return
        source, target = self.t[c1], self.t[c2]
        if source.size() == 0:
            return
        if c1 == 0 and c2 == 0:
            source.add_front(source.remove_rear())
        elif c1 == 0:
            if target.size() == 0 or target.peek() == source.peeklast() + 1:
                target.add_front(source.remove_rear())
        elif c2 > 0 and c1 != c2:
            if target.size() == 0 or target.peek() == source.peeklast() + 1:
                while source.size() > 0:
                    target.add_front(source.remove_rear())

    def IsComplete(self):
        if self.t[0].size() != 0:
            return False
        for i in range(1, self.ColNo):
            cards = self.t[i].items
            if len(cards) == self.CardNo and all(a - 1 == b for a, b in zip(cards, cards[1:])):
                return True
        return False

    def play(self):
        print("*" * 41 + "NEW GAME" + "*" * 39)
        for k in range(self.ChanceNo):
            self.display()
            try:
                c1 = input(f"Round {k + 1} out of {self.ChanceNo}: Move from row no.:")
                c2 = input(f"Round {k + 1} out of {self.ChanceNo}: Move to row no.:")
            except EOFError:
                print()
                break
            try:
                c1, c2 = int(c1), int(c2)
            except ValueError:
                pass
            else:
                self.move(c1, c2)
            if self.IsComplete():
                print(f"You Win in {k + 1} steps!")
                break
            if k == self.ChanceNo - 1:
                print("You Loss!")
        print()
