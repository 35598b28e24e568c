//! The position a command starts from: a FEN (or `startpos`), then UCI moves played on
//! it, as the UCI `position` command gives them.

use clap::error::ErrorKind;
use movegen::{Board, Game, PlayError};

/// The deepest count, from the command line or an EPD line: far beyond any count that
/// finishes.
pub(crate) const MAX_DEPTH: u32 = 64;

/// A depth from the command line: 0 to [`MAX_DEPTH`], or a message.
pub(crate) fn depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(d) if d <= MAX_DEPTH => Ok(d),
        _ => Err(format!(
            "invalid value '{text}' for '<DEPTH>': expected a whole number from 0 to {MAX_DEPTH}"
        )),
    }
}

/// Splits `words` at the first `moves`: the words before it and the moves after it
/// (none without the word).
pub(crate) fn split_moves(words: &[String]) -> (&[String], &[String]) {
    match words.iter().position(|w| w == "moves") {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[]),
    }
}

/// The board of a FEN given as words (quoted, or its fields as separate words), or of
/// the one word `startpos`.
pub(crate) fn board(fen_words: &[String]) -> Result<Board, String> {
    let fen = match fen_words {
        [one] if one == "startpos" => movegen::START_FEN.to_string(),
        [] => return Err("no FEN before `moves`".into()),
        _ => fen_words.join(" "),
    };
    fen.parse().map_err(|e| format!("bad FEN {fen:?}: {e}"))
}

/// Plays the UCI moves from `board` in order, as a game (which keeps what repetition
/// needs, and refuses moves after a game ends by itself); a move that cannot be played
/// is named with its place in the list. Upper-case promotion letters are read
/// (`a7b8Q`).
pub(crate) fn play<S: AsRef<str>>(board: Board, moves: &[S]) -> Result<Game, String> {
    let mut game = Game::new(board);
    for (i, uci) in moves.iter().enumerate() {
        let uci = uci.as_ref();
        let before = game.board().to_fen();
        game.play_uci(uci).map_err(|e| {
            format!(
                "move {} of the list, {uci:?}, cannot be played in {before}: {}",
                i + 1,
                match e {
                    PlayError::Uci(e) => e.to_string(),
                    e => e.to_string(),
                }
            )
        })?;
    }
    Ok(game)
}

/// The board and depth of `FEN|startpos DEPTH [moves M...]`, for `subcommand` (`or`
/// follows the missing arguments' names when none is given).
pub(crate) fn position(
    subcommand: &str,
    words: &[String],
    or: &str,
) -> Result<(Board, u32), clap::Error> {
    let error = |kind, message| crate::usage_error(subcommand, kind, message);
    let invalid = |message: String| error(ErrorKind::ValueValidation, message);
    let (head, moves) = split_moves(words);
    let missing = |what: &str| {
        error(
            ErrorKind::MissingRequiredArgument,
            format!("required arguments were not provided: {what}"),
        )
    };
    let (depth, fen) = match head {
        [] => return Err(missing(&format!("<FEN> <DEPTH>{or}"))),
        [one] if depth(one).is_ok() => return Err(missing("<FEN> before the depth")),
        [_] => return Err(missing("<DEPTH> after the FEN")),
        [fen @ .., depth] => (depth, fen),
    };
    let depth = self::depth(depth).map_err(invalid)?;
    let board = board(fen).map_err(invalid)?;
    let game = play(board, moves).map_err(invalid)?;
    Ok((*game.board(), depth))
}
