// Jest's globalTeardown for the backend projects: drops the run's template database
// (template-setup.cjs), if a test file created it.
'use strict';
const mysql = require('mysql2/promise');

module.exports = async function dropTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!url || url.startsWith('sqlite:') || !template?.startsWith('aspire_tpl_')) return;
  const server = new URL(url);
  server.pathname = '/'; // the database the URL names need not exist
  const connection = await mysql.createConnection({ uri: server.toString() });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${template}\``);
  } finally {
    await connection.end();
  }
};
