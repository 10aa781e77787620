import { createConnection } from 'mysql2/promise';

/**
 * MariaDB reports column defaults differently from MySQL, and TypeORM only reads them right
 * when told which one it talks to; both are reached through the same mysql:// URL.
 */
export async function detectMysqlFlavour(url: string): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection({ uri: url, connectTimeout: 5000 });
  try {
    const [rows] =
      await connection.query<import('mysql2').RowDataPacket[]>('SELECT VERSION() AS v');
    return String(rows[0]?.v ?? '')
      .toLowerCase()
      .includes('mariadb')
      ? 'mariadb'
      : 'mysql';
  } finally {
    await connection.end();
  }
}
