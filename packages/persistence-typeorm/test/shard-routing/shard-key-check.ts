import { loadModule, parseSync } from 'libpg-query';

/** A node of libpg-query's JSON syntax tree: `{ SelectStmt: {...} }`, `{ ColumnRef: {...} }`, arrays and scalars. */
type Node = Record<string, unknown>;

/**
 * The shard key of each company-scoped table: `company_id` for the tables that have that column, `id` for
 * `companies` itself. A table absent from the map is not company-scoped (a reference table on Citus).
 */
export type ShardKeys = ReadonlyMap<string, string>;

/** A relation named in a FROM: a company-scoped table, a CTE or subquery (fixed when it is routed), or other. */
interface Relation {
  readonly table: string | null;
  readonly key: string | null;
  /** For a CTE or subquery: whether its body routes to one company, so its `company_id` is fixed. */
  readonly fixedDerived: boolean;
}

/** What the enclosing levels know, for correlated subqueries: alias → relation and whether its key is fixed. */
interface Scope {
  readonly relations: Map<string, Relation>;
  readonly fixed: Set<string>;
  readonly outer: Scope | null;
}

/** An equality's side: a column (alias may be null when unqualified) or a constant (a parameter or a literal). */
type Operand = { column: string; alias: string | null } | 'constant' | null;

/** Loads the WASM parser once; call before {@link unroutedTables}. */
export async function loadSqlParser(): Promise<void> {
  await loadModule();
}

/**
 * The company-scoped tables that one SQL text (one or more statements) reads or writes without fixing their shard
 * key: a table is routed when its WHERE or JOIN ON holds `key = $n` (or a literal), or `key = other.key` with
 * `other` routed (in the same statement or an enclosing one); an INSERT is routed when it sets the key column.
 * CTEs and subqueries count as routed relations when every company-scoped table in their body is.
 * Non-DML statements (BEGIN, SET, TRUNCATE, DDL) answer `[]`. Names repeat once per unrouted reference.
 * Source: docs/scaling.md#the-schema-on-citus. Throws the parser's error on text PostgreSQL would not parse.
 */
export function unroutedTables(sql: string, keys: ShardKeys): string[] {
  const tree = parseSync(sql) as { stmts?: Array<{ stmt: Node }> };
  return (tree.stmts ?? []).flatMap((s) => statement(s.stmt, keys, null).unrouted);
}

interface LevelResult {
  readonly unrouted: string[];
  /** Whether the level names at least one company-scoped table and fixes every one. */
  readonly routed: boolean;
}

function statement(node: Node, keys: ShardKeys, outer: Scope | null): LevelResult {
  const kind = Object.keys(node)[0] ?? '';
  const body = node[kind] as Node;
  if (kind === 'SelectStmt' || kind === 'UpdateStmt' || kind === 'DeleteStmt' || kind === 'InsertStmt') {
    return level(kind, body, keys, outer);
  }
  return { unrouted: [], routed: false };
}

function level(kind: string, body: Node, keys: ShardKeys, outer: Scope | null): LevelResult {
  const unrouted: string[] = [];
  const ctes = new Map<string, boolean>();
  const scope: Scope = { relations: new Map(), fixed: new Set(), outer };
  for (const cte of list((body.withClause as Node | undefined)?.ctes)) {
    const def = cte.CommonTableExpr as Node;
    const result = statement(def.ctequery as Node, keys, outer);
    unrouted.push(...result.unrouted);
    ctes.set(def.ctename as string, result.routed);
  }
  if (body.op && body.op !== 'SETOP_NONE') return setOperation(body, keys, outer, unrouted);

  const conditions: Node[] = [];
  const addFrom = (items: unknown): void => {
    for (const item of list(items)) unrouted.push(...fromItem(item, keys, scope, ctes, conditions));
  };
  if (kind !== 'SelectStmt' && kind !== 'InsertStmt') addFrom([{ RangeVar: body.relation }]);
  addFrom(body.fromClause);
  addFrom(body.usingClause);
  if (body.whereClause) conditions.push(body.whereClause as Node);
  fixKeys(scope, conditions.flatMap(conjuncts));

  const scoped = [...scope.relations.entries()].filter(([, r]) => r.key !== null);
  for (const [alias, relation] of scoped) if (!scope.fixed.has(alias)) unrouted.push(relation.table as string);
  for (const sub of subLinks(body)) unrouted.push(...statement(sub, keys, scope).unrouted);
  if (kind === 'InsertStmt') return insert(body, keys, scope, unrouted);
  return { unrouted, routed: unrouted.length === 0 && scoped.length > 0 };
}

