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

/** The compiler's view of the bank's source, and the walks over it that find the codes a handler answers. */
class CodeReach {
  readonly unresolved: string[] = [];
  private readonly checker: ts.TypeChecker;
  private readonly bankDir: string;

  constructor(
    readonly program: ts.Program,
    private readonly root: string,
  ) {
    this.checker = program.getTypeChecker();
    this.bankDir = join(root, 'fake-bank') + '/';
  }

  isBankSource(file: ts.SourceFile): boolean {
    return file.fileName.startsWith(this.bankDir) && !file.fileName.endsWith('.test.ts');
  }

  declarationsOf(node: Node): ts.Declaration[] {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return (symbol.declarations ?? []).filter((d) => this.isBankSource(d.getSourceFile()));
  }

  /** Every node reachable from `start` through identifiers that name bank code (functions, tables). */
  reachableFrom(start: Node): Set<Node> {
    const reached = new Set<Node>();
    const queue = [start];
    while (queue.length) {
      const node = queue.pop()!;
      if (reached.has(node)) continue;
      reached.add(node);
      const visit = (child: Node): void => {
        if (ts.isTypeNode(child)) return;
        if (ts.isIdentifier(child)) {
          for (const declaration of this.declarationsOf(child)) {
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

  codesOf(expression: ts.Expression, reach: Set<Node>, depth = 0): Set<CodeName> {
    const byType = namesOfType(this.checker.getTypeAtLocation(expression));
    if (byType) return byType;
    // A parameter: whatever its callers within reach pass.
    if (ts.isIdentifier(expression) && depth < 4) {
      const names = this.codesPassedTo(expression, reach, depth);
      if (names.size) return names;
    }
    // Else the code names where the value comes from: the expression and everything it reaches.
    const names = namesIn(this.reachableFrom(expression));
    if (!names.size) {
      const file = expression.getSourceFile();
      const { line } = file.getLineAndCharacterOfPosition(expression.getStart());
      this.unresolved.push(
        `${file.fileName.slice(this.root.length + 1)}:${line + 1} ${expression.getText()}`,
      );
    }
    return names;
  }

  /** The codes the callers within reach pass for the parameter `expression` names (empty when none). */
  private codesPassedTo(expression: ts.Identifier, reach: Set<Node>, depth: number): Set<CodeName> {
    const names = new Set<CodeName>();
    const parameter = this.declarationsOf(expression).find(ts.isParameter);
    const fn = parameter && enclosingFunction(parameter);
    if (!parameter || !fn) return names;
    const index = fn.parameters.indexOf(parameter);
    for (const node of reach) {
      const visit = (child: Node): void => {
        if (ts.isCallExpression(child) && child.arguments[index]) {
          const callee = this.declarationsOf(
            ts.isPropertyAccessExpression(child.expression) ? child.expression.name : child.expression,
          );
          if (callee.some((d) => d === fn || reachOf(d) === fn)) {
            for (const name of this.codesOf(child.arguments[index], reach, depth + 1)) names.add(name);
          }
        }
        ts.forEachChild(child, visit);
      };
      visit(node);
    }
    return names;
  }

  /** The codes one handler (a property of a HandlerMap) can answer. */
  codesOfHandler(property: ts.ObjectLiteralElementLike): CodeName[] {
    const reach = this.reachableFrom(property);
    const names = new Set<CodeName>();
    for (const reached of reach) {
      const visit = (child: Node): void => {
        const code = codeArgumentOf(child);
        if (code) for (const name of this.codesOf(code, reach)) names.add(name);
        ts.forEachChild(child, visit);
      };
      visit(reached);
    }
    return [...names].sort();
  }
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

/** The code a node answers with: `new BankError(code, ...)` or `ctx.answerWith(code)`. */
function codeArgumentOf(node: Node): ts.Expression | undefined {
  if (ts.isNewExpression(node) && node.expression.getText() === 'BankError') return node.arguments?.[0];
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'answerWith'
  ) {
    return node.arguments[0];
  }
  return undefined;
}

/** The object literals typed `HandlerMap` in a file. */
function handlerMapsIn(file: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const maps: ts.ObjectLiteralExpression[] = [];
  const visit = (node: Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.type?.getText() === 'HandlerMap' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      maps.push(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return maps;
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
  const analysis = new CodeReach(program, root);
  const byHandler: Record<string, CodeName[]> = {};
  for (const file of program.getSourceFiles()) {
    if (!analysis.isBankSource(file)) continue;
    for (const map of handlerMapsIn(file)) {
      for (const property of map.properties) {
        if (ts.isSpreadAssignment(property) || !property.name || !ts.isIdentifier(property.name)) continue;
        byHandler[property.name.text] = analysis.codesOfHandler(property);
      }
    }
  }
  return { byHandler, unresolved: [...new Set(analysis.unresolved)] };
}
