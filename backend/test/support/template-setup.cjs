// Jest's globalSetup for the backend projects: on MySQL/MariaDB (TEST_DATABASE_URL) it names the
// run's migrated template database, which the first test file creates (migrated-template.ts)
// and template-teardown.cjs drops. The test workers inherit the name through the environment.
'use strict';
const { randomBytes } = require('node:crypto');

module.exports = async function nameTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || url.startsWith('sqlite:') || process.env.TEST_TEMPLATE_DATABASE) return;
  process.env.TEST_TEMPLATE_DATABASE = `aspire_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
};
