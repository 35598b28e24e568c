"""The type and signature renderer of public_api.py: rustdoc JSON's type trees as Rust
text (paths with generic arguments, references, slices, arrays, tuples, impl and dyn
Trait, qualified paths, generics and where clauses, function signatures). A mixin:
the listing class provides `item`, `canonical` and the crate's index."""


import json


class LayoutError(Exception):
    """The JSON is not laid out as this script expects."""


def only_key(node, what):
    """The kind of an externally tagged enum value: {"kind": payload} or "kind"."""
    if isinstance(node, str):
        return node, None
    if isinstance(node, dict) and len(node) == 1:
        return next(iter(node.items()))
    raise LayoutError(f"{what}: expected a one-key object or a string, found {json.dumps(node)[:200]}")


class Render:
    """Renders rustdoc JSON types and signatures as Rust text (see the module)."""

    def path(self, p):
        name = self.canonical(p["id"]) if p.get("id") is not None else None
        if name is None:
            name = p["path"]
        return name + self.generic_args(p.get("args"))

    def generic_args(self, args):
        if args is None:
            return ""
        kind, inner = only_key(args, "generic args")
        if kind == "angle_bracketed":
            parts = [self.generic_arg(a) for a in inner["args"]]
            parts += [self.constraint(c) for c in inner["constraints"]]
            return f"<{', '.join(parts)}>" if parts else ""
        if kind == "parenthesized":
            out = f"({', '.join(self.ty(t) for t in inner['inputs'])})"
            if inner.get("output") is not None:
                out += f" -> {self.ty(inner['output'])}"
            return out
        if kind == "return_type_notation":
            return "(..)"
        raise LayoutError(f"generic args of kind {kind}")

    def generic_arg(self, arg):
        kind, inner = only_key(arg, "generic arg")
        if kind == "lifetime":
            return inner
        if kind == "type":
            return self.ty(inner)
        if kind == "const":
            return inner["expr"]
        if kind == "infer":
            return "_"
        raise LayoutError(f"generic arg of kind {kind}")

    def constraint(self, c):
        head = c["name"] + self.generic_args(c.get("args"))
        kind, inner = only_key(c["binding"], "constraint binding")
        if kind == "equality":
            tkind, term = only_key(inner, "term")
            value = self.ty(term) if tkind == "type" else term["expr"]
            return f"{head} = {value}"
        if kind == "constraint":
            return f"{head}: {self.bounds(inner)}"
        raise LayoutError(f"constraint binding of kind {kind}")

    def bounds(self, bounds):
        return " + ".join(self.bound(b) for b in bounds)

    def bound(self, b):
        kind, inner = only_key(b, "generic bound")
        if kind == "trait_bound":
            modifier = {"none": "", "maybe": "?", "maybe_const": "[const] "}.get(inner["modifier"])
            if modifier is None:
                raise LayoutError(f"trait bound modifier {inner['modifier']}")
            return self.hrtb(inner["generic_params"]) + modifier + self.path(inner["trait"])
        if kind == "outlives":
            return inner
        if kind == "use":
            args = []
            for a in inner:
                akind, name = only_key(a, "precise capturing arg")
                args.append(name)
            return f"use<{', '.join(args)}>"
        raise LayoutError(f"generic bound of kind {kind}")

    def hrtb(self, params):
        return f"for<{', '.join(self.param(p) for p in params)}> " if params else ""

    def ty(self, t):
        kind, inner = only_key(t, "type")
        if kind == "resolved_path":
            return self.path(inner)
        if kind in ("generic", "primitive"):
            return inner
        if kind == "borrowed_ref":
            lifetime = f"{inner['lifetime']} " if inner.get("lifetime") else ""
            mutable = "mut " if inner["is_mutable"] else ""
            return f"&{lifetime}{mutable}{self.ty(inner['type'])}"
        if kind == "raw_pointer":
            return f"*{'mut' if inner['is_mutable'] else 'const'} {self.ty(inner['type'])}"
        if kind == "slice":
            return f"[{self.ty(inner)}]"
        if kind == "array":
            return f"[{self.ty(inner['type'])}; {inner['len']}]"
        if kind == "tuple":
            if len(inner) == 1:
                return f"({self.ty(inner[0])},)"
            return f"({', '.join(self.ty(e) for e in inner)})"
        if kind == "impl_trait":
            return f"impl {self.bounds(inner)}"
        if kind == "dyn_trait":
            parts = [self.hrtb(p["generic_params"]) + self.path(p["trait"]) for p in inner["traits"]]
            if inner.get("lifetime"):
                parts.append(inner["lifetime"])
            return f"dyn {' + '.join(parts)}"
        if kind == "qualified_path":
            self_ty = self.ty(inner["self_type"])
            name = inner["name"] + self.generic_args(inner.get("args"))
            if inner.get("trait") is None:
                return f"{self_ty}::{name}"
            return f"<{self_ty} as {self.path(inner['trait'])}>::{name}"
        if kind == "function_pointer":
            return (self.hrtb(inner["generic_params"]) + self.header(inner["header"])
                    + "fn" + self.signature(inner["sig"], names=False))
        if kind == "pat":
            return self.ty(inner["type"])
        if kind == "infer":
            return "_"
        raise LayoutError(f"type of kind {kind}")

    # -- rendering items -------------------------------------------------------

    def param(self, p):
        kind, inner = only_key(p["kind"], "generic param")
        name = p["name"]
        if kind == "lifetime":
            outlives = inner.get("outlives") or []
            return f"{name}: {' + '.join(outlives)}" if outlives else name
        if kind == "type":
            out = name
            if inner["bounds"]:
                out += f": {self.bounds(inner['bounds'])}"
            if inner.get("default") is not None:
                out += f" = {self.ty(inner['default'])}"
            return out
        if kind == "const":
            out = f"const {name}: {self.ty(inner['type'])}"
            if inner.get("default") is not None:
                out += f" = {inner['default']}"
            return out
        raise LayoutError(f"generic param of kind {kind}")

    def generics(self, g):
        """(`<params>`, ` where ...`) of a Generics node."""
        params = [self.param(p) for p in g["params"]
                  if not (only_key(p["kind"], "generic param")[0] == "type"
                          and only_key(p["kind"], "generic param")[1].get("is_synthetic"))]
        preds = []
        for w in g["where_predicates"]:
            kind, inner = only_key(w, "where predicate")
            if kind == "bound_predicate":
                preds.append(f"{self.hrtb(inner['generic_params'])}{self.ty(inner['type'])}: "
                             f"{self.bounds(inner['bounds'])}")
            elif kind == "lifetime_predicate":
                preds.append(f"{inner['lifetime']}: {' + '.join(inner['outlives'])}")
            elif kind == "eq_predicate":
                tkind, term = only_key(inner["rhs"], "term")
                rhs = self.ty(term) if tkind == "type" else term["expr"]
                preds.append(f"{self.ty(inner['lhs'])} = {rhs}")
            else:
                raise LayoutError(f"where predicate of kind {kind}")
        return (f"<{', '.join(params)}>" if params else "",
                f" where {', '.join(preds)}" if preds else "")

    def header(self, h):
        out = ""
        if h["is_const"]:
            out += "const "
        if h["is_async"]:
            out += "async "
        if h["is_unsafe"]:
            out += "unsafe "
        abi_kind, abi = only_key(h["abi"], "abi")
        if abi_kind != "Rust":
            name = abi_kind if abi_kind != "Other" else abi
            out += f'extern "{name}" '
        return out

    def signature(self, sig, names=True):
        args = []
        for name, t in sig["inputs"]:
            if names and name == "self":
                kind, inner = only_key(t, "type")
                if t == {"generic": "Self"}:
                    args.append("self")
                    continue
                if kind == "borrowed_ref" and inner["type"] == {"generic": "Self"}:
                    lifetime = f"{inner['lifetime']} " if inner.get("lifetime") else ""
                    args.append(f"&{lifetime}{'mut ' if inner['is_mutable'] else ''}self")
                    continue
            args.append(f"{name}: {self.ty(t)}" if names else self.ty(t))
        if sig.get("is_c_variadic"):
            args.append("...")
        out = f"({', '.join(args)})"
        if sig.get("output") is not None:
            out += f" -> {self.ty(sig['output'])}"
        return out

    def function(self, f, path):
        params, where = self.generics(f["generics"])
        return f"pub {self.header(f['header'])}fn {path}{params}{self.signature(f['sig'])}{where}"