function setOperation(body: Node, keys: ShardKeys, outer: Scope | null, unrouted: string[]): LevelResult {
  const left = level('SelectStmt', body.larg as Node, keys, outer);
  const right = level('SelectStmt', body.rarg as Node, keys, outer);
  unrouted.push(...left.unrouted, ...right.unrouted);
  return { unrouted, routed: left.routed && right.routed };
}

function insert(body: Node, keys: ShardKeys, scope: Scope, unrouted: string[]): LevelResult {
  const target = body.relation as Node;
  const table = target.relname as string;
  const key = keys.get(table);
  const columns = list(body.cols).map((c) => (c.ResTarget as Node).name as string);
  if (key !== undefined && columns.length > 0 && !columns.includes(key)) unrouted.push(table);
  if (body.selectStmt) unrouted.push(...statement(body.selectStmt as Node, keys, scope.outer).unrouted);
  return { unrouted, routed: unrouted.length === 0 && key !== undefined };
}

function fromItem(item: Node, keys: ShardKeys, scope: Scope, ctes: Map<string, boolean>, conditions: Node[]): string[] {
  if (item.RangeVar) {
    const range = item.RangeVar as Node;
    const name = range.relname as string;
    const alias = ((range.alias as Node | undefined)?.aliasname as string | undefined) ?? name;
    const cte = range.schemaname === undefined ? ctes.get(name) : undefined;
    const relation: Relation =
      cte !== undefined
        ? { table: null, key: null, fixedDerived: cte }
        : { table: name, key: keys.get(name) ?? null, fixedDerived: false };
    scope.relations.set(alias, relation);
    return [];
  }
  if (item.JoinExpr) {
    const join = item.JoinExpr as Node;
    if (join.quals) conditions.push(join.quals as Node);
    return [join.larg, join.rarg].flatMap((side) => fromItem(side as Node, keys, scope, ctes, conditions));
  }
  if (item.RangeSubselect) {
    const sub = item.RangeSubselect as Node;
    const result = statement(sub.subquery as Node, keys, scope.outer);
    const alias = (sub.alias as Node | undefined)?.aliasname as string | undefined;
    if (alias) scope.relations.set(alias, { table: null, key: null, fixedDerived: result.routed });
    return result.unrouted;
  }
  return [];
}

/** Marks the aliases whose key the equalities fix, to a fixpoint (a key equal to a fixed key is fixed). */
function fixKeys(scope: Scope, equalities: Array<[Operand, Operand]>): void {
  for (const [alias, relation] of scope.relations) if (relation.fixedDerived) scope.fixed.add(alias);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [a, b] of equalities) {
      for (const [side, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const alias = keyAlias(side, scope);
        if (alias === null || scope.fixed.has(alias) || !isFixed(other, scope)) continue;
        scope.fixed.add(alias);
        changed = true;
      }
    }
  }
}

/** The alias of this level whose shard key `operand` is, or null. */
function keyAlias(operand: Operand, scope: Scope): string | null {
  if (operand === null || operand === 'constant') return null;
  const alias = operand.alias ?? soleKeyed(scope);
  if (alias === null) return null;
  const relation = scope.relations.get(alias);
  if (!relation) return null;
  const key = relation.key ?? (relation.table === null ? 'company_id' : null);
  return key === operand.column ? alias : null;
}

