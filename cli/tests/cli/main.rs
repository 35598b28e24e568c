//! The `movegen` command as a user meets it: every output form, and every bad input
//! an exit status of 2 with a message naming what is wrong, never a panic.

mod deep_perft;
mod perft;
mod perftree;
mod position;
mod run;
mod two_keys;
