//! Writes `OUT_DIR/tables.rs`, the attack tables of the slider strategy chosen by the
//! Cargo features, by calling the tablegen library, and tells the crate which lookup
//! code goes with them (the `sliders` and `pair_tables` cfgs). The same bytes come out
//! of `cargo tablegen write --sliders STRATEGY PATH`.
//!
//! Which strategy wins when several features are on, and which the target can run:
//! see `Sliders::for_target` (`pext`, then `compact`, then `magic`; `pext` without
//! BMI2 steps aside with a Cargo warning).

use std::path::PathBuf;

use tablegen::Sliders;

fn main() {
    // The only input besides the features (which Cargo tracks) and tablegen itself
    // (a build-dependency: a change rebuilds and reruns this script).
    println!("cargo::rerun-if-changed=build.rs");
    println!("{}", Sliders::check_cfg());
    println!("cargo::rustc-check-cfg=cfg(pair_tables)");

    // The *target's* features: a cfg inside this script would describe the host.
    let target_features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let (sliders, stepped_aside) = Sliders::for_target(
        |name| std::env::var_os(format!("CARGO_FEATURE_{}", name.to_uppercase())).is_some(),
        |needed| target_features.split(',').any(|f| f == needed),
    );
    // Features add up: a strategy the target cannot run (`pext` without BMI2) steps
    // aside for the next, with a warning, instead of failing the build.
    let target = std::env::var("TARGET").unwrap_or_default();
    for strategy in stepped_aside {
        println!("{}", strategy.stepped_aside(sliders, &target));
    }
    println!("cargo::rustc-cfg=sliders=\"{sliders}\"");
    if sliders.pair_tables() {
        println!("cargo::rustc-cfg=pair_tables");
    }

    let source = tablegen::render(sliders);
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let path = out_dir.join("tables.rs");
    // Write only when the bytes changed, so that nothing downstream rebuilds for nothing.
    if std::fs::read(&path).ok().as_deref() != Some(source.as_bytes()) {
        std::fs::write(&path, source)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }
}
