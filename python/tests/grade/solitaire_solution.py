# COMPSCI 130, Assignment Two (2019): simplified solitaire with a card-pile Deque.
# A correct solution for digipeg grade, written from docs/editions.md in the style of the
# handout: a list-backed Deque named items, and the handout's Solitaire constructor (private counters)
# and play(). The mutants in mutants.py are small edits of this file.


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
        self.__CardNo = len(ncards)
        self.__ColNo = (self.__CardNo // 8) + 3
        self.__ChanceNo = self.__CardNo * 2
        for i in range(self.__ColNo):
            self.t.append(Deque())
        for i in range(self.__CardNo):
            self.t[0].add_front(ncards[i])

    def display(self):
        for i in range(self.__ColNo):
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
        elif c1 > 0 and c2 > 0 and c1 != c2:
            if self.t[c1].size() > 0:
                if self.t[c2].size() == 0 or self.t[c1].peeklast() == self.t[c2].peek() - 1:
                    while self.t[c1].size() > 0:
                        self.t[c2].add_front(self.t[c1].remove_rear())

    def IsComplete(self):
        if self.t[0].size() != 0:
            return False
        for i in range(1, self.__ColNo):
            pile = self.t[i].items
            if len(pile) == self.__CardNo:
                for j in range(1, len(pile)):
                    if pile[j] != pile[j - 1] - 1:
                        return False
                return True
        return False

    def play(self):
        print("*" * 41 + "NEW GAME" + "*" * 39)
        for k in range(1, self.__ChanceNo + 1):
            self.display()
            print("Round", k, "out of", self.__ChanceNo, end=": ")
            c1 = int(input("Move from row no.:"), 10)
            print("Round", k, "out of", self.__ChanceNo, end=": ")
            c2 = int(input("Move to row no.:"), 10)
            if 0 <= c1 < self.__ColNo and 0 <= c2 < self.__ColNo:
                self.move(c1, c2)
            if self.IsComplete():
                print("You Win in", k, "steps!")
                break
            if k == self.__ChanceNo:
                print("You Loss!")
        print()
