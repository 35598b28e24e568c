//! Attacks on the board: who attacks a square, whether a side does, the checkers,
//! and the x-ray from the king that finds slider checks and pins.

use crate::board::Board;
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Square};

/// The pieces of one side, grouped the way attack tests want them.
#[derive(Clone, Copy)]
pub(crate) struct Enemy {
    pub(crate) all: Bitboard,
    pub(crate) knights: Bitboard,
    pub(crate) pawns: Bitboard,
    pub(crate) king: Bitboard,
    /// Bishops and queens.
    pub(crate) diag: Bitboard,
    /// Rooks and queens.
    pub(crate) straight: Bitboard,
    /// The colour whose pawns would be attacked (the other side).
    prey: Color,
}

/// What restricts the side to move's pieces.
pub(crate) struct Pins {
    /// The pieces giving check.
    pub(crate) checkers: Bitboard,
    /// The squares from the king to each diagonal pinner, the pinner included.
    pub(crate) diagonal: Bitboard,
    /// The squares from the king to each rank or file pinner, the pinner included.
    pub(crate) straight: Bitboard,
}

impl Enemy {
    /// The pieces of `by` in `board`.
    #[inline(always)]
    pub(crate) fn of(board: &Position, by: Color) -> Enemy {
        let queens = board.pieces(by, Kind::Queen);
        Enemy {
            all: board.by_color[by.index()],
            knights: board.pieces(by, Kind::Knight),
            pawns: board.pieces(by, Kind::Pawn),
            king: board.pieces(by, Kind::King),
            diag: board.pieces(by, Kind::Bishop) | queens,
            straight: board.pieces(by, Kind::Rook) | queens,
            prey: by.flip(),
        }
    }

    /// These pieces that attack `sq`, with `occupied` as the blockers.
    #[inline(always)]
    pub(crate) fn attackers(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        (tables::knight_attacks(sq) & self.knights)
            | (tables::king_attacks(sq) & self.king)
            | (tables::pawn_attacks(self.prey, sq) & self.pawns)
            | (tables::bishop_attacks(sq, occupied) & self.diag)
            | (tables::rook_attacks(sq, occupied) & self.straight)
    }

    /// Whether these pieces attack `sq` with `occupied` as the blockers, cheapest
    /// tests first.
    #[inline(always)]
    pub(crate) fn attacks(&self, sq: Square, occupied: Bitboard) -> bool {
        (tables::knight_attacks(sq) & self.knights).any()
            || (tables::pawn_attacks(self.prey, sq) & self.pawns).any()
            || (tables::king_attacks(sq) & self.king).any()
            || (tables::bishop_attacks(sq, occupied) & self.diag).any()
            || (tables::rook_attacks(sq, occupied) & self.straight).any()
    }

    /// Every square these pieces' pawns, knights and king attack.
    #[inline(always)]
    pub(crate) fn leaper_attacks(&self) -> Bitboard {
        // Pawns capture towards the prey's side: up the board when the prey is black.
        let up: i8 = match self.prey {
            Color::Black => 8,
            Color::White => -8,
        };
        let mut attacked = (self.pawns & !Bitboard::FILE_A).shift(up - 1)
            | (self.pawns & !Bitboard::FILE_H).shift(up + 1)
            | tables::king_attacks(self.king.lsb());
        for sq in self.knights {
            attacked |= tables::knight_attacks(sq);
        }
        attacked
    }

    /// The squares of `steps` (a king's steps) that these pieces do not attack, with
    /// `occupied` as the blockers (the king taken off the board), with no branch on
    /// where the steps lie: pawns, knights and the king attack whole sets at once; a
    /// single step left is looked up from its square along both kinds of line, and
    /// against more the sliders' attacks are gathered as a set (a lookup each). The
    /// legal generator and the leaf counter use it: on endgames with several sliders,
    /// testing each step one by one mispredicted three times as often (cachegrind) and
    /// ran up to 1.3 times slower (`docs/performance.md`).
    #[inline(always)]
    pub(crate) fn safe_steps(&self, steps: Bitboard, occupied: Bitboard) -> Bitboard {
        if steps.is_empty() {
            // Often none at all in the middle game: no sets to compute.
            return steps;
        }
        let safe = steps & !self.leaper_attacks();
        if safe.is_empty() {
            return safe;
        }
        if !safe.several() {
            // The sliders that would reach the step from it: two lookups, whatever
            // the number of sliders.
            let sq = safe.lsb();
            let attackers = (tables::bishop_attacks(sq, occupied) & self.diag)
                | (tables::rook_attacks(sq, occupied) & self.straight);
            return Bitboard(safe.0 & 0u64.wrapping_sub(u64::from(attackers.is_empty())));
        }
        safe & !self.slider_attacks(occupied)
    }

    /// [`Enemy::safe_steps`] with more than one slider tested on each step left: fewer
    /// instructions in the middle game, more mispredicted branches. The pseudo-legal
    /// perft keeps it, as the encodings study's instruction counts are taken on it.
    #[inline(always)]
    pub(crate) fn safe_steps_one_by_one(&self, steps: Bitboard, occupied: Bitboard) -> Bitboard {
        if steps.is_empty() {
            return steps;
        }
        let mut safe = steps & !self.leaper_attacks();
        let sliders = self.diag | self.straight;
        if safe.is_empty() {
            return safe;
        }
        if !sliders.several() {
            // One slider or none (endgames): its attacks as a set, a lookup or two.
            return safe & !self.slider_attacks(occupied);
        }
        for to in safe {
            if self.slides_to(to, occupied) {
                safe ^= to.bb();
            }
        }
        safe
    }

