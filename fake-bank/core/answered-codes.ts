import ts from 'typescript';
import { join } from 'node:path';
import { CODES, type CodeName } from '../../contracts';

/**
 * Which return codes each handler of the bank can answer, read from the bank's own source with the TypeScript
 * compiler (a dev tool: the tests use it to prove that the published document lists every code a call
 * answers). A code counts when it reaches `new BankError(code, ...)` or `ctx.answerWith(code)` in code the
 * handler can reach: by its literal type where the compiler knows it, else by the code names in the
 * expression's origins (a variable's initializer, a function's body, a table, a parameter's callers).
 */

type Node = ts.Node;

const CODE_NAMES = new Set(Object.keys(CODES));
const NAME_BY_VALUE = new Map<string, string>(
  Object.entries(CODES).map(([name, entry]) => [entry.code, name]),
);

function codeNameOf(text: string): CodeName | undefined {
  if (CODE_NAMES.has(text)) return text as CodeName;
  return NAME_BY_VALUE.get(text) as CodeName | undefined;
}

export interface AnsweredCodes {
  /** Endpoint name (the handler map's key) to the code names its handler can answer, sorted. */
  byHandler: Record<string, CodeName[]>;
  /** Sites whose code the analysis could not resolve at all (should be empty). */
  unresolved: string[];
}

export function analyseAnsweredCodes(root: string): AnsweredCodes {
  const program = ts.createProgram([join(root, 'fake-bank/domain/index.ts')], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const bankDir = join(root, 'fake-bank') + '/';
  const isBankSource = (file: ts.SourceFile) =>
    file.fileName.startsWith(bankDir) && !file.fileName.endsWith('.test.ts');

  function declarationsOf(node: Node): ts.Declaration[] {
    let symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol.declarations ?? []).filter((d) => isBankSource(d.getSourceFile()));
  }

  /** The nodes a declaration brings into reach: a function's body, a variable's or property's initializer. */
  function reachOf(declaration: ts.Declaration): Node | undefined {
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) return declaration.initializer;
    // An object's property is followed only when it is a function (a handler calling another's rule), not
    // for every field a value reads (`upload.fileName` is no code path).
    if (
      ts.isPropertyAssignment(declaration) &&
      (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
    ) {
      return declaration.initializer;
    }
    return undefined;
  }

  /** Every node reachable from `start` through identifiers that name bank code (functions, tables). */
  function reachableFrom(start: Node): Set<Node> {
    const reached = new Set<Node>();
    const queue = [start];
    while (queue.length) {
      const node = queue.pop()!;
      if (reached.has(node)) continue;
      reached.add(node);
      const visit = (child: Node): void => {
        if (ts.isTypeNode(child)) return;
        if (ts.isIdentifier(child)) {
          for (const declaration of declarationsOf(child)) {
            const next = reachOf(declaration);
            if (next) queue.push(next);
          }
        }
        ts.forEachChild(child, visit);
      };
      visit(node);
    }
    return reached;
  }

  /** Code names written in the nodes (string literals, `CODES.X`). */
  function namesIn(nodes: Iterable<Node>): Set<CodeName> {
    const names = new Set<CodeName>();
    for (const node of nodes) {
      const visit = (child: Node): void => {
        if (ts.isTypeNode(child)) return;
        // Names only: a code's value ('0000') is too common a string to mean the code.
        if (ts.isStringLiteralLike(child) && CODE_NAMES.has(child.text)) {
          names.add(child.text as CodeName);
        } else if (ts.isPropertyAccessExpression(child) && CODE_NAMES.has(child.name.text)) {
          names.add(child.name.text as CodeName);
        }
        ts.forEachChild(child, visit);
      };
      visit(node);
    }
    return names;
  }

  /** The code names a string-literal type allows, or undefined when it is as wide as every code. */
  function namesOfType(type: ts.Type): Set<CodeName> | undefined {
    const parts = type.isUnion() ? type.types : [type];
    const names = new Set<CodeName>();
    for (const part of parts) {
      if (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
      if (!part.isStringLiteral()) return undefined;
      const name = codeNameOf(part.value);
      if (name) names.add(name);
    }
    // CodeName itself, or CodeName narrowed by a check or two, says nothing: look at the origins instead.
    return names.size > 0 && names.size <= 40 ? names : undefined;
  }

  function enclosingFunction(node: Node): ts.SignatureDeclaration | undefined {
    let current = node.parent;
    while (current && !ts.isFunctionLike(current)) current = current.parent;
    return current as ts.SignatureDeclaration | undefined;
  }

  const unresolved: string[] = [];

  function codesOf(expression: ts.Expression, reach: Set<Node>, depth = 0): Set<CodeName> {
    const byType = namesOfType(checker.getTypeAtLocation(expression));
    if (byType) return byType;
    // A parameter: whatever its callers within reach pass.
    if (ts.isIdentifier(expression) && depth < 4) {
      const parameter = declarationsOf(expression).find(ts.isParameter);
      const fn = parameter && enclosingFunction(parameter);
      if (parameter && fn) {
        const index = fn.parameters.indexOf(parameter);
        const names = new Set<CodeName>();
        for (const node of reach) {
          const visit = (child: Node): void => {
            if (ts.isCallExpression(child) && child.arguments[index]) {
              const callee = declarationsOf(
                ts.isPropertyAccessExpression(child.expression) ? child.expression.name : child.expression,
              );
              if (callee.some((d) => d === fn || reachOf(d) === fn)) {
                for (const name of codesOf(child.arguments[index], reach, depth + 1)) names.add(name);
              }
            }
            ts.forEachChild(child, visit);
          };
          visit(node);
        }
        if (names.size) return names;
      }
    }
    // Else the code names where the value comes from: the expression and everything it reaches.
    const names = namesIn(reachableFrom(expression));
    if (!names.size) {
      const file = expression.getSourceFile();
      const { line } = file.getLineAndCharacterOfPosition(expression.getStart());
      unresolved.push(`${file.fileName.slice(root.length + 1)}:${line + 1} ${expression.getText()}`);
    }
    return names;
  }

  const byHandler: Record<string, CodeName[]> = {};
  for (const file of program.getSourceFiles()) {
    if (!isBankSource(file)) continue;
    const visitMaps = (node: Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        node.type?.getText() === 'HandlerMap' &&
        node.initializer &&
        ts.isObjectLiteralExpression(node.initializer)
      ) {
        for (const property of node.initializer.properties) {
          if (ts.isSpreadAssignment(property) || !property.name || !ts.isIdentifier(property.name)) continue;
          const reach = reachableFrom(property);
          const names = new Set<CodeName>();
          for (const reached of reach) {
            const visit = (child: Node): void => {
              if (
                ts.isNewExpression(child) &&
                child.expression.getText() === 'BankError' &&
                child.arguments?.[0]
              ) {
                for (const name of codesOf(child.arguments[0], reach)) names.add(name);
              } else if (
                ts.isCallExpression(child) &&
                ts.isPropertyAccessExpression(child.expression) &&
                child.expression.name.text === 'answerWith' &&
                child.arguments[0]
              ) {
                for (const name of codesOf(child.arguments[0], reach)) names.add(name);
              }
              ts.forEachChild(child, visit);
            };
            visit(reached);
          }
          byHandler[property.name.text] = [...names].sort();
        }
      }
      ts.forEachChild(node, visitMaps);
    };
    visitMaps(file);
  }
  return { byHandler, unresolved: [...new Set(unresolved)] };
}
