//! The one list of workloads: each workload's type and name, `core` only, so that the
//! firmware reads the same list. The list is written once, in
//! [`with_workloads!`](crate::with_workloads); it gives [`WORKLOADS`] (the names, in the
//! order of the report's rows), [`WORKLOAD_TYPES`], [`WorkloadId`] (one value per
//! workload, for code that has no `std`: the firmware `match`es on it, so that a
//! workload it does not run is a build error) and, with `std`,
//! `workload::for_each_workload`; the benches' groups, the report's rows, the
//! firmware's lines and the tests all come from it.
//!
//! A new workload is a type here with its [`Named`] impl and its entry in the list, its
//! timed loop in `kernels.rs`, and its `impl Workload` (or `impl Tree`) in
//! `workload.rs` (this crate's `tests/workloads.rs` fails when an impl is missing from
//! the list).

/// A workload's name (the bench's rows and the report's) and what it counts as one
/// element (the throughput).
pub trait Named: 'static {
    /// The row's name.
    const NAME: &'static str;
    /// What one element is: by default a move (every move of the inputs once).
    const ELEMENT: &'static str = "move";
}

/// The one list of workloads, in the order of the report's rows: calls the macro
/// `$then` with every workload's type (`$then!(Pack, Unpack, ...)`), so that each thing
/// made from the list ([`WorkloadId`], [`WORKLOADS`], [`WORKLOAD_TYPES`], `for_each_workload`) is
/// made from this one. Exported, so that a user of the crate (the firmware, a bench)
/// can make its own thing from the list, a build error when a workload lacks what it
/// needs: the types are named as they are, so bring them into scope first (`use
/// movegen_workloads::list::*`).
#[macro_export]
macro_rules! with_workloads {
    ($then:ident) => {
        $then!(
            Pack, Unpack, Predicates, Generate, Perft, MakeUnmake, Order, Search
        );
    };
}

/// [`WorkloadId`], [`WORKLOADS`] and [`WORKLOAD_TYPES`] from the list.
macro_rules! names {
    ($($ty:ident),+) => {
        /// Every workload of the list as a value, named as its type: a `match` on it
        /// must cover every workload, so a workload added to the list and not to the
        /// `match` is a build error.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum WorkloadId {
            $(
                #[doc = concat!("[`", stringify!($ty), "`]")]
                $ty
            ),+
        }

        impl WorkloadId {
            /// Every workload, in the order of [`WORKLOADS`].
            pub const ALL: [WorkloadId; WORKLOADS.len()] = [$(WorkloadId::$ty),+];

            /// The workload's name ([`Named::NAME`]).
            pub const fn name(self) -> &'static str {
                match self {
                    $(WorkloadId::$ty => <$ty as Named>::NAME),+
                }
            }
        }

        /// The name ([`Named::NAME`]) of every workload, in the order of the report's
        /// rows.
        pub const WORKLOADS: [&str; [$(stringify!($ty)),+].len()] =
            [$(<$ty as Named>::NAME),+];

        /// The type of every workload, as the list names it.
        pub const WORKLOAD_TYPES: [&str; WORKLOADS.len()] = [$(stringify!($ty)),+];
    };
}

crate::with_workloads!(names);

/// `pack`: [`Encoding::pack`](movegen::Encoding::pack) of every move from its five
/// fields.
pub struct Pack;

impl Named for Pack {
    const NAME: &'static str = "pack";
}

/// `unpack`: read back from, to, special, the moving and the captured piece, taking the
/// pieces from the position's mailbox when the encoding does not carry them (as an
/// engine holding such moves must).
pub struct Unpack;

impl Named for Unpack {
    const NAME: &'static str = "unpack";
}

/// `predicates`: whether every move captures, castles, takes en passant, promotes (and
/// to what) and is a double push.
pub struct Predicates;

impl Named for Predicates {
    const NAME: &'static str = "predicates";
}

/// `generate`: `Board::generate` into a move list for every position of the set.
pub struct Generate;

impl Named for Generate {
    const NAME: &'static str = "generate";
}

/// `perft`: `Board::perft_pseudo_as` (pseudo-legal moves, each made with the legality
/// test; the last ply counted without packing its moves) of the perft positions.
pub struct Perft;

impl Named for Perft {
    const NAME: &'static str = "perft";
    const ELEMENT: &'static str = "node";
}

/// `make-unmake`: the classic perft without bulk counting, every leaf made and unmade
/// (`Board::generate`, `Board::make_pseudo_legal`, `Board::unmake_move`), so that make/unmake
/// read every field of every move.
pub struct MakeUnmake;

impl Named for MakeUnmake {
    const NAME: &'static str = "make-unmake";
    const ELEMENT: &'static str = "node";
}

/// `order`: every position's moves scored by MVV-LVA and promotion (the pieces from the
/// move where the encoding carries them, from the board otherwise) and sorted, stably,
/// so that the order is the same in every encoding.
pub struct Order;

impl Named for Order {
    const NAME: &'static str = "order";
}

/// `search`: a fixed-depth alpha-beta (negamax over material, MVV-LVA ordering, two
/// killer moves per ply compared by equality, and a transposition table whose entries
/// hold the best move in the encoding under test) of each search position. See
/// `workload.rs` for why its node counts may differ between encodings.
pub struct Search;

impl Named for Search {
    const NAME: &'static str = "search";
    const ELEMENT: &'static str = "position";
}
