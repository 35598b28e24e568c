//! Generation by kind: captures and promotions apart from quiet moves, and moves to
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MoveKinds {
    /// Every move.
    #[default]
    All,
    /// Captures alone, en passant and the promotions that capture included: what a
    /// quiescence search that leaves quiet promotions out plays.
    Captures,
    /// Captures (en passant included) and promotions (captures or not, every piece):
    /// with [`MoveKinds::Quiets`], every move once.
    Noisy,
    /// Every other move: the quiet moves that do not promote, castling included.
    Quiets,
}

/// A sink that passes on the moves of `kinds` to squares of `to`. With `CAPTURES`
/// (`kinds` is then [`MoveKinds::Captures`] or [`MoveKinds::Noisy`]) the generators restrict their destination
/// sets at the source ([`Sink::CAPTURES_ONLY`]), so that no quiet move is produced to
/// be dropped; the filter below stays, and passes everything they hand over.
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
        let to = to
            & self.to
            & match self.kinds {
                MoveKinds::All => Bitboard::FULL,
                MoveKinds::Captures | MoveKinds::Noisy => self.enemy,
                MoveKinds::Quiets => !self.enemy,
            };
        if to.any() {
            self.inner.moves(from, to, piece);
        }
    }

    #[inline]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, pawns: &Pawns) {
        let push = delta == pawns.up || delta == 2 * pawns.up;
        let to = to
            & self.to
            & match (self.kinds, push) {
                (MoveKinds::All, _) => Bitboard::FULL,
                (MoveKinds::Captures, true) => Bitboard::EMPTY,
                (MoveKinds::Noisy, true) => pawns.last_rank,
                (MoveKinds::Captures | MoveKinds::Noisy, false) => Bitboard::FULL,
                (MoveKinds::Quiets, true) => !pawns.last_rank,
                (MoveKinds::Quiets, false) => Bitboard::EMPTY,
            };
        if to.any() {
            self.inner.pawn_moves(to, delta, pawns);
        }
    }

    #[inline]
    fn special(
        &mut self,
        from: Square,
        to: Square,
        piece: Piece,
        captured: Piece,
        special: MoveType,
    ) {
        let castle = special == MoveType::Castle;
        let wanted = match self.kinds {
            MoveKinds::All => true,
            MoveKinds::Captures => {
                !castle && (special == MoveType::EnPassant || !captured.is_empty())
            }
            MoveKinds::Noisy => !castle,
            MoveKinds::Quiets => castle,
        };
        if wanted && self.to.has(to) {
            self.inner.special(from, to, piece, captured, special);
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
    /// [`MoveKinds::Noisy`] and of [`MoveKinds::Quiets`] together are the moves of
    /// [`Board::generate_pseudo_legal`], and [`MoveKinds::Captures`] are the noisy
    /// moves but the quiet promotions.
    ///
    /// ```
    /// use movegen::{Bitboard, Board, Move, MoveKinds, MoveList};
    /// let kiwipete: Board =
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let mut noisy = MoveList::<Move>::new();
    /// kiwipete.generate_kinds(MoveKinds::Noisy, Bitboard::FULL, &mut noisy);
    /// assert_eq!(noisy.len(), 8);
    /// let mut quiets = MoveList::<Move>::new();
    /// kiwipete.generate_kinds(MoveKinds::Quiets, Bitboard::FULL, &mut quiets);
    /// let all = kiwipete.pseudo_legal_moves();
    /// assert_eq!(noisy.len() + quiets.len(), all.len());
    /// // A quiet promotion is noisy, not a capture.
    /// let promote: Board = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let mut captures = MoveList::<Move>::new();
    /// promote.generate_kinds(MoveKinds::Captures, Bitboard::FULL, &mut captures);
    /// promote.generate_kinds(MoveKinds::Noisy, Bitboard::FULL, &mut noisy);
    /// assert_eq!((captures.len(), noisy.len()), (0, 4));
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
        if matches!(kinds, MoveKinds::Captures | MoveKinds::Noisy) {
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
