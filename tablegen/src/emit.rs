//! Rendering tables as Rust source: `quote!` builds the items, `syn` parses them and
//! `prettyplease` prints them; the header (which token streams cannot carry, being
//! plain `//` comments) is prepended as text.

use proc_macro2::{Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::geometry::hex;
use crate::sliders::{Sliders, one_of};

/// The element type of an emitted table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `u8`, printed as two hex digits.
    U8,
    /// `u32`, printed as eight hex digits.
    U32,
    /// `u64`, printed as sixteen hex digits.
    U64,
}

impl Elem {
    /// Size of one element in bytes.
    pub fn bytes(self) -> usize {
        match self {
            Elem::U8 => 1,
            Elem::U32 => 4,
            Elem::U64 => 8,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Elem::U8 => "u8",
            Elem::U32 => "u32",
            Elem::U64 => "u64",
        }
    }
}

/// One table to emit: a (possibly nested) array of unsigned integers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The name of the emitted `static`, such as `KNIGHT_ATTACKS`.
    pub name: String,
    /// What the table holds and how it is indexed (the first lines of its doc comment).
    pub doc: String,
    /// The tablegen function that produced it, named in the doc comment.
    pub producer: &'static str,
    /// The element type.
    pub elem: Elem,
    /// The array dimensions, outermost first: `[2, 64]` is `[[u64; 64]; 2]`.
    pub dims: Vec<usize>,
    /// The entries in row-major order; their number is the product of `dims`.
    pub values: Vec<u64>,
}

impl Table {
    /// Number of entries.
    pub fn entries(&self) -> usize {
        self.values.len()
    }

    /// Size in bytes of the emitted array.
    pub fn bytes(&self) -> usize {
        self.values.len() * self.elem.bytes()
    }

    /// The Rust type of the table, such as `[[u64; 64]; 2]`.
    pub fn type_name(&self) -> String {
        self.dims
            .iter()
            .rev()
            .fold(self.elem.name().to_string(), |inner, n| {
                format!("[{inner}; {n}]")
            })
    }

    fn digits(&self) -> usize {
        self.elem.bytes() * 2
    }

