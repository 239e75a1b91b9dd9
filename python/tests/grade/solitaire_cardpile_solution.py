# COMPSCI 130, the CardPile skeleton (plain attributes, 2023-2025): simplified solitaire.
# A correct solution for digipeg grade, written from docs/editions.md in the style of the
# skeleton: a list-backed CardPile (top = items[0]) and the given Solitaire constructor, get_pile and
# play(). The CardPile-A solution and the mutants (mutants.py) are small edits of this file.


class CardPile:
    def __init__(self):
        self.items = []

    def add_top(self, item):
        self.items.insert(0, item)

    def add_bottom(self, item):
        self.items.append(item)

    def remove_top(self):
        return self.items.pop(0)

    def remove_bottom(self):
        return self.items.pop()

    def size(self):
        return len(self.items)

    def peek_top(self):
        return self.items[0]

    def peek_bottom(self):
        return self.items[-1]

    def print_all(self, index):
        if index == 0 and self.items:
            print(" ".join([str(self.items[0])] + ["*"] * (len(self.items) - 1)))
        else:
            print(" ".join(str(item) for item in self.items))


class Solitaire:
    def __init__(self, cards):
        self.piles = []
        self.num_cards = len(cards)
        self.num_piles = (self.num_cards // 8) + 3
        self.max_num_moves = self.num_cards * 2
        for i in range(self.num_piles):
            self.piles.append(CardPile())
        for i in range(self.num_cards):
            self.piles[0].add_bottom(cards[i])

    def get_pile(self, i):
        return self.piles[i]

    def display(self):
        for i in range(self.num_piles):
            print(f"{i}: ", end="")
            self.piles[i].print_all(i)

    def move(self, p1, p2):
        source, target = self.piles[p1], self.piles[p2]
        if p1 == 0 and p2 == 0:
            if source.size() > 0:
                source.add_bottom(source.remove_top())
        elif p1 == 0 and p2 > 0:
            if source.size() > 0 and (target.size() == 0 or target.peek_bottom() == source.peek_top() + 1):
                target.add_bottom(source.remove_top())
        elif p1 > 0 and p2 > 0 and p1 != p2:
            if source.size() > 0 and target.size() > 0 and target.peek_bottom() == source.peek_top() + 1:
                while source.size() > 0:
                    target.add_bottom(source.remove_top())

    def is_complete(self):
        if self.piles[0].size() != 0:
            return False
        for pile in self.piles[1:]:
            if pile.size() == self.num_cards:
                return True
        return False

    def play(self):
        print("********************** NEW GAME *****************************")
        move_number = 1
        while move_number <= self.max_num_moves and not self.is_complete():
            self.display()
            print("Round", move_number, "out of", self.max_num_moves, end=": ")
            pile1 = int(input("Move from pile no.: "))
            print("Round", move_number, "out of", self.max_num_moves, end=": ")
            pile2 = int(input("Move to pile no.: "))
            if pile1 >= 0 and pile2 >= 0 and pile1 < self.num_piles and pile2 < self.num_piles:
                self.move(pile1, pile2)
            move_number += 1
        if self.is_complete():
            print("You Win in", move_number - 1, "steps!\n")
        else:
            print("You Lose!\n")
