//! The board and what a search asks of it, one module per subject: building and reading
//! positions (`builder`, `fen_errors`, `types`, `chess960_start`), Chess960 castling
//! (`chess960`), a user's first program as written (`front_door`), making moves
//! (`make_legal`, `null_move`), generating and testing them (`move_kinds`, `move_list`,
//! `pseudo_legal`) and static exchange evaluation (`see`).

mod builder;
mod chess960;
mod chess960_start;
mod fen_errors;
mod front_door;
mod make_legal;
mod move_kinds;
mod move_list;
mod null_move;
mod pseudo_legal;
mod see;
mod types;
