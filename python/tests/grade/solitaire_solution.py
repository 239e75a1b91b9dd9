# Simplified solitaire (COMPSCI 130, 2019): a correct solution written from spec/solitaire.md in the style of
# the handout: a list-backed Deque and the Solitaire class with display, move, IsComplete and play.
# (Test data of digipeg grade: the mutants in mutants.py are small edits of this file.)


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
        for i in range(len(self.items)):
            if index == 0 and i > 0:
                print("*", end=" ")
            else:
                print(self.items[i], end=" ")


class Solitaire:
    def __init__(self, ncards):
        self.t = []
        self.CardNo = len(ncards)
        self.ColNo = self.CardNo // 8 + 3
        self.ChanceNo = self.CardNo * 2
        for i in range(self.ColNo):
            self.t.append(Deque())
        for i in range(self.CardNo):
            self.t[0].add_front(ncards[i])

    def display(self):
        for i in range(self.ColNo):
            print(str(i) + ": ", end="")
            self.t[i].printall(i)
            print()

    def move(self, c1, c2):
        if c1 == 0 and c2 == 0:
            if self.t[0].size() > 0:
                self.t[0].add_front(self.t[0].remove_rear())
        elif c1 == 0 and c2 > 0:
            if self.t[0].size() > 0:
                card = self.t[0].peeklast()
                if self.t[c2].size() == 0 or self.t[c2].peek() == card + 1:
                    self.t[c2].add_front(self.t[0].remove_rear())
        elif c1 > 0 and c2 > 0:
            if self.t[c1].size() > 0:
                if self.t[c2].size() == 0 or self.t[c1].peeklast() == self.t[c2].peek() - 1:
                    while self.t[c1].size() > 0:
                        self.t[c2].add_front(self.t[c1].remove_rear())

    def IsComplete(self):
        if self.t[0].size() != 0:
            return False
        for i in range(1, self.ColNo):
            pile = self.t[i].items
            if len(pile) == self.CardNo:
                for j in range(1, len(pile)):
                    if pile[j] != pile[j - 1] - 1:
                        return False
                return True
        return False

    def play(self):
        print("*" * 41 + "NEW GAME" + "*" * 39)
        for k in range(1, self.ChanceNo + 1):
            self.display()
            try:
                c1 = input("Round " + str(k) + " out of " + str(self.ChanceNo) + ": Move from row no.:")
                c2 = input("Round " + str(k) + " out of " + str(self.ChanceNo) + ": Move to row no.:")
            except EOFError:
                print()
                break
            try:
                c1, c2 = int(c1), int(c2)
            except ValueError:
                c1 = c2 = -1
            if 0 <= c1 < self.ColNo and 0 <= c2 < self.ColNo:
                self.move(c1, c2)
            if self.IsComplete():
                print("You Win in " + str(k) + " steps!")
                break
            if k == self.ChanceNo:
                print("You Loss!")
        print()
