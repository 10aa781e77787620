// Recreates the database named in DATABASE_URL before the backend starts: a fresh SQLite file, or
// a fresh MySQL/MariaDB database. It runs inside the webServer command because Playwright starts
// webServer before globalSetup.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import mysql from 'mysql2/promise';

const databaseUrl = process.env.DATABASE_URL ?? '';

// This script deletes a database: refuse anything that is not plainly a throw-away e2e one.
const refuse = (name) => {
  console.error(`create-db: refusing to recreate "${name}"; the name must end in _e2e`);
  process.exit(1);
};

if (databaseUrl.startsWith('sqlite:')) {
  const file = databaseUrl.slice('sqlite:'.length);
  if (!/^[A-Za-z0-9_]+_e2e\.sqlite$/.test(basename(file))) refuse(file);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  mkdirSync(dirname(file), { recursive: true });
  console.log(`create-db: fresh SQLite file ${file}`);
} else {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+_e2e$/.test(name)) refuse(name);
  url.pathname = '/';
  const connection = await mysql.createConnection(url.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    console.log(`create-db: fresh database ${name}`);
  } finally {
    await connection.end();
  }
}
