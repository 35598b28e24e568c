//! What a slider strategy changes, tested in one binary that CI builds and runs again
//! for every strategy (`cargo test -p movegen --no-default-features --features STRATEGY
//! --test strategy`): the lookups of the tables this build uses against tablegen's ray
//! walk (`tables`), and perft against the suites' counts (`perft`). A strategy changes
//! the slider lookups and nothing else.

mod perft;
mod tables;
