//! Slider lookups per second with the strategy this build uses (`magic` by default;
//! `--no-default-features --features compact`, or `--features pext` with
//! `RUSTFLAGS="-C target-feature=+bmi2"`). The function names carry the strategy, so
//! that runs with different features land side by side in criterion's output.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use movegen::tables::{self, SLIDERS};
use movegen::{Bitboard, Square};
use movegen_testkit::rng::{Rng, XorShift64};

/// A fixed set of (square, occupancy) pairs: every square with occupancies drawn from
/// a seeded xorshift, thinned to about a quarter of the board like a middle game.
fn inputs() -> Vec<(Square, Bitboard)> {
    let mut rng = XorShift64(0x9e37_79b9_7f4a_7c15);
    (0..4096)
        .map(|i| {
            let occ = rng.next_u64() & rng.next_u64();
            (Square::from_index((i % 64) as u8), Bitboard(occ))
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let inputs = inputs();
    let mut group = c.benchmark_group("sliders");
    group.throughput(Throughput::Elements(inputs.len() as u64));
    let expected_rook: u64 = inputs
        .iter()
        .map(|&(sq, occ)| u64::from(tables::rook_attacks(sq, occ).count()))
        .sum();
    for (name, f) in [
        (
            "rook",
            tables::rook_attacks as fn(Square, Bitboard) -> Bitboard,
        ),
        ("bishop", tables::bishop_attacks),
        ("queen", tables::queen_attacks),
    ] {
        group.bench_function(format!("{name}/{SLIDERS}"), |b| {
            b.iter(|| {
                let mut acc = 0u64;
                for &(sq, occ) in black_box(&inputs) {
                    acc ^= f(sq, occ).0;
                }
                acc
            })
        });
    }
    group.finish();
    // The strategy must agree with itself and be non-trivial on these inputs.
    assert!(expected_rook > 0);
}

criterion_group!(benches, bench);
criterion_main!(benches);
