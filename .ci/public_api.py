#!/usr/bin/env python3
"""The public API of a crate, one line per item, from rustdoc's JSON output.

    python3 .ci/public_api.py target/nightly/doc/movegen.json

The JSON is rustdoc's (`cargo +nightly rustdoc --lib -- -Z unstable-options
--output-format json`). Lines are sorted, the same for the same API whatever the order
of the JSON, and name every item by its public path (an item re-exported in several
places is declared at each; its members are listed once, under its shortest path):

- the modules, structs (public fields), enums (every variant), unions, traits (their
  methods, associated types and consts), functions, consts, statics, type aliases and
  exported macros;
- every inherent method and associated const, with its signature (types rendered in
  full: `core::option::Option<movegen::Square>`), and the header of an inherent impl
  with generics;
- every trait impl on a public type, `impl Trait for Type`, derives included, with its
  associated types (`type <Type as Trait>::Name = ...`) and consts; the auto traits
  the compiler implements (Send, Sync, Unpin, UnwindSafe, RefUnwindSafe) too, since a
  type that stops being Send breaks its users. Left out: blanket impls (`impl<T> From<T>
  for T`, `Any`, `Borrow`...: they follow from the rest), the unstable auto traits
  (`Freeze`, `UnsafeUnpin`: internal to the compiler, they come and go with nightly),
  the methods of trait impls (the trait fixes them), consts' values and items' docs.

A const's value is not part of the listing: `tables::SLIDERS` names the slider
strategy the features chose, and the listing is the same under every feature set.

Standard library only. The JSON's layout changes with its `format_version`; this
script was written against version 57 and checks the layout as it goes: an unexpected
structure stops it with a message naming the version (exit 2).
"""

import json
import sys

from public_api_render import LayoutError, Render, only_key

# The versions this script was checked against. Another version is read with a
# warning; a layout it does not know stops it.
TESTED_FORMAT_VERSIONS = {57}

# Auto traits whose impls the compiler writes (`is_synthetic`) and a user can rely on.
STABLE_AUTO_TRAITS = {
    ("core", "marker", "Send"),
    ("core", "marker", "Sync"),
    ("core", "marker", "Unpin"),
    ("core", "panic", "unwind_safe", "UnwindSafe"),
    ("core", "panic", "unwind_safe", "RefUnwindSafe"),
}


