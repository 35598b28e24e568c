//! Generation by kind: captures or noisy moves apart from their complements, and moves to
//! chosen squares only, for a search's staged move picker and its quiescence search.
//! Both generators hand their moves to [`Selected`], which passes on those asked for.

use crate::board::Board;
use crate::encoding::Encoding;
use crate::encoding::MoveType;
use crate::generate::Pawns;
use crate::generate::sink::{Packer, Sink};
use crate::move_list::MoveList;
use crate::types::{Bitboard, Piece, Square};

/// Which moves a generator produces.
///
/// Each kind is a question of two facts about a move, whether it takes a piece (en
/// passant included) and whether it promotes, and the kinds come in complementary
/// pairs: the moves of [`MoveKinds::Captures`] and of [`MoveKinds::Quiets`] together
/// are every move, each once, and so are those of [`MoveKinds::Noisy`] and of
/// [`MoveKinds::Calm`] ([`MoveKinds::complement`]). An engine that generates one kind of
/// a pair and then the other has generated every move.
///
/// | move | `Captures` | `Quiets` | `Noisy` | `Calm` |
/// |---|:-:|:-:|:-:|:-:|
/// | a capture that does not promote | yes | | yes | |
/// | en passant | yes | | yes | |
/// | a capture that promotes | yes | | yes | |
/// | a push that promotes | | yes | yes | |
/// | any other move (a quiet move, a double push, castling) | | yes | | yes |
///
/// [`MoveKinds::All`] is every move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MoveKinds {
    /// Every move.
    #[default]
    All,
    /// The moves that take a piece, en passant and the promotions that capture
    /// included: what a quiescence search that leaves quiet promotions out plays. Its
    /// complement is [`MoveKinds::Quiets`].
    Captures,
    /// Every move that takes nothing, the pushes that promote and castling included.
    /// Its complement is [`MoveKinds::Captures`].
    Quiets,
    /// The captures (en passant included) and the promotions (captures or not, to
    /// every piece): a staged move picker's first stage. Its complement is
    /// [`MoveKinds::Calm`].
    Noisy,
    /// Every move that neither takes nor promotes, castling included: a staged move
    /// picker's stage after [`MoveKinds::Noisy`]. Its complement is [`MoveKinds::Noisy`].
    Calm,
}

impl MoveKinds {
    /// The kind that holds every move this one does not: [`MoveKinds::Captures`] and
    /// [`MoveKinds::Quiets`] are each other's, as are [`MoveKinds::Noisy`] and
    /// [`MoveKinds::Calm`]; [`MoveKinds::All`] has none.
    ///
    /// ```
    /// use movegen::MoveKinds;
    /// assert_eq!(MoveKinds::Noisy.complement(), Some(MoveKinds::Calm));
    /// assert_eq!(MoveKinds::All.complement(), None);
    /// ```
    #[must_use]
    pub const fn complement(self) -> Option<Self> {
        match self {
            MoveKinds::All => None,
            MoveKinds::Captures => Some(MoveKinds::Quiets),
            MoveKinds::Quiets => Some(MoveKinds::Captures),
            MoveKinds::Noisy => Some(MoveKinds::Calm),
            MoveKinds::Calm => Some(MoveKinds::Noisy),
        }
    }

    /// Whether a move that takes a piece (`capture`) or not, and promotes
    /// (`promotion`) or not, is of this kind: the table above, written once, which the
    /// generation below and [`MoveKinds::holds`] read.
    #[inline(always)]
    const fn wants(self, capture: bool, promotion: bool) -> bool {
        match self {
            MoveKinds::All => true,
            MoveKinds::Captures => capture,
            MoveKinds::Quiets => !capture,
            MoveKinds::Noisy => capture || promotion,
            MoveKinds::Calm => !capture && !promotion,
        }
    }

    /// Whether `mv` is of this kind (the table above).
    ///
    /// ```
    /// use movegen::{Board, MoveKinds};
    /// let board: Board = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let promote = board.parse_move("b7b8q").unwrap();
    /// assert!(MoveKinds::Quiets.holds(promote) && MoveKinds::Noisy.holds(promote));
    /// assert!(!MoveKinds::Captures.holds(promote) && !MoveKinds::Calm.holds(promote));
    /// ```
    #[must_use]
    pub fn holds<E: Encoding>(self, mv: E) -> bool {
        self.wants(mv.is_capture(), mv.is_promotion())
    }

    /// The squares of a set of destinations to keep: the moves to `promoting` promote
    /// and the others do not; all of them capture, or none does.
    #[inline(always)]
    fn keep(self, capture: bool, promoting: Bitboard) -> Bitboard {
        let mut keep = Bitboard::EMPTY;
        if self.wants(capture, true) {
            keep |= promoting;
        }
        if self.wants(capture, false) {
            keep |= !promoting;
        }
        keep
    }

    /// Whether every move of this kind captures or promotes, so that the generators
    /// may restrict their destinations at the source ([`Sink::CAPTURES_ONLY`]).
    const fn noisy_only(self) -> bool {
        !self.wants(false, false)
    }
}

/// A sink that passes on the moves of `kinds` to squares of `to`. With `CAPTURES`
/// (every move of `kinds` captures or promotes: [`MoveKinds::Captures`] or
/// [`MoveKinds::Noisy`]) the generators restrict their destination sets at the source
/// ([`Sink::CAPTURES_ONLY`]), so that no quiet move is produced to be dropped; the
/// filter below stays, and passes everything they hand over.
struct Selected<'a, S, const CAPTURES: bool> {
    inner: &'a mut S,
    kinds: MoveKinds,
    to: Bitboard,
    /// The other side's pieces: what a move onto them captures.
    enemy: Bitboard,
}

