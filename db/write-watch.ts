import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

// Tells this process which tables its own statements write: as each statement is compiled, before
// it runs, and again once it has run, so whoever keeps something read from those tables forgets it
// before the write can be seen, and forgets too what a read racing the write brought in meanwhile.
// It looks at Kysely's own insert, update and delete statements; raw SQL is not read.

/** Hears the table (as in the database: snake_case) that an insert, update or delete of this process writes. */
export type WriteListener = (table: string) => void;

export interface WriteWatch {
  /** Starts hearing writes; returns the function that stops. */
  onWrite(listener: WriteListener): () => void;
  /** Runs `compile` without telling anyone: a write its caller accounts for itself. */
  unheard<T>(compile: () => T): T;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return [tableName(node.into)].filter((name): name is string => name !== undefined);
  if (UpdateQueryNode.is(node)) return [tableName(node.table)].filter((name): name is string => name !== undefined);
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName).filter((name): name is string => name !== undefined);
  return [];
}

/** The plugin and its listeners: one per database handle, inherited by its transactions. */
export class WriteWatchPlugin implements KyselyPlugin, WriteWatch {
  readonly #listeners = new Set<WriteListener>();
  /** The tables of each write under way, told again when its result is in. */
  readonly #running = new WeakMap<object, string[]>();
  #quiet = false;

  onWrite(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  unheard<T>(compile: () => T): T {
    this.#quiet = true;
    try {
      return compile();
    } finally {
      this.#quiet = false;
    }
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#quiet || this.#listeners.size === 0 || node.kind === 'SelectQueryNode') return node;
    const tables = writtenTables(node);
    if (tables.length > 0) this.#running.set(queryId, tables);
    this.#tell(tables);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#running.get(queryId);
    if (tables) {
      this.#running.delete(queryId);
      this.#tell(tables);
    }
    return result;
  }

  #tell(tables: readonly string[]) {
    for (const table of tables) for (const listener of this.#listeners) listener(table);
  }
}
