//! The 960 starting positions of Chess960 by their number, 0 to 959, in Scharnagl's
//! numbering (518 is the standard start).

use core::fmt;

use crate::board::Board;

/// Why [`Board::chess960_start`] has no position for a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartNumberError(pub u32);

impl fmt::Display for StartNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a Chess960 start position is numbered 0 to 959, not {}",
            self.0
        )
    }
}

impl core::error::Error for StartNumberError {}

/// Where the two knights stand among the five squares the bishops and the queen leave,
/// by the number's last digit (Scharnagl's table).
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank of start position `n` (0 to 959), files a to h, as upper-case letters.
fn back_rank(mut n: u32) -> [u8; 8] {
    let mut rank = [0u8; 8];
    let take = |n: &mut u32, base: u32| {
        let digit = *n % base;
        *n /= base;
        digit as usize
    };
    // The light-squared bishop on b, d, f or h; the dark-squared one on a, c, e or g.
    rank[2 * take(&mut n, 4) + 1] = b'B';
    rank[2 * take(&mut n, 4)] = b'B';
    // The queen on the q-th empty square, then the knights, then rook, king, rook.
    let q = take(&mut n, 6);
    let (first, second) = KNIGHTS[n as usize];
    for (empty, square) in rank.iter_mut().filter(|s| **s == 0).enumerate() {
        if empty == q {
            *square = b'Q';
        }
    }
    for (empty, square) in rank.iter_mut().filter(|s| **s == 0).enumerate() {
        if empty == first || empty == second {
            *square = b'N';
        }
    }
    for (square, piece) in rank.iter_mut().filter(|s| **s == 0).zip(*b"RKR") {
        *square = piece;
    }
    rank
}

impl Board {
    /// The Chess960 start position numbered `n` (0 to 959, Scharnagl's numbering), with
    /// both sides' castling rights and castling written king-takes-rook
    /// ([`Board::chess960`]). Number 518 is the standard start (equal to
    /// [`Board::default`], but for the way castling is written).
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::chess960_start(518).unwrap(), Board::default());
    /// let first = Board::chess960_start(0).unwrap();
    /// assert_eq!(first.to_string(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert!(Board::chess960_start(960).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`StartNumberError`] when `n` is 960 or more.
    ///
    /// # Panics
    ///
    /// Never: every start position's FEN is valid (a test reads all 960).
    pub fn chess960_start(n: u32) -> Result<Board, StartNumberError> {
        if n >= 960 {
            return Err(StartNumberError(n));
        }
        let rank = back_rank(n);
        // The FEN, Shredder-FEN castling (the rooks' files), without allocation.
        let mut fen = [0u8; 64];
        let mut len = 0;
        let mut push = |bytes: &[u8]| {
            fen[len..len + bytes.len()].copy_from_slice(bytes);
            len += bytes.len();
        };
        push(&rank.map(|c| c.to_ascii_lowercase()));
        push(b"/pppppppp/8/8/8/8/PPPPPPPP/");
        push(&rank);
        push(b" w ");
        let rooks = (0u8..8).filter(|&file| rank[usize::from(file)] == b'R');
        let files: [u8; 2] = {
            let mut files = [0; 2];
            for (slot, file) in files.iter_mut().zip(rooks) {
                *slot = file;
            }
            files
        };
        for upper in [true, false] {
            for file in files.iter().rev() {
                let letter = b'a' + file;
                push(&[if upper {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                }]);
            }
        }
        push(b" - 0 1");
        let text = core::str::from_utf8(&fen[..len]).expect("ASCII");
        let mut board: Board = text.parse().expect("every start position is a valid FEN");
        board.set_chess960(true);
        Ok(board)
    }
}
