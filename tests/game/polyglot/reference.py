"""Reads a Polyglot book with python-chess and prints, for each FEN of a file, the
entries python-chess finds: `FEN|uci weight learn` lines in the book's order.

    python3 tests/game/polyglot/reference.py BOOK FENS
"""
import sys

import chess
import chess.polyglot

book_path, fens_path = sys.argv[1], sys.argv[2]
with chess.polyglot.open_reader(book_path) as reader, open(fens_path) as fens:
    for fen in fens:
        fen = fen.strip()
        board = chess.Board(fen)
        for entry in reader.find_all(board, minimum_weight=0):
            print(f"{fen}|{entry.move.uci()} {entry.weight} {entry.learn}")
