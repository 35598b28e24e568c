//! [`File`] and [`Rank`]: the columns and rows of the board, by name.

use core::fmt;

/// Declares a board line type: its variants in order, its letters and `ALL`.
macro_rules! line_type {
    ($(#[$doc:meta])* $name:ident, $what:literal, [$($variant:ident = $char:literal),*]) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum $name {
            $(
                #[doc = concat!("The ", $what, " `", $char, "`.")]
                $variant,
            )*
        }

        impl $name {
            /// All eight, in order.
            pub const ALL: [$name; 8] = [$($name::$variant),*];

            /// Its number, 0 to 7: an index into a table of eight.
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The one with number `index`, if below 8.
            pub const fn new(index: u8) -> Option<$name> {
                if index < 8 {
                    Some($name::ALL[index as usize])
                } else {
                    None
                }
            }

            /// The character that names it in a square's name.
            pub const fn to_char(self) -> char {
                [$($char),*][self as usize]
            }
        }

        /// Its character: `e`, `4`.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Write::write_char(f, self.to_char())
            }
        }

        /// As `Display`.
        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(self, f)
            }
        }
    };
}

line_type!(
    /// A file, `a` (the queen's rook's) to `h`.
    ///
    /// ```
    /// use movegen::{File, Square};
    /// assert_eq!(Square::E4.file(), File::E);
    /// assert_eq!(format!("{:?}", File::E), "e");
    /// assert!(File::A < File::H);
    /// ```
    File,
    "file",
    [A = 'a', B = 'b', C = 'c', D = 'd', E = 'e', F = 'f', G = 'g', H = 'h']
);

line_type!(
    /// A rank, the first (white's back rank) to the eighth.
    ///
    /// ```
    /// use movegen::{Rank, Square};
    /// assert_eq!(Square::E4.rank(), Rank::Fourth);
    /// assert_eq!(Rank::Fourth.index(), 3);
    /// ```
    Rank,
    "rank",
    [
        First = '1',
        Second = '2',
        Third = '3',
        Fourth = '4',
        Fifth = '5',
        Sixth = '6',
        Seventh = '7',
        Eighth = '8'
    ]
);