class Api(Render):
    def __init__(self, doc):
        for key in ("root", "index", "paths", "format_version"):
            if key not in doc:
                raise LayoutError(f"no top-level `{key}`")
        self.doc = doc
        self.index = doc["index"]
        self.paths = doc["paths"]
        self.root = str(doc["root"])
        self.crate = self.item(self.root)["name"]
        # id -> every public path (a tuple of names) at which the item is reachable
        self.public = {}
        # paths of re-exports of items outside the index (another crate's)
        self.foreign_uses = []
        self.walk(self.root, (self.crate,), {self.root})
        self.public.setdefault(self.root, set()).add((self.crate,))

    # -- the index ---------------------------------------------------------------

    def item(self, id_):
        it = self.index.get(str(id_))
        if it is None:
            raise LayoutError(f"id {id_} is not in the index")
        return it

    def kind(self, it):
        return only_key(it["inner"], f"item {it.get('id')}'s inner")

    @staticmethod
    def is_public(it):
        return it.get("visibility") == "public"

    def walk(self, mod_id, prefix, stack):
        """Records the public path of every item reachable from the module."""
        it = self.item(mod_id)
        kind, inner = self.kind(it)
        if kind != "module":
            raise LayoutError(f"item {mod_id} walked as a module is a {kind}")
        for child in inner["items"]:
            child_item = self.index.get(str(child))
            if child_item is None or not self.is_public(child_item):
                continue
            ckind, cinner = self.kind(child_item)
            if ckind == "use":
                target = cinner.get("id")
                if cinner["is_glob"]:
                    if target is not None and str(target) in self.index:
                        tkind, tinner = self.kind(self.item(target))
                        if tkind == "module" and str(target) not in stack:
                            self.walk(str(target), prefix, stack | {str(target)})
                        elif tkind == "enum":
                            for variant in tinner["variants"]:
                                name = self.item(variant)["name"]
                                self.public.setdefault(str(variant), set()).add(prefix + (name,))
                    else:
                        self.foreign_uses.append((prefix + ("*",), cinner["source"]))
                    continue
                name = cinner["name"]
                if target is None or str(target) not in self.index:
                    self.foreign_uses.append((prefix + (name,), cinner["source"]))
                    continue
                target = str(target)
            else:
                target, name = str(child), child_item["name"]
            path = prefix + (name,)
            self.public.setdefault(target, set()).add(path)
            tkind, _ = self.kind(self.item(target))
            if tkind == "module" and target not in stack:
                self.walk(target, path, stack | {target})

    def canonical(self, id_):
        """The shortest public path of a local item, else the path rustdoc knows."""
        paths = self.public.get(str(id_))
        if paths:
            return "::".join(min(paths, key=lambda p: (len(p), p)))
        known = self.paths.get(str(id_))
        if known is not None:
            return "::".join(known["path"])
        return None

    # -- rendering types -------------------------------------------------------

    def attrs(self, it):
        out = ""
        if it.get("deprecation") is not None:
            out += "#[deprecated] "
        for a in it.get("attrs", []):
            kind, inner = only_key(a, "attribute") if not isinstance(a, str) else (a, None)
            if kind == "non_exhaustive" or kind == "#[non_exhaustive]":
                out += "#[non_exhaustive] "
            elif kind == "repr":
                parts = [] if inner["kind"] == "rust" else [inner["kind"]]
                if inner.get("int"):
                    parts.append(inner["int"])
                if inner.get("align"):
                    parts.append(f"align({inner['align']})")
                if inner.get("packed"):
                    parts.append(f"packed({inner['packed']})")
                if parts:
                    out += f"#[repr({', '.join(parts)})] "
        return out

    def fields(self, ids, variant=False):
        """The fields of a tuple struct (`pub T`, or `_` where private) or variant (`T`)."""
        out = []
        for f in ids:
            if f is None:
                out.append("_")
                continue
            it = self.item(f)
            vis = "pub " if not variant and self.is_public(it) else ""
            out.append(vis + self.ty(self.kind(it)[1]))
        return f"({', '.join(out)})"

    def variant(self, it, path):
        kind, inner = self.kind(it)
        vkind, vinner = only_key(inner["kind"], "variant kind")
        line = f"{self.attrs(it)}pub {path}"
        if vkind == "tuple":
            line += self.fields(vinner, variant=True)
        elif vkind == "struct":
            named = [f"{self.item(f)['name']}: {self.ty(self.kind(self.item(f))[1])}"
                     for f in vinner["fields"]]
            if vinner["has_stripped_fields"]:
                named.append("..")
            line += " { " + ", ".join(named) + " }"
        elif vkind != "plain":
            raise LayoutError(f"variant of kind {vkind}")
        if inner.get("discriminant") is not None:
            line += f" = {inner['discriminant']['expr']}"
        return line

    # -- the listing -------------------------------------------------------------

    def listing(self):
        lines = set()  # (sort key, line)

        def add(owner, rank, line):
            lines.add((tuple(owner.split("::")), rank, line))

        impls = {}  # impl id -> the id of the item it was found on
        for id_, paths in sorted(self.public.items()):
            it = self.item(id_)
            kind, inner = self.kind(it)
            canon = self.canonical(id_)
            for p in sorted(paths):
                path = "::".join(p)
                decl = self.declaration(it, kind, inner, path)
                if decl is not None:
                    add(path, 0, decl)
            # members, once, under the shortest path
            if kind in ("struct", "union"):
                skind, sinner = (only_key(inner["kind"], "struct kind") if kind == "struct"
                                 else ("plain", inner))
                if skind == "plain":
                    for f in sinner["fields"]:
                        field = self.item(f)
                        if self.is_public(field):
                            add(canon, 1, f"pub {canon}::{field['name']}: {self.ty(self.kind(field)[1])}")
                for i in inner["impls"]:
                    impls.setdefault(str(i), id_)
            elif kind == "enum":
                for v in inner["variants"]:
                    variant = self.item(v)
                    add(canon, 1, self.variant(variant, f"{canon}::{variant['name']}"))
                for i in inner["impls"]:
                    impls.setdefault(str(i), id_)
            elif kind == "trait":
                for m in inner["items"]:
                    add(canon, 1, self.member(self.item(m), canon, in_trait=True))
                for i in inner["implementations"]:
                    impls.setdefault(str(i), id_)

        for impl_id, found_on in sorted(impls.items()):
            self.impl(impl_id, self.canonical(self.impl_owner(impl_id, found_on)), add)

        for path, source in self.foreign_uses:
            add("::".join(path), 0, f"pub use {'::'.join(path)} = {source}")

        return [line for _, _, line in sorted(lines)]

    def declaration(self, it, kind, inner, path):
        attrs = self.attrs(it)
        if kind == "module":
            return f"pub mod {path}"
        if kind == "struct":
            params, where = self.generics(inner["generics"])
            skind, sinner = only_key(inner["kind"], "struct kind")
            body = {"unit": ";", "plain": ""}.get(skind)
            if skind == "tuple":
                body = self.fields(sinner)
            elif body is None:
                raise LayoutError(f"struct of kind {skind}")
            return f"{attrs}pub struct {path}{params}{body}{where}"
        if kind == "union":
            params, where = self.generics(inner["generics"])
            return f"{attrs}pub union {path}{params}{where}"
        if kind == "enum":
            params, where = self.generics(inner["generics"])
            return f"{attrs}pub enum {path}{params}{where}"
        if kind == "trait":
            params, where = self.generics(inner["generics"])
            unsafe = "unsafe " if inner["is_unsafe"] else ""
            auto = "auto " if inner["is_auto"] else ""
            bounds = f": {self.bounds(inner['bounds'])}" if inner["bounds"] else ""
            return f"{attrs}pub {unsafe}{auto}trait {path}{params}{bounds}{where}"
        if kind == "trait_alias":
            params, where = self.generics(inner["generics"])
            return f"{attrs}pub trait {path}{params} = {self.bounds(inner['params'])}{where}"
        if kind == "function":
            return attrs + self.function(inner, path)
        if kind == "constant":
            return f"{attrs}pub const {path}: {self.ty(inner['type'])}"
        if kind == "static":
            mutable = "mut " if inner["is_mutable"] else ""
            unsafe = "unsafe " if inner.get("is_unsafe") else ""
            return f"{attrs}pub {unsafe}static {mutable}{path}: {self.ty(inner['type'])}"
        if kind == "type_alias":
            params, where = self.generics(inner["generics"])
            return f"{attrs}pub type {path}{params}{where} = {self.ty(inner['type'])}"
        if kind == "macro":
            return f"pub macro {path}!"
        if kind == "proc_macro":
            mkind = inner["kind"]
            return f"pub macro {path}{'!' if mkind == 'bang' else ''} ({mkind})"
        if kind in ("variant",):  # a glob re-export of an enum's variants
            return self.variant(it, path)
        if kind in ("primitive", "extern_crate", "extern_type"):
            return f"pub {kind} {path}"
        raise LayoutError(f"public item {path} of kind {kind}")

    def member(self, it, owner, in_trait):
        """A method, associated const or associated type of a trait or inherent impl."""
        kind, inner = self.kind(it)
        path = f"{owner}::{it['name']}"
        attrs = self.attrs(it)
        if kind == "function":
            return attrs + self.function(inner, path)
        if kind == "assoc_const":
            return f"{attrs}pub const {path}: {self.ty(inner['type'])}"
        if kind == "assoc_type":
            params, where = self.generics(inner["generics"])
            bounds = f": {self.bounds(inner['bounds'])}" if inner["bounds"] else ""
            default = f" = {self.ty(inner['type'])}" if inner.get("type") is not None else ""
            return f"{attrs}pub type {path}{params}{bounds}{where}{default}"
        raise LayoutError(f"{'trait' if in_trait else 'impl'} member {path} of kind {kind}")

    def impl_owner(self, impl_id, found_on):
        """The item an impl is listed with: its self type when that is public here (`&T`
        and `[T]` count as `T`), else its trait; never the order of the JSON's ids, which
        differ from one feature set to another."""
        _, inner = self.kind(self.item(impl_id))
        t = inner["for"]
        while True:
            kind, payload = only_key(t, "type")
            if kind in ("borrowed_ref", "raw_pointer"):
                t = payload["type"]
            elif kind == "slice":
                t = payload
            elif kind == "array":
                t = payload["type"]
            else:
                break
        if kind == "resolved_path" and str(payload.get("id")) in self.public:
            return str(payload["id"])
        trait = inner.get("trait")
        if trait is not None and str(trait.get("id")) in self.public:
            return str(trait["id"])
        return found_on

    def impl(self, impl_id, owner, add):
        it = self.item(impl_id)
        kind, inner = self.kind(it)
        if kind != "impl":
            raise LayoutError(f"impl {impl_id} is a {kind}")
        if inner.get("blanket_impl") is not None:
            return
        trait = inner.get("trait")
        if inner["is_synthetic"]:
            known = self.paths.get(str(trait["id"])) if trait else None
            if known is None or tuple(known["path"]) not in STABLE_AUTO_TRAITS:
                return
        params, where = self.generics(inner["generics"])
        for_ty = self.ty(inner["for"])
        if trait is None:
            if params or where:
                add(owner, 2, f"impl{params} {for_ty}{where}")
            for m in inner["items"]:
                member = self.item(m)
                if self.is_public(member):
                    add(owner, 1, self.member(member, for_ty, in_trait=False))
            return
        unsafe = "unsafe " if inner["is_unsafe"] else ""
        negative = "!" if inner["is_negative"] else ""
        trait_path = self.path(trait)
        add(owner, 3, f"{unsafe}impl{params} {negative}{trait_path} for {for_ty}{where}")
        for m in inner["items"]:
            member = self.item(m)
            mkind, minner = self.kind(member)
            qualified = f"<{for_ty} as {trait_path}>::{member['name']}"
            if mkind == "assoc_type":
                add(owner, 4, f"type {qualified} = {self.ty(minner['type'])}")
            elif mkind == "assoc_const":
                add(owner, 4, f"const {qualified}: {self.ty(minner['type'])}")


def main(argv):
    if len(argv) != 2 or argv[1].startswith("-"):
        print(f"usage: {argv[0]} TARGET/doc/CRATE.json", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        doc = json.load(f)
    version = doc.get("format_version") if isinstance(doc, dict) else None
    if version is None:
        print(f"{argv[1]}: no `format_version`: not rustdoc's JSON output?", file=sys.stderr)
        return 2
    if version not in TESTED_FORMAT_VERSIONS:
        print(f"public_api.py: rustdoc JSON format_version {version}, not one this script was "
              f"checked against ({', '.join(map(str, sorted(TESTED_FORMAT_VERSIONS)))}): "
              "reading it anyway", file=sys.stderr)
    try:
        lines = Api(doc).listing()
    except (LayoutError, KeyError, TypeError, ValueError, AttributeError) as e:
        print(f"public_api.py: rustdoc JSON format_version {version} is not laid out as "
              f"expected ({type(e).__name__}: {e}); update .ci/public_api.py for it "
              f"(checked against {', '.join(map(str, sorted(TESTED_FORMAT_VERSIONS)))})",
              file=sys.stderr)
        return 2
    sys.stdout.write("".join(line + "\n" for line in lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
