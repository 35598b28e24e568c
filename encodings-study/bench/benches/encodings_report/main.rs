//! `cargo bench --bench encodings_report`: the encodings benchmark's report, the
//! `movegen-report` crate (`encodings-study/report/`), whose documentation says what it
//! reads, prints and writes.

fn main() -> std::process::ExitCode {
    movegen_report::main()
}
