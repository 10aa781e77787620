// Recreates the database named in DATABASE_URL before the backend starts. It runs inside the
// webServer command because Playwright starts webServer before globalSetup.
import mysql from 'mysql2/promise';

const url = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(url.pathname.replace(/^\//, ''));

// This script drops a database: refuse anything that is not plainly a throw-away e2e one.
if (!/^[A-Za-z0-9_]+_e2e$/.test(name)) {
  console.error(`create-db: refusing to recreate "${name}"; the name must end in _e2e`);
  process.exit(1);
}

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
