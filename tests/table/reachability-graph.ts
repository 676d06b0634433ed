/**
 * Which engine procedures can the Foundry system ever call? A reference graph between the
 * top-level declarations of src/, built with the TypeScript compiler's symbols (not just file
 * imports: an exported function nobody calls is unreachable even when its file is loaded).
 *
 * - An ENGINE PROCEDURE is an exported function of src/rules (a function declaration, or an
 *   exported const holding an arrow/function expression) whose return type is a
 *   ProcedureResult: it has the fields `procedure`, `cards`, `effects` and `summary` (a Promise
 *   of one counts too). That is the engine's own definition of a procedure (rules/model.ts).
 * - The ROOTS are src/index.ts's top-level statements, plus the top-level expression statements
 *   (side effects) of every file the entry loads, transitively.
 * - An EDGE goes from a top-level declaration to every top-level declaration one of its
 *   identifiers resolves to (imports and re-exports followed to the declaration; a class member
 *   or a local counts as its enclosing top-level declaration). `import.meta.glob("…")` and
 *   `import("…")` with a literal count as references to every export of the files they match.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { specifierPath } from "../helpers/specifiers";

const ROOT = resolve(new URL("../..", import.meta.url).pathname);
const SRC = join(ROOT, "src");
const ENTRY = join(SRC, "index.ts");
const RULES = join(SRC, "rules") + "/";
/** A procedure or a rule check by its name (resolveFire, checkGatling), whatever it returns. */
const PROCEDURE_NAME = /^(resolve|check)[A-Z]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sourceFiles(path)
      : /\.tsx?$/.test(name) && !name.endsWith(".d.ts")
        ? [path]
        : [];
  });
}

/** Minimal glob for import.meta.glob patterns: `*` is one path segment's characters, `**` any depth. */
function globFiles(fromFile: string, pattern: string, all: readonly string[]): string[] {
  const base = dirname(fromFile);
  const absolute = resolve(base, pattern);
  const regex = new RegExp(
    "^" +
      absolute
        .split("**/")
        .map((part) =>
          part
            .split("*")
            .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
            .join("[^/]*"),
        )
        .join("(?:.*/)?") +
      "$",
  );
  return all.filter((f) => regex.test(f));
}

function resolveModule(fromFile: string, spec: string, all: ReadonlySet<string>): string | null {
  const base = specifierPath(fromFile, spec);
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")])
    if (all.has(candidate) && existsSync(candidate)) return candidate;
  return null;
}

interface Reachability {
  /** Every engine procedure (file:name), sorted. */
  readonly procedures: readonly string[];
  /** Those with no call path from src/index.ts, sorted. */
  readonly unreachable: readonly string[];
}