    /// Whether these pieces' sliders attack `sq` with `occupied` as the blockers.
    #[inline(always)]
    pub(crate) fn slides_to(&self, sq: Square, occupied: Bitboard) -> bool {
        // A slider's lines on an empty board first: when none of these sliders stands
        // on them, no lookup with blockers is needed.
        ((tables::bishop_rays(sq) & self.diag).any()
            && (tables::bishop_attacks(sq, occupied) & self.diag).any())
            || ((tables::rook_rays(sq) & self.straight).any()
                && (tables::rook_attacks(sq, occupied) & self.straight).any())
    }

    /// The pieces that give check to the king on `king` (of the other side), and the
    /// pieces of `own` pinned to it, from one x-ray through these pieces' sliders.
    #[inline(always)]
    pub(crate) fn checkers_and_pins(&self, king: Square, own: Bitboard) -> (Bitboard, Bitboard) {
        let pins = self.pins(king, own);
        (pins.checkers, (pins.diagonal | pins.straight) & own)
    }

    /// The checkers of the king on `king` (of the other side) and the pin masks of
    /// `own`'s pieces (that side's), from one x-ray through these pieces' sliders: as
    /// they see the king past `own`'s pieces, none of these pieces stands between.
    #[inline(always)]
    pub(crate) fn pins(&self, king: Square, own: Bitboard) -> Pins {
        let mut pins = Pins {
            checkers: (tables::knight_attacks(king) & self.knights)
                | (tables::pawn_attacks(self.prey, king) & self.pawns),
            diagonal: Bitboard::EMPTY,
            straight: Bitboard::EMPTY,
        };
        // Often no slider stands on the king's lines at all: then no x-ray is needed.
        // Otherwise, the sliders that see the king with `own`'s pieces taken off.
        if (tables::bishop_rays(king) & self.diag).any() {
            let snipers = tables::bishop_attacks(king, self.all) & self.diag;
            pins.diagonal = pin_mask(king, snipers, own, &mut pins.checkers);
        }
        if (tables::rook_rays(king) & self.straight).any() {
            let snipers = tables::rook_attacks(king, self.all) & self.straight;
            pins.straight = pin_mask(king, snipers, own, &mut pins.checkers);
        }
        pins
    }

    /// Every square these pieces' sliders attack, with `occupied` as the blockers.
    #[inline(always)]
    pub(crate) fn slider_attacks(&self, occupied: Bitboard) -> Bitboard {
        let mut attacked = Bitboard::EMPTY;
        for from in self.diag {
            attacked |= tables::bishop_attacks(from, occupied);
        }
        for from in self.straight {
            attacked |= tables::rook_attacks(from, occupied);
        }
        attacked
    }
}

/// The squares from `king` to each of `snipers` (sliders that see it past `own`'s
/// pieces), the sniper included, where exactly one of `own`'s pieces stands between;
/// the snipers with none between are added to `checkers`.
#[inline(always)]
fn pin_mask(king: Square, snipers: Bitboard, own: Bitboard, checkers: &mut Bitboard) -> Bitboard {
    let mut mask = Bitboard::EMPTY;
    for sniper in snipers {
        let between = tables::between(king, sniper);
        let blockers = between & own;
        if blockers.is_empty() {
            *checkers |= sniper.bb();
        } else if !blockers.several() {
            mask |= between | sniper.bb();
        }
    }
    mask
}

impl Position {
    /// Whether `by` attacks `sq`.
    #[inline(always)]
    pub(crate) fn is_attacked(&self, sq: Square, by: Color) -> bool {
        Enemy::of(self, by).attacks(sq, self.occupied)
    }
}

impl Board {
    /// `by`'s pieces that attack `sq`, with `occupied` as the blockers.
    #[inline(always)]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        Enemy::of(&self.pos, by).attackers(sq, occupied)
    }

    /// Whether `by` attacks `sq` in the current position.
    #[inline(always)]
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.pos.is_attacked(sq, by)
    }

    /// The pieces giving check to the side to move.
    ///
    /// ```
    /// use movegen::{Board, Square};
    /// // Fool's mate: the queen on h4 gives check.
    /// let board: Board = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3".parse().unwrap();
    /// assert!(board.in_check());
    /// assert_eq!(board.checkers().into_iter().collect::<Vec<_>>(), ["h4".parse::<Square>().unwrap()]);
    /// assert_eq!(board.count_legal(), 0);
    /// ```
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.attackers(
            self.king(self.pos.state.side),
            self.pos.state.side.flip(),
            self.pos.occupied,
        )
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.checkers().any()
    }
}

/// The squares where a move answers `checkers` on the king on `king`: every square when
/// there is none, the checker and the squares between it and the king when there is
/// one, none when there are two (then only the king moves).
#[inline(always)]
pub(crate) fn evasion(king: Square, checkers: Bitboard) -> Bitboard {
    if checkers.is_empty() {
        Bitboard::FULL
    } else if checkers.several() {
        Bitboard::EMPTY
    } else {
        tables::between(king, checkers.lsb()) | checkers
    }
}
