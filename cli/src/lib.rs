//! The library half of the `movegen` command (`movegen-cli`): the EPD reader of
//! `movegen perft --epd`, shared with the repository's tests so that they read the
//! suites as the command does. The command itself is the `movegen` binary (the `cli`
//! feature, on by default): `cargo install movegen-cli`, then `movegen --help`.

#![deny(missing_docs)]

pub mod epd;
