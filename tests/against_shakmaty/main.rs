//! movegen against an independent implementation, [`shakmaty`], along seeded random
//! playouts: the legal moves, the checkers and the FEN at every ply (`differential`),
//! and the keys, SAN, check, the game's state and perft (`game`). CI runs this binary
//! again for every other slider strategy.

mod differential;
mod game;