    fn type_tokens(&self) -> TokenStream {
        let base = format_ident!("{}", self.elem.name());
        self.dims.iter().rev().fold(quote!(#base), |inner, &n| {
            let n = Literal::usize_unsuffixed(n);
            quote!([#inner; #n])
        })
    }

    /// Builds the array expression directly as a syn tree: parsing 100,000 literals
    /// back from tokens would cost far more than the rest of the build script.
    fn value_expr(&self, dims: &[usize], values: &[u64]) -> syn::Expr {
        let elems = match dims {
            [] => unreachable!("a table has at least one dimension"),
            [_] => values.iter().map(|&v| self.literal(v)).collect(),
            [n, rest @ ..] => values
                .chunks(values.len() / n)
                .map(|row| self.value_expr(rest, row))
                .collect(),
        };
        syn::Expr::Array(syn::ExprArray {
            attrs: Vec::new(),
            bracket_token: Default::default(),
            elems,
        })
    }

    /// One hex literal. Tables up to [`FILL_LIMIT`] entries use `LitInt`, which
    /// prettyplease fills several to a line; larger ones are emitted verbatim, one
    /// entry per line (so entry `i` is `i` lines below the opening bracket), which
    /// also skips `LitInt`'s slow validation of each literal.
    fn literal(&self, value: u64) -> syn::Expr {
        let text = hex(value, self.digits());
        let lit = if self.values.len() <= FILL_LIMIT {
            syn::Lit::Int(syn::LitInt::new(&text, Span::call_site()))
        } else {
            syn::Lit::Verbatim(text.parse::<Literal>().expect("a hex literal is a token"))
        };
        syn::Expr::Lit(syn::ExprLit {
            attrs: Vec::new(),
            lit,
        })
    }

    fn item(&self) -> syn::Item {
        assert_eq!(
            self.dims.iter().product::<usize>(),
            self.values.len(),
            "{}: dimensions and entries disagree",
            self.name
        );
        let name = format_ident!("{}", self.name);
        let ty = self.type_tokens();
        let mut doc_lines: Vec<String> = self.doc.lines().map(|l| format!(" {l}")).collect();
        doc_lines.push(String::new());
        doc_lines.push(format!(
            " Type `{}`: {} entries, {} bytes. Produced by `{}`.",
            self.type_name(),
            self.entries(),
            self.bytes(),
            self.producer
        ));
        let docs = doc_lines.iter().map(|l| quote!(#[doc = #l]));
        let tokens = quote! {
            #(#docs)*
            pub static #name: #ty = [];
        };
        let mut item: syn::ItemStatic = syn::parse2(tokens).expect("a static item parses");
        *item.expr = self.value_expr(&self.dims, &self.values);
        syn::Item::Static(item)
    }
}

/// Tables with at most this many entries are printed several entries to a line.
const FILL_LIMIT: usize = 4096;

/// The size ledger: one line per table (name, type, entries, bytes), then the total.
pub fn ledger(tables: &[Table]) -> String {
    let name_w = tables
        .iter()
        .map(|t| t.name.len())
        .chain([5])
        .max()
        .unwrap_or(5);
    let type_w = tables
        .iter()
        .map(|t| t.type_name().len())
        .chain([4])
        .max()
        .unwrap_or(4);
    let mut out = format!(
        "{:name_w$}  {:type_w$}  {:>8}  {:>9}\n",
        "table", "type", "entries", "bytes"
    );
    for t in tables {
        out.push_str(&format!(
            "{:name_w$}  {:type_w$}  {:>8}  {:>9}\n",
            t.name,
            t.type_name(),
            t.entries(),
            t.bytes()
        ));
    }
    let entries: usize = tables.iter().map(Table::entries).sum();
    let bytes: usize = tables.iter().map(Table::bytes).sum();
    out.push_str(&format!(
        "{:name_w$}  {:type_w$}  {:>8}  {:>9}  ({:.1} KiB)\n",
        "total",
        "",
        entries,
        bytes,
        bytes as f64 / 1024.0
    ));
    out
}

/// The `SLIDERS` constant that opens every generated file: the file states its
/// strategy as data, so that the code around it can check what it was given.
fn sliders_item(sliders: Sliders) -> syn::Item {
    let doc = [
        " The slider strategy these tables were generated for: one of".to_string(),
        format!(
            " {}, as named by `cargo tablegen write --sliders`.",
            one_of(|s| format!("`\"{s}\"`"))
        ),
    ];
    let name = sliders.name();
    syn::parse2(quote! {
        #(#[doc = #doc])*
        pub const SLIDERS: &str = #name;
    })
    .expect("a const item parses")
}

/// Renders the complete source file: the header (generated-file notice, regeneration
/// command, size ledger), the `SLIDERS` constant, then every table, formatted by
/// `prettyplease`.
pub fn render_file(sliders: Sliders, tables: &[Table]) -> String {
    let file = syn::File {
        shebang: None,
        frontmatter: None,
        attrs: Vec::new(),
        items: std::iter::once(sliders_item(sliders))
            .chain(tables.iter().map(Table::item))
            .collect(),
    };
    let body = prettyplease::unparse(&file);

    // Written `\x40generated` so that tools do not take this generator for generated code.
    let mut header = String::new();
    header.push_str("// \x40generated by tablegen. DO NOT EDIT.\n");
    header.push_str("//\n");
    header.push_str(&format!(
        "// Regenerate with: cargo tablegen write --sliders {sliders} PATH\n"
    ));
    header
        .push_str("// (build.rs writes the same bytes into OUT_DIR/tables.rs for every build.)\n");
    header.push_str("//\n");
    header.push_str("// Data only: no lookup code, no attributes, no dependencies; it compiles\n");
    header.push_str("// as a module of a #![no_std] crate. Squares are indexed A1 = 0, B1 = 1,\n");
    header.push_str("// ..., H1 = 7, A2 = 8, ..., H8 = 63; bit n of a bitboard is square n.\n");
    header.push_str("//\n");
    header.push_str(&format!("// Size ledger (sliders = {sliders}):\n"));
    for line in ledger(tables).lines() {
        header.push_str("//   ");
        header.push_str(line.trim_end());
        header.push('\n');
    }
    header.push('\n');
    header + &body
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        Table {
            name: "SAMPLE".into(),
            doc: "A sample.\nSecond line.".into(),
            producer: "tests::sample",
            elem: Elem::U64,
            dims: vec![2, 2],
            values: vec![1, 2, 0x2844_0044_2800, u64::MAX],
        }
    }

    #[test]
    fn renders_nested_hex_arrays_with_docs() {
        let src = render_file(Sliders::Magic, &[sample()]);
        assert!(src.starts_with("// \x40generated by tablegen. DO NOT EDIT.\n"));
        assert!(src.contains("\npub const SLIDERS: &str = \"magic\";\n"));
        assert!(src.contains("pub static SAMPLE: [[u64; 2]; 2] = ["));
        assert!(src.contains("0x0000_2844_0044_2800"));
        assert!(src.contains("0xffff_ffff_ffff_ffff"));
        assert!(src.contains("/// A sample.\n/// Second line.\n///\n/// Type `[[u64; 2]; 2]`"));
        assert!(src.contains("Produced by `tests::sample`."));
    }

    #[test]
    fn ledger_totals() {
        let mut small = sample();
        small.name = "SMALL".into();
        small.elem = Elem::U8;
        let text = ledger(&[sample(), small]);
        let last = text.lines().last().unwrap();
        assert!(last.starts_with("total"), "{last}");
        assert!(last.contains(" 8 ") && last.contains(" 36 "), "{last}");
    }
}