export function engineReachability(): Reachability {
  const files = sourceFiles(SRC);
  const fileSet = new Set(files);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // No default library: only the names declared in src/ matter (faster; a Promise is then opaque, and no engine
    // procedure is async).
    noLib: true,
    types: [],
    strict: true,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    paths: { "@rules": ["./src/rules/index.ts"], "@rules/*": ["./src/rules/*"], "@foundry/*": ["./src/foundry/*"] },
    baseUrl: ROOT,
  });
  const checker = program.getTypeChecker();

  /** The top-level statement (or variable declaration) a node belongs to. */
  const topLevelOf = (node: ts.Node): ts.Node | null => {
    let n: ts.Node = node;
    while (n.parent && !ts.isSourceFile(n.parent)) n = n.parent;
    if (!n.parent) return null;
    if (ts.isVariableStatement(n)) {
      let d: ts.Node = node;
      while (d.parent && !ts.isVariableDeclarationList(d.parent)) d = d.parent;
      return ts.isVariableDeclaration(d) ? d : n;
    }
    return n;
  };

  const resolveSymbol = (symbol: ts.Symbol | undefined): ts.Symbol | undefined => {
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) {
      try {
        return checker.getAliasedSymbol(symbol);
      } catch {
        return symbol;
      }
    }
    return symbol;
  };

  /** Top-level declarations of a file that are exported (for glob and dynamic imports). */
  const exportsOf = (file: string): ts.Node[] => {
    const sf = program.getSourceFile(file);
    if (!sf) return [];
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) return sideEffectsOf(file);
    const out: ts.Node[] = [];
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      for (const d of resolveSymbol(exported)?.declarations ?? []) {
        const top = topLevelOf(d);
        if (top && fileSet.has(top.getSourceFile().fileName)) out.push(top);
      }
    }
    return [...out, ...sideEffectsOf(file)];
  };

  const sideEffectsOf = (file: string): ts.Node[] =>
    program.getSourceFile(file)?.statements.filter((s) => ts.isExpressionStatement(s)) ?? [];

  const stringArgs = (call: ts.CallExpression): string[] => {
    const first = call.arguments[0];
    if (!first) return [];
    if (ts.isStringLiteralLike(first)) return [first.text];
    if (ts.isArrayLiteralExpression(first)) return first.elements.filter(ts.isStringLiteralLike).map((e) => e.text);
    return [];
  };

  const isMetaGlob = (e: ts.Expression): boolean =>
    ts.isPropertyAccessExpression(e) &&
    e.name.text === "glob" &&
    ts.isMetaProperty(e.expression) &&
    e.expression.name.text === "meta";

  const isDeclarationName = (n: ts.Identifier): boolean => {
    const p = n.parent;
    return (
      ((ts.isPropertyAssignment(p) ||
        ts.isMethodDeclaration(p) ||
        ts.isPropertyDeclaration(p) ||
        ts.isParameter(p) ||
        ts.isVariableDeclaration(p) ||
        ts.isFunctionDeclaration(p) ||
        ts.isFunctionExpression(p) ||
        ts.isClassDeclaration(p) ||
        ts.isGetAccessorDeclaration(p) ||
        ts.isSetAccessorDeclaration(p) ||
        ts.isPropertySignature(p) ||
        ts.isEnumMember(p)) &&
        p.name === n) ||
      (ts.isBindingElement(p) && (p.name === n || p.propertyName === n))
    );
  };

  const isNamespace = (e: ts.Expression): boolean => {
    if (!ts.isIdentifier(e)) return false;
    const symbol = checker.getSymbolAtLocation(e);
    return !!symbol && (symbol.declarations ?? []).some((d) => ts.isNamespaceImport(d));
  };

  /** The declarations a top-level node references. */
  const referencesOf = (node: ts.Node): ts.Node[] => {
    const out: ts.Node[] = [];
    const file = node.getSourceFile().fileName;
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n)) {
        if (isMetaGlob(n.expression))
          for (const pattern of stringArgs(n))
            for (const f of globFiles(file, pattern, files)) out.push(...exportsOf(f));
        if (n.expression.kind === ts.SyntaxKind.ImportKeyword) {
          for (const spec of stringArgs(n)) {
            const target = resolveModule(file, spec, fileSet);
            if (target) out.push(...exportsOf(target));
          }
        }
      }
      // Types never call anything; import lines are followed through the identifiers that use them.
      if (ts.isTypeNode(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n) || ts.isImportDeclaration(n))
        return;
      // `a.b`: only a namespace import's member is a top-level declaration (resolving any other
      // member would ask the checker for the type of `a`, slow and never a top-level declaration).
      if (ts.isPropertyAccessExpression(n.parent) && n.parent.name === n && !isNamespace(n.parent.expression)) return;
      // A declaration's own name (a property, a parameter, a method…) references nothing.
      if (ts.isIdentifier(n) && isDeclarationName(n)) return;
      if (ts.isIdentifier(n)) {
        const symbols = [checker.getSymbolAtLocation(n)];
        if (ts.isShorthandPropertyAssignment(n.parent))
          symbols.push(checker.getShorthandAssignmentValueSymbol(n.parent));
        for (const symbol of symbols) {
          for (const d of resolveSymbol(symbol)?.declarations ?? []) {
            if (!fileSet.has(d.getSourceFile().fileName)) continue;
            const top = topLevelOf(d);
            if (top && top !== node) out.push(top);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return out;
  };

  // Files the entry loads (static imports, globs, dynamic imports): their side effects run.
  const loaded = new Set<string>();
  const loadQueue = [ENTRY];
  while (loadQueue.length > 0) {
    const file = loadQueue.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const next: string[] = [];
    const visit = (n: ts.Node): void => {
      if (
        (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
        n.moduleSpecifier &&
        ts.isStringLiteral(n.moduleSpecifier)
      ) {
        const typeOnly = ts.isImportDeclaration(n) ? (n.importClause?.isTypeOnly ?? false) : n.isTypeOnly;
        const target = typeOnly ? null : resolveModule(file, n.moduleSpecifier.text, fileSet);
        if (target) next.push(target);
      }
      if (ts.isCallExpression(n)) {
        if (isMetaGlob(n.expression))
          for (const pattern of stringArgs(n)) next.push(...globFiles(file, pattern, files));
        if (n.expression.kind === ts.SyntaxKind.ImportKeyword) {
          for (const spec of stringArgs(n)) {
            const target = resolveModule(file, spec, fileSet);
            if (target) next.push(target);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
    loadQueue.push(...next);
  }

  const entry = program.getSourceFile(ENTRY);
  if (!entry) throw new Error("no src/index.ts");
  const reached = new Set<ts.Node>();
  const queue: ts.Node[] = [...entry.statements, ...[...loaded].flatMap(sideEffectsOf)];
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (reached.has(node)) continue;
    reached.add(node);
    queue.push(...referencesOf(node));
  }

  // The engine procedures: exported functions of src/rules returning a ProcedureResult.
  const procedures: { id: string; node: ts.Node }[] = [];
  const returnsProcedureResult = (signatures: readonly ts.Signature[]): boolean =>
    signatures.some((sig) => {
      let type = checker.getReturnTypeOfSignature(sig);
      const awaited = checker.getAwaitedType(type);
      if (awaited) type = awaited;
      const parts = type.isUnion() ? type.types : [type];
      return parts.every((t) =>
        ["procedure", "cards", "effects", "summary"].every((p) => checker.getPropertyOfType(t, p) !== undefined),
      );
    });
  for (const file of files.filter((f) => f.startsWith(RULES))) {
    const sf = program.getSourceFile(file)!;
    for (const statement of sf.statements) {
      const exported =
        ts.canHaveModifiers(statement) &&
        (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      const id = (name: string) => `${relative(SRC, file)}:${name}`;
      if (ts.isFunctionDeclaration(statement) && statement.name) {
        const symbol = checker.getSymbolAtLocation(statement.name);
        const type = symbol ? checker.getTypeOfSymbolAtLocation(symbol, statement.name) : null;
        if (type && (PROCEDURE_NAME.test(statement.name.text) || returnsProcedureResult(type.getCallSignatures())))
          procedures.push({ id: id(statement.name.text), node: statement });
      } else if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (
            !ts.isIdentifier(d.name) ||
            !d.initializer ||
            !(ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
          )
            continue;
          const type = checker.getTypeAtLocation(d.name);
          if (PROCEDURE_NAME.test(d.name.text) || returnsProcedureResult(type.getCallSignatures()))
            procedures.push({ id: id(d.name.text), node: d });
        }
      }
    }
  }
  const sorted = (list: string[]) => [...new Set(list)].sort();
  return {
    procedures: sorted(procedures.map((p) => p.id)),
    unreachable: sorted(procedures.filter((p) => !reached.has(p.node)).map((p) => p.id)),
  };
}
