//! movegen against an independent implementation, [`shakmaty`], along seeded random
//! playouts: the legal moves, the checkers and the FEN at every ply (`differential`),
//! the keys, SAN, check, the game's state and perft (`game`), repetition and the
//! outcome by every rule along long games taken back now and then (`rules`), and perft
//! tables shared across hundreds of positions (`tables`). (For the other slider
//! strategies CI runs `tests/tables/`, every lookup against the ray walk, and
//! `tests/perft/`: the `strategy` binary.)

mod differential;
mod game;
mod rules;
mod tables;