function soleKeyed(scope: Scope): string | null {
  const keyed = [...scope.relations.entries()].filter(([, r]) => r.key !== null || r.table === null);
  if (keyed.length === 1) return keyed[0]?.[0] ?? null;
  return scope.relations.size === 1 ? ([...scope.relations.keys()][0] ?? null) : null;
}

/** Whether `operand` has one value for the whole statement: a constant, or a fixed key here or in an outer level. */
function isFixed(operand: Operand, scope: Scope): boolean {
  if (operand === 'constant') return true;
  for (let s: Scope | null = scope; s !== null; s = s.outer) {
    const alias = keyAlias(operand, s);
    if (alias !== null) return s.fixed.has(alias);
    if (operand?.alias && s.relations.has(operand.alias)) return false;
  }
  return false;
}

/**
 * The `a = b` conjuncts of a condition: through ANDs; an `x IN ($1)` of one value is `x = $1`; an OR fixes a
 * column only when each of its branches sets it equal to a constant (TypeORM's keyset pages repeat the key).
 */
function conjuncts(condition: Node): Array<[Operand, Operand]> {
  const bool = condition.BoolExpr as Node | undefined;
  if (bool?.boolop === 'AND_EXPR') return list(bool.args).flatMap(conjuncts);
  if (bool?.boolop === 'OR_EXPR') return fixedInEveryBranch(list(bool.args));
  const expr = condition.A_Expr as Node | undefined;
  const name = list(expr?.name).map((n) => (n.String as Node).sval);
  if (!expr || name.length !== 1 || name[0] !== '=') return [];
  const right =
    expr.kind === 'AEXPR_IN' ? list(((expr.rexpr as Node).List as Node | undefined)?.items) : [expr.rexpr as Node];
  if ((expr.kind !== 'AEXPR_OP' && expr.kind !== 'AEXPR_IN') || right.length !== 1) return [];
  return [[operand(expr.lexpr as Node), operand(right[0] as Node)]];
}

function fixedInEveryBranch(branches: Node[]): Array<[Operand, Operand]> {
  const constantColumns = branches.map(
    (branch) =>
      new Set(
        conjuncts(branch)
          .flatMap(([a, b]) =>
            [a, b].filter((side, i) => side !== null && side !== 'constant' && (i === 0 ? b : a) === 'constant'),
          )
          .map((side) => JSON.stringify(side)),
      ),
  );
  const [first, ...rest] = constantColumns;
  const common = [...(first ?? [])].filter((column) => rest.every((set) => set.has(column)));
  return common.map((column): [Operand, Operand] => [JSON.parse(column) as Operand, 'constant']);
}

function operand(node: Node): Operand {
  if (node.TypeCast) return operand((node.TypeCast as Node).arg as Node);
  if (node.ParamRef || node.A_Const) return 'constant';
  if (!node.ColumnRef) return null;
  const fields = list((node.ColumnRef as Node).fields).map((f) => (f.String as Node | undefined)?.sval as string);
  const [column, alias] = [...fields].reverse();
  return column === undefined ? null : { column, alias: alias ?? null };
}

/** The subqueries of expressions (`SubLink`s) of a level, not entering nested levels (FROM, CTEs, set operands). */
function subLinks(body: Node): Node[] {
  const found: Node[] = [];
  const skip = new Set(['withClause', 'larg', 'rarg', 'selectStmt', 'RangeSubselect', 'SelectStmt']);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Node)) {
      if (key === 'SubLink') found.push((child as Node).subselect as Node);
      else if (!skip.has(key)) walk(child);
    }
  };
  walk(body);
  return found;
}

function list(value: unknown): Node[] {
  return Array.isArray(value) ? (value as Node[]) : [];
}
