// Reads the app's database straight, on MySQL/MariaDB or SQLite (whichever run.ts chose).
import Database from 'better-sqlite3';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { databaseKind, e2eDatabaseUrl, e2eSqliteFile } from './env';

/** Rows of one read-only query with `?` placeholders. */
export async function queryRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  if (databaseKind === 'sqlite') {
    const db = new Database(e2eSqliteFile, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const connection = await mysql.createConnection(e2eDatabaseUrl);
  try {
    const [rows] = await connection.query<RowDataPacket[]>(sql, params);
    return rows as T[];
  } finally {
    await connection.end();
  }
}

/** One write with `?` placeholders (a test setting up what the UI cannot, e.g. an old sign-up). */
export async function executeSql(sql: string, params: unknown[] = []): Promise<void> {
  if (databaseKind === 'sqlite') {
    const db = new Database(e2eSqliteFile, { fileMustExist: true });
    try {
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  const connection = await mysql.createConnection(e2eDatabaseUrl);
  try {
    await connection.query(sql, params);
  } finally {
    await connection.end();
  }
}