impl<S: Sink, const CAPTURES: bool> Sink for Selected<'_, S, CAPTURES> {
    const CAPTURES_ONLY: bool = CAPTURES;

    #[inline]
    fn moves(&mut self, from: Square, to: Bitboard, piece: Piece) {
        // No promotion: the captures are the moves onto the enemy.
        let kept = (self.enemy & self.kinds.keep(true, Bitboard::EMPTY))
            | (!self.enemy & self.kinds.keep(false, Bitboard::EMPTY));
        let to = to & self.to & kept;
        if to.any() {
            self.inner.moves(from, to, piece);
        }
    }

    #[inline]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, pawns: &Pawns) {
        let push = delta == pawns.up || delta == 2 * pawns.up;
        let to = to & self.to & self.kinds.keep(!push, pawns.last_rank);
        if to.any() {
            self.inner.pawn_moves(to, delta, pawns);
        }
    }

    #[inline]
    fn special(&mut self, from: Square, to: Square, piece: Piece, taken: Piece, how: MoveType) {
        // En passant captures, castling does not; neither promotes.
        let wanted = self.kinds.wants(how == MoveType::EnPassant, false);
        if wanted && self.to.has(to) {
            self.inner.special(from, to, piece, taken, how);
        }
    }

    #[inline]
    fn known_check(&self) -> Option<bool> {
        self.inner.known_check()
    }
}

impl Board {
    /// Fills `list` (after clearing it) with the pseudo-legal moves of `kinds` whose
    /// destination is in `to` ([`Bitboard::FULL`] for every square; a castling move's
    /// destination is the king's), in the order of [`Board::generate_pseudo_legal`]: the moves of
    /// the two kinds of a complementary pair ([`MoveKinds`]' table) together are the
    /// moves of [`Board::generate_pseudo_legal`].
    ///
    /// ```
    /// use movegen::{Bitboard, Board, Move, MoveKinds, MoveList};
    /// let kiwipete: Board =
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let mut noisy = MoveList::<Move>::new();
    /// kiwipete.generate_kinds(MoveKinds::Noisy, Bitboard::FULL, &mut noisy);
    /// assert_eq!(noisy.len(), 8);
    /// let mut calm = MoveList::<Move>::new();
    /// kiwipete.generate_kinds(MoveKinds::Calm, Bitboard::FULL, &mut calm);
    /// let all = kiwipete.pseudo_legal_moves();
    /// assert_eq!(noisy.len() + calm.len(), all.len());
    /// // A quiet promotion is noisy and quiet, neither a capture nor calm.
    /// let promote: Board = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let mut captures = MoveList::<Move>::new();
    /// promote.generate_kinds(MoveKinds::Captures, Bitboard::FULL, &mut captures);
    /// promote.generate_kinds(MoveKinds::Noisy, Bitboard::FULL, &mut noisy);
    /// promote.generate_kinds(MoveKinds::Quiets, Bitboard::FULL, &mut calm);
    /// assert_eq!((captures.len(), noisy.len(), calm.len()), (0, 4, 9));
    /// ```
    pub fn generate_kinds<E: Encoding>(
        &self,
        kinds: MoveKinds,
        to: Bitboard,
        list: &mut MoveList<E>,
    ) {
        self.generate_selected(false, kinds, to, list);
    }

    /// [`Board::generate_kinds`] with the legal generator: the legal moves of `kinds`
    /// to squares of `to`, in the order of [`Board::generate_legal`].
    ///
    /// ```
    /// use movegen::{Bitboard, Board, Move, MoveKinds, MoveList, Square};
    /// let mut list = MoveList::<Move>::new();
    /// let e4: Square = "e4".parse().unwrap();
    /// Board::default().generate_legal_kinds(MoveKinds::All, e4.bb(), &mut list);
    /// assert_eq!(list.len(), 1);
    /// ```
    pub fn generate_legal_kinds<E: Encoding>(
        &self,
        kinds: MoveKinds,
        to: Bitboard,
        list: &mut MoveList<E>,
    ) {
        self.generate_selected(true, kinds, to, list);
    }

    /// The moves of `kinds` to `to` from the legal generator or the pseudo-legal one.
    fn generate_selected<E: Encoding>(
        &self,
        legal: bool,
        kinds: MoveKinds,
        to: Bitboard,
        list: &mut MoveList<E>,
    ) {
        list.clear();
        let mut packer = Packer {
            list,
            mailbox: &self.mailbox,
        };
        let enemy = self.pos.by_color[self.pos.state.side.flip().index()];
        if kinds.noisy_only() {
            let mut sink = Selected::<_, true> {
                inner: &mut packer,
                kinds,
                to,
                enemy,
            };
            self.generate_into_sink(legal, &mut sink);
        } else {
            let mut sink = Selected::<_, false> {
                inner: &mut packer,
                kinds,
                to,
                enemy,
            };
            self.generate_into_sink(legal, &mut sink);
        }
    }

    /// Runs the legal generator or the pseudo-legal one into `sink`.
    fn generate_into_sink<S: Sink>(&self, legal: bool, sink: &mut S) {
        if legal {
            self.pos.generate_legal_into(&self.castling, sink);
        } else {
            self.pos.generate_into(&self.castling, sink);
        }
    }
}
