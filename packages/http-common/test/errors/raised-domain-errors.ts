import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from '@employee/domain';
import { parseSync } from '@swc/core';

const PACKAGES = join(__dirname, '..', '..', '..');

/** The shape of a domain error code (`EMPLOYEE.NOT_FOUND`, `AUTH.SIGN_IN_THROTTLED`). */
export const ERROR_CODE = /^[A-Z][A-Z_]*\.[A-Z][A-Z_]*$/;

/** A class of the domain whose code is given where it is raised, and where its constructor takes that code. */
export interface CodeTakingClass {
  /** The position of the code among the constructor's arguments. */
  readonly codeAt: number;
  /** The error of this class with `code`; without one, with the class's default code. */
  readonly build: (code?: string) => domain.DomainError;
}

/** One error the sources raise: its class and the code it is raised with. */
export interface RaisedError {
  readonly className: string;
  readonly code: string;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const identifierName = (node: unknown): string | null =>
  isNode(node) && node.type === 'Identifier' ? (node.value as string) : null;

/** Every node of a syntax tree, depth first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
  } else if (isNode(node)) {
    if (typeof node.type === 'string') yield node;
    for (const [key, child] of Object.entries(node)) if (key !== 'span') yield* nodesOf(child);
  }
}

/** Every `.ts`/`.tsx` source of every package (`packages/*\/src`), the generated client left out. */
function sourcePaths(dir = PACKAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = ['node_modules', 'dist', 'dist-test', 'generated', 'test'].includes(entry.name);
      return skipped ? [] : sourcePaths(path);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && path.includes('/src/') ? [path] : [];
  });
}

/**
 * The class of the error `node` raises when it is `new C(…)` of a class of `codeTaking`, `ValidationError.of(…)`
 * or `….throwIfAny(…)` (which throws a `ValidationError`); otherwise `null`.
 */
function raisingClassOf(node: Node, codeTaking: Readonly<Record<string, CodeTakingClass>>): string | null {
  const callee = node.callee as Node | undefined;
  if (node.type === 'NewExpression') {
    const name = identifierName(callee);
    return name && codeTaking[name] ? name : null;
  }
  if (node.type !== 'CallExpression' || callee?.type !== 'MemberExpression') return null;
  const method = identifierName(callee.property);
  const isOf = method === 'of' && identifierName(callee.object) === 'ValidationError';
  return isOf || method === 'throwIfAny' ? 'ValidationError' : null;
}

/**
 * Every domain error the sources of every package can raise, as (class, code), found in their syntax trees:
 * `new C(…)` of a class of `codeTaking`, `ValidationError.of(…)` and `….throwIfAny(…)`. The code argument is a
 * string literal or a constant (the file's own or one the domain exports); an absent one is the class's default;
 * any other argument (a parameter) passes a code through from callers, which are found where they give it. The
 * classes with a fixed code are not looked for here: they are known by class.
 */
/** The string constants a file declares (`const CODE = 'X.Y'`), by name. */
function stringConstantsOf(tree: unknown): Map<string, string> {
  const constants = new Map<string, string>();
  for (const node of nodesOf(tree)) {
    const name = identifierName(node.id);
    const init = node.init as Node | undefined;
    if (node.type === 'VariableDeclarator' && name && init?.type === 'StringLiteral') {
      constants.set(name, init.value as string);
    }
  }
  return constants;
}

/**
 * The code an argument gives: a string literal, or a constant of the file or of the domain; `undefined` when there
 * is no argument, `null` for anything else (a parameter, passing a code through from callers).
 */
function codeOfArgument(argument: Node | undefined, constants: ReadonlyMap<string, string>): string | null | undefined {
  const expression = argument?.expression as Node | undefined;
  if (!expression) return undefined;
  if (expression.type === 'StringLiteral') return expression.value as string;
  const name = identifierName(expression);
  const value = name && (constants.get(name) ?? (domain as Record<string, unknown>)[name]);
  return typeof value === 'string' ? value : null;
}

/**
 * Every domain error the sources of every package can raise, as (class, code), found in their syntax trees:
 * `new C(…)` of a class of `codeTaking`, `ValidationError.of(…)` and `….throwIfAny(…)`. The code argument is a
 * string literal or a constant (the file's own or one the domain exports); an absent one is the class's default;
 * any other argument (a parameter) passes a code through from callers, which are found where they give it. The
 * classes with a fixed code are not looked for here: they are known by class.
 */
export function raisedDomainErrors(codeTaking: Readonly<Record<string, CodeTakingClass>>): RaisedError[] {
  const raised = new Map<string, RaisedError>();
  for (const path of sourcePaths()) {
    const text = readFileSync(path, 'utf8');
    const tree = parseSync(text, { syntax: 'typescript', tsx: path.endsWith('.tsx'), decorators: true });
    const constants = stringConstantsOf(tree);
    for (const node of nodesOf(tree)) {
      const className = raisingClassOf(node, codeTaking);
      if (!className) continue;
      const argument = ((node.arguments as Node[] | null) ?? [])[codeTaking[className]?.codeAt ?? 0];
      const code = codeOfArgument(argument, constants);
      if (code === null) continue; // passed through from a caller
      const found = code ?? codeTaking[className]?.build().code;
      const key = `${className} ${found}`;
      if (found && !raised.has(key)) raised.set(key, { className, code: found });
    }
  }
  return [...raised.values()];
}
