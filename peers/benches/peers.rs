//! Bulk-counted perft of the start position (depth 5) and Kiwipete (depth 4) for
//! movegen in both modes and for the `chess`, `cozy-chess` and `shakmaty` crates, one
//! criterion group per position, every count asserted. Run with
//! `cargo bench -p movegen-peers --bench peers`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use movegen_peers::GENERATORS;

const CASES: [(&str, &str, u32, u64); 2] = [
    (
        "start_d5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete_d4",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
];

fn bench(c: &mut Criterion) {
    for (name, fen, depth, expected) in CASES {
        let mut group = c.benchmark_group(format!("perft_{name}"));
        group.throughput(Throughput::Elements(expected));
        group.sample_size(20);
        for generator in &GENERATORS {
            let perft = (generator.prepare)(fen);
            assert_eq!(perft(depth), expected, "{} on {name}", generator.name);
            group.bench_function(generator.name, |b| {
                b.iter(|| {
                    let nodes = perft(std::hint::black_box(depth));
                    assert_eq!(nodes, expected);
                    nodes
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
