//! `tablegen show`: every table of the generated file drawn as a diagram and in hex,
//! each against the reference function its table is made from, and the arguments that
//! do not apply refused with exit status 2.

use tablegen::Sliders;
use tablegen::geometry::{self, DIRECTION_NAMES};

use super::{stderr, stdout, tablegen};

/// The diagram and hex line `show` prints for `value`.
fn drawn(value: u64) -> String {
    format!("{}{}\n", geometry::diagram(value), geometry::hex(value, 16))
}

fn square(name: &str) -> u8 {
    geometry::parse_square(name).unwrap()
}

#[test]
fn show_knight_e4_is_the_eight_squares() {
    let out = tablegen(&["show", "knight", "e4"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        ". . . . . . . .\n\
         . . . . . . . .\n\
         . . . 1 . 1 . .\n\
         . . 1 . . . 1 .\n\
         . . . . . . . .\n\
         . . 1 . . . 1 .\n\
         . . . 1 . 1 . .\n\
         . . . . . . . .\n\
         0x0000_2844_0044_2800\n"
    );
}

#[test]
fn show_sliders_agree_across_strategies_and_with_the_reference() {
    let occupied = "d6,b4,e4,g7,d2";
    let occ = occupied.split(',').fold(0u64, |bb, s| {
        bb | geometry::bit(geometry::parse_square(s).unwrap())
    });
    let d4 = geometry::parse_square("d4").unwrap();
    let expected_rook = geometry::rook_attacks(d4, occ);
    let expected_bishop = geometry::bishop_attacks(d4, occ);
    for s in Sliders::ALL {
        for (table, expected) in [
            ("rook", expected_rook),
            ("bishop", expected_bishop),
            ("queen", expected_rook | expected_bishop),
        ] {
            let out = tablegen(&[
                "show",
                table,
                "d4",
                "--occupied",
                occupied,
                "--sliders",
                s.name(),
            ]);
            assert!(out.status.success(), "{}", stderr(&out));
            let text = stdout(&out);
            let want = format!(
                "{}{}\n",
                geometry::diagram(expected),
                geometry::hex(expected, 16)
            );
            assert_eq!(text, want, "{table} with {s}");
        }
    }
}

#[test]
fn show_pawn_tables_take_a_color() {
    let white = stdout(&tablegen(&["show", "pawn-pushes", "e2"]));
    let black = stdout(&tablegen(&[
        "show",
        "pawn-pushes",
        "e7",
        "--color",
        "black",
    ]));
    assert!(white.ends_with("0x0000_0000_0010_0000\n"), "{white}");
    assert!(black.ends_with("0x0000_1000_0000_0000\n"), "{black}");
    let attacks = stdout(&tablegen(&[
        "show",
        "pawn-attacks",
        "a7",
        "--color",
        "black",
    ]));
    assert!(attacks.ends_with("0x0000_0200_0000_0000\n"), "{attacks}");
}

#[test]
fn show_ray_draws_each_direction() {
    let out = tablegen(&["show", "ray", "e4", "--direction", "north-east"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        ". . . . . . . .\n\
         . . . . . . . 1\n\
         . . . . . . 1 .\n\
         . . . . . 1 . .\n\
         . . . . . . . .\n\
         . . . . . . . .\n\
         . . . . . . . .\n\
         . . . . . . . .\n\
         0x0080_4020_0000_0000\n"
    );
    for (dir, name) in DIRECTION_NAMES.iter().enumerate() {
        for sq in ["a1", "e4", "h8", "b7"] {
            let out = tablegen(&["show", "ray", sq, "--direction", name]);
            assert_eq!(
                stdout(&out),
                drawn(geometry::ray(dir, square(sq))),
                "{name} {sq}"
            );
        }
    }
}

#[test]
fn show_between_and_line_take_two_squares() {
    let between = stdout(&tablegen(&["show", "between", "a1", "d4"]));
    assert!(between.ends_with("0x0000_0000_0004_0200\n"), "{between}");
    let line = stdout(&tablegen(&["show", "line", "b2", "e5"]));
    assert!(line.ends_with("0x8040_2010_0804_0201\n"), "{line}");
    for (a, b) in [
        ("a1", "h8"),
        ("e4", "e7"),
        ("e4", "b7"),
        ("e4", "f6"),
        ("c3", "c3"),
    ] {
        let (sa, sb) = (square(a), square(b));
        let between = stdout(&tablegen(&["show", "between", a, b]));
        assert_eq!(between, drawn(geometry::between(sa, sb)), "between {a} {b}");
        let line = stdout(&tablegen(&["show", "line", a, b]));
        assert_eq!(line, drawn(geometry::line(sa, sb)), "line {a} {b}");
    }
}

#[test]
fn bad_rays_and_pairs_name_the_problem_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["show", "ray", "e4"],
            "ray needs --direction (north, north-east, east, south-east, south, south-west, west, north-west)",
        ),
        (
            &["show", "ray", "e4", "--direction", "up"],
            "invalid value 'up' for '--direction <DIRECTION>'",
        ),
        (
            &["show", "ray", "e9", "--direction", "north"],
            "\"e9\" is not a square",
        ),
        (
            &["show", "knight", "e4", "--direction", "north"],
            "--direction applies to ray, not knight",
        ),
        (
            &["show", "between", "a1"],
            "between needs a second square, as in `tablegen show between a1 d4`",
        ),
        (&["show", "line", "a1", "z9"], "\"z9\" is not a square"),
        (&["show", "line", "i1", "a1"], "\"i1\" is not a square"),
        (
            &["show", "knight", "e4", "e5"],
            "a second square applies to between and line, not knight",
        ),
        (
            &["show", "ray", "e4", "e5", "--direction", "north"],
            "a second square applies to between and line, not ray",
        ),
        (
            &["show", "between", "a1", "b2", "c3"],
            "unexpected argument 'c3'",
        ),
    ];
    for (args, message) in cases {
        let out = tablegen(args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
