"""The grader's package in layers (issue 39): every import inside ``digipeg.grade``, at the top of a module or
inside a function, goes from a layer to one listed before it (or within a layer, without a cycle), so that
no two modules import each other, directly or round a loop. Read from the installed package's sources."""

import ast
from pathlib import Path

import digipeg.grade

PACKAGE = Path(digipeg.grade.__file__).resolve().parent
# Bottom first: a module may import its own layer's modules and those of the layers before it.
LAYERS = ["model", "assignments", "sandbox", "checks", "reports", "", "classes", "cli"]


def _name(path):
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports():
    """Each module of the package (``checks.peg``; ``""`` for the package itself) and the modules of the
    package it imports, wherever the import statement is."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _name(path)
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        targets = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package.split(".") if package else []
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                stem = ".".join(base + ([node.module] if node.module else []))
                for alias in node.names:
                    child = f"{stem}.{alias.name}" if stem else alias.name
                    is_module = (PACKAGE / Path(*child.split("."))).with_suffix(".py").exists() or (PACKAGE / Path(*child.split("."))).is_dir()
                    targets.add(child if child and is_module else stem)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                for name in names:
                    if name == "digipeg.grade" or name.startswith("digipeg.grade."):
                        targets.add(name[len("digipeg.grade."):] if name != "digipeg.grade" else "")
        found[module] = targets - {module}
    return found


def _layer(module):
    top = module.split(".")[0]
    return LAYERS.index(top if top in LAYERS else "")


def test_every_module_belongs_to_a_layer():
    modules = _imports()
    assert {m.split(".")[0] for m in modules} <= set(LAYERS), sorted(modules)
    for layer in ("assignments", "sandbox", "checks", "reports", "classes"):
        assert (PACKAGE / layer / "__init__.py").is_file(), layer


def test_imports_go_one_way():
    wrong = [(module, target) for module, targets in _imports().items() for target in targets
             if _layer(target) > _layer(module)]
    assert wrong == [], "a layer imports one above it: " + ", ".join(f"{m or 'digipeg.grade'} -> {t or 'digipeg.grade'}" for m, t in wrong)


def test_no_import_cycle_anywhere():
    graph = _imports()
    seen, cycles = {}, []

    def visit(module, path):
        seen[module] = "open"
        for target in sorted(graph.get(module, ())):
            if seen.get(target) == "open":
                cycles.append(path[path.index(target):] + [target])
            elif target not in seen:
                visit(target, path + [target])
        seen[module] = "done"

    for module in sorted(graph):
        if module not in seen:
            visit(module, [module])
    assert cycles == [], cycles
    # The check sees what it must: the package is many modules, importing each other.
    assert len(graph) >= 25 and sum(len(t) for t in graph.values()) >= 40
