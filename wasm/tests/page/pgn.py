"""Reads a PGN file with python-chess, as another program would, for the play page's
test (share.rs): prints the Result tag, the moves in UCI (comma-separated), the final
position's FEN and the tags' names; fails on any error python-chess reports."""

import sys

import chess.pgn

with open(sys.argv[1], encoding="utf-8") as f:
    game = chess.pgn.read_game(f)
    rest = chess.pgn.read_game(f)
if game is None or game.errors or rest is not None:
    sys.exit(f"not one clean game: {game and game.errors}")
print(game.headers["Result"])
print(",".join(move.uci() for move in game.mainline_moves()))
print(game.end().board().fen())
print(" ".join(game.headers.keys()))
