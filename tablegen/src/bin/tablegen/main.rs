//! The `tablegen` command: write the vendorable table file, show one entry as a
//! diagram, write the atlas page of a file's tables, print the size ledger, the magic
//! numbers or the list of slider strategies. Run `tablegen --help` for the usage.
//!
//! Exit status: 0 on success, 2 on a usage error (clap's convention) and when `atlas`
//! cannot write its page, 1 when `write` cannot write a file or standard output.

mod atlas;
mod show;
mod sliders_arg;
mod write;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use tablegen::Sliders;
use tablegen::magic;
use tablegen::sliders::Slider;

use sliders_arg::SlidersParser;

#[derive(Parser)]
#[command(name = "tablegen", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write the table source of a strategy to a file or to standard output.
    ///
    /// Writes the self-contained table source to PATH, or to standard output when PATH
    /// is `-`. The file is written to a temporary file beside PATH and renamed into
    /// place, so that on any error PATH is left as it was.
    Write(write::WriteArgs),
    /// Print one table entry as an 8x8 diagram and in hex.
    ///
    /// Prints 8 lines, rank 8 first and files a to h, `1` for a set square and `.` for
    /// an empty one, then the value in hex. Every table of the generated file: the
    /// leapers', the pawns' (--color), the sliders' (--occupied, --sliders), the rays
    /// (--direction) and between and line (a second square).
    Show(show::ShowArgs),
    /// Write the atlas: one static HTML page of every table of a strategy's file.
    ///
    /// Every table of the file that `write` writes, read back from it (each entry with
    /// its line), and a board on which to pick a table, a square and, for the sliders,
    /// the blockers (the picking needs scripts; the rest does not). The page is written
    /// to a temporary file beside PATH and renamed into place. Open it in a browser;
    /// `PATH#table=rook&sq=a1&block=a4,c1` opens it on that entry.
    Atlas(atlas::AtlasArgs),
    /// Print the size ledger of a strategy.
    ///
    /// One line per table with its type, entries and bytes, then the total.
    Sizes {
        /// The slider strategy.
        #[arg(long, value_name = "STRATEGY", value_parser = SlidersParser, default_value_t)]
        sliders: Sliders,
    },
    /// Search the magic numbers again and print the source of their committed file
    ///
    /// Searches the rook and bishop magic numbers from the fixed seed and prints the
    /// source of tablegen/src/sliders/magic_numbers.rs. The committed file was made with:
    ///
    ///     cargo tablegen magics > tablegen/src/sliders/magic_numbers.rs
    #[command(verbatim_doc_comment)]
    Magics,
    /// List the slider strategies, one per line: name, target feature, description
    ///
    /// The one list of strategies, for shell scripts: on each line, tab-separated, the
    /// strategy's name, the target feature its lookups need (`-` for none) and a
    /// description.
    ///
    ///     for s in $(cargo tablegen sliders | cut -f1); do cargo tablegen sizes --sliders "$s"; done
    #[command(verbatim_doc_comment)]
    Sliders {
        /// Only the default strategy's line (the one the default Cargo features build).
        #[arg(long)]
        default: bool,
    },
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Write(args) => write::run(&args),
        Command::Atlas(args) => {
            return atlas::run(&args).map_or_else(
                |message| {
                    eprintln!("error: {message}");
                    ExitCode::from(2)
                },
                |()| ExitCode::SUCCESS,
            );
        }
        Command::Show(args) => {
            show::run(&args, Cli::command());
            Ok(())
        }
        Command::Sizes { sliders } => {
            print!("{}", tablegen::ledger(sliders));
            Ok(())
        }
        Command::Magics => {
            let rook = magic::find_magics(Slider::Rook, magic::SEED);
            let bishop = magic::find_magics(Slider::Bishop, magic::SEED);
            print!("{}", magic::magic_numbers_source(&rook, &bishop));
            Ok(())
        }
        Command::Sliders { default } => {
            for s in Sliders::ALL {
                if !default || s == Sliders::default() {
                    let needs = s.target_feature().unwrap_or("-");
                    println!("{s}\t{needs}\t{}", s.description());
                }
            }
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use tablegen::magic::MAGIC_NUMBERS_PATH;

    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn the_magics_help_names_the_committed_file() {
        let mut cmd = Cli::command();
        let help = cmd
            .find_subcommand_mut("magics")
            .unwrap()
            .render_long_help()
            .to_string();
        assert!(help.contains(MAGIC_NUMBERS_PATH), "{help}");
    }
}
