import type { ObjectLiteral, QueryRunner, Repository } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** A value for `update`: a function's result is written as SQL, as TypeORM's update does. */
type Settable<T> = { [K in keyof T]?: T[K] | (() => string) };

/**
 * findOneBy, update and insert on one table, as fixed parameterised statements built once from
 * the entity's metadata, without TypeORM's query builders. On a sign-in the builders cost more
 * CPU than the statements' own round trips (bench/README.md has the figures). Values still go
 * through the driver's column conversion (dates, JSON, value transformers) both ways, so rows read
 * and written are those the repository reads and
 * writes. For plain tables only: an entity with listeners, subscribers or columns TypeORM fills
 * in itself (dates, version) is refused.
 */
export class RowStatements<T extends ObjectLiteral> {
  private readonly columns: ColumnMetadata[];
  private readonly texts = new Map<string, string>();

  constructor(private readonly repository: Repository<T>) {
    const { metadata } = repository;
    const automatic =
      metadata.createDateColumn ??
      metadata.updateDateColumn ??
      metadata.deleteDateColumn ??
      metadata.versionColumn;
    const listened =
      metadata.ownListeners.length > 0 ||
      repository.manager.connection.subscribers.some(
        (s) => !s.listenTo || s.listenTo() === metadata.target,
      );
    if (automatic || listened) {
      throw new Error(`RowStatements: ${metadata.name} needs TypeORM's own statements`);
    }
    // As findOneBy reads: no relation's object (without `relations`), no `select: false` column.
    this.columns = metadata.columns.filter(
      (c) => !c.isVirtual && !c.isVirtualProperty && c.isSelect,
    );
  }

  async findOne(where: Partial<T>): Promise<T | null> {
    const keys = Object.keys(where);
    const sql = this.text(`select:${keys.join()}`, () => {
      const list = this.columns.map((c) => this.escape(c.databaseName)).join(', ');
      return `SELECT ${list} FROM ${this.table()} WHERE ${this.conditions(keys)} LIMIT 1`;
    });
    const { records } = await this.run(sql, this.values(where, keys));
    const row = (records as Record<string, unknown>[])[0];
    if (!row) return null;
    const { driver } = this.repository.manager.connection;
    // As TypeORM builds an entity it has read: from the prototype, the constructor not run.
    const entity = this.repository.metadata.create(undefined, { fromDeserializer: true }) as T;
    for (const column of this.columns) {
      column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return entity;
  }

  /** The number of rows changed. */
  async update(where: Partial<T>, values: Settable<T>): Promise<number> {
    const keys = Object.keys(where);
    // Left out, as TypeORM's update leaves them out.
    const sets = Object.keys(values).filter((key) => values[key] !== undefined);
    const expression = (key: string) => {
      const value = values[key];
      return typeof value === 'function' ? (value as () => string)() : '?';
    };
    const signature = sets.map((key) => `${key}=${expression(key)}`).join();
    const sql = this.text(`update:${signature}:${keys.join()}`, () => {
      const assignments = sets.map(
        (key) => `${this.escape(this.column(key).databaseName)} = ${expression(key)}`,
      );
      return `UPDATE ${this.table()} SET ${assignments.join(', ')} WHERE ${this.conditions(keys)}`;
    });
    const assigned = sets.filter((key) => typeof values[key] !== 'function');
    const parameters = [
      ...this.values(values as Partial<T>, assigned, true),
      ...this.values(where, keys),
    ];
    return (await this.run(sql, parameters)).affected ?? 0;
  }

  async insert(values: Partial<T>): Promise<void> {
    const keys = Object.keys(values);
    const sql = this.text(`insert:${keys.join()}`, () => {
      const names = keys.map((key) => this.escape(this.column(key).databaseName));
      return `INSERT INTO ${this.table()} (${names.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`;
    });
    await this.run(sql, this.values(values, keys, true));
  }

  private text(key: string, build: () => string): string {
    let sql = this.texts.get(key);
    if (sql === undefined) this.texts.set(key, (sql = build()));
    return sql;
  }

  private conditions(keys: string[]): string {
    return keys.map((key) => `${this.escape(this.column(key).databaseName)} = ?`).join(' AND ');
  }

  /** Parameters in the driver's form; `written` values may be null, conditions may not. */
  private values(source: Partial<T>, keys: string[], written = false): unknown[] {
    const { driver } = this.repository.manager.connection;
    return keys.map((key) => {
      const value = source[key];
      // `= NULL` matches nothing, and an undefined value would be written as NULL.
      if (value === undefined || (value === null && !written)) {
        throw new Error(`RowStatements: ${key} has no value`);
      }
      return driver.preparePersistentValue(value, this.column(key));
    });
  }

  private column(property: string): ColumnMetadata {
    const column = this.repository.metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${this.repository.metadata.name} has no column ${property}`);
    return column;
  }

  private table(): string {
    return this.escape(this.repository.metadata.tableName);
  }

  private escape(name: string): string {
    return this.repository.manager.connection.driver.escape(name);
  }

  /** On the repository's transaction when it has one, else on a connection of the primary. */
  private async run(sql: string, parameters: unknown[]) {
    const { manager } = this.repository;
    const own: QueryRunner | undefined = manager.queryRunner;
    const runner = own ?? manager.connection.createQueryRunner('master');
    try {
      return await runner.query(sql, parameters, true);
    } finally {
      if (!own) await runner.release();
    }
  }
}
