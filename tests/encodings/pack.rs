//! Every field of every encoding round-trips through [`Encoding::pack`] over all its
//! valid values; `ByteUnion`'s bytes and `Packed16`'s flags follow their documented
//! layouts.

use super::*;

/// Packs every combination of origin, destination, moving piece, captured piece and
/// special field, and reads every field back: the pieces too when `E` carries them
/// (otherwise it must say `None` for both).
fn pack_round_trips<E: Encoding>() {
    let carries_pieces = carries_pieces::<E>();
    let pieces = pieces_and_empty();
    let mut checked = 0u64;
    for from in squares() {
        for to in squares() {
            for &piece in &pieces {
                for &captured in &pieces {
                    for &special in &pieces {
                        let mv = E::pack(from, to, piece, captured, special);
                        let what =
                            || format!("{} {from}{to} {piece} {captured} {special}", E::NAME);
                        assert_eq!(mv.from(), from, "{}", what());
                        assert_eq!(mv.to(), to, "{}", what());
                        assert_eq!(mv.special(), special.kind_code(), "{}", what());
                        if carries_pieces {
                            assert_eq!(mv.piece(), Some(piece), "{}", what());
                            assert_eq!(mv.captured(), Some(captured), "{}", what());
                        } else {
                            assert_eq!((mv.piece(), mv.captured()), (None, None), "{}", what());
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 64 * 64 * 13 * 13 * 13);
}

struct PackRoundTrips(Jobs);

impl EncodingVisitor for PackRoundTrips {
    fn visit<E: Encoding>(&mut self) {
        self.0.push((E::NAME, pack_round_trips::<E>));
    }
}

#[test]
fn fields_round_trip_through_pack() {
    let mut jobs = PackRoundTrips(Vec::new());
    for_each_encoding(&mut jobs);
    in_parallel(jobs.0);
}

#[test]
fn byte_union_bytes_follow_the_documented_layout() {
    let pc = pieces_and_empty();
    for from in squares() {
        for to in squares() {
            for &(piece, captured, special) in &[(pc[0], pc[12], pc[12]), (pc[11], pc[5], pc[7])] {
                let mv = ByteUnion::pack(from, to, piece, captured, special);
                let bytes = [
                    from.to_u8(),
                    to.to_u8(),
                    piece.code() | captured.code() << 4,
                    special.code(),
                ];
                assert_eq!(mv.bytes(), bytes);
                assert_eq!(ByteUnion::from_bytes(bytes), mv);
                assert_eq!(
                    mv.word(),
                    u32::from_ne_bytes(bytes),
                    "the word is the bytes in native order"
                );
            }
        }
    }
}

#[test]
fn packed16_fields_round_trip() {
    let flags: Vec<u8> = (0..16).filter(|f| !matches!(f, 6 | 7)).collect();
    for from in squares() {
        for to in squares() {
            for &flag in &flags {
                let mv = Packed16::new(from, to, flag);
                assert_eq!((mv.from(), mv.to(), mv.flag()), (from, to, flag));
                assert_eq!(
                    mv.0,
                    u16::from(from.to_u8()) | u16::from(to.to_u8()) << 6 | u16::from(flag) << 12
                );
                for other in [Packed16(0), Packed16(u16::MAX)] {
                    assert_eq!(other.with_from(from).with_to(to).with_flag(flag), mv);
                }
                assert_eq!(mv.with_from(to).to(), to);
                assert_eq!(mv.with_to(from).flag(), flag);
                assert_eq!((mv.piece(), mv.captured()), (None, None), "no pieces");
            }
        }
    }
}

/// What Packed16's flag says about a move, against the flag table in its docs.
#[test]
fn packed16_flags_answer_every_predicate() {
    let e1 = Square::E1;
    for flag in (0..16).filter(|f| !matches!(f, 6 | 7)) {
        let mv = Packed16::new(e1, Square::H8, flag);
        let promoted = [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen][usize::from(flag & 3)];
        assert_eq!(
            mv.is_capture(),
            matches!(flag, 4 | 5 | 12..=15),
            "flag {flag}"
        );
        assert_eq!(mv.is_castle(), matches!(flag, 2 | 3), "flag {flag}");
        assert_eq!(mv.is_en_passant(), flag == 5, "flag {flag}");
        assert_eq!(mv.is_double_push(), flag == 1, "flag {flag}");
        assert_eq!(mv.is_promotion(), flag >= 8, "flag {flag}");
        assert_eq!(
            mv.promotion(),
            (flag >= 8).then_some(promoted),
            "flag {flag}"
        );
        let special = match flag {
            2 | 3 => Kind::King.code(),
            5 => Kind::Pawn.code(),
            8.. => promoted.code(),
            _ => 0,
        };
        assert_eq!(mv.special(), special, "flag {flag}");
    }
}
