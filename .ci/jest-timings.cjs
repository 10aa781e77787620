// A Jest reporter (Jest's reporter interface: onRunComplete) that prints each project's test
// time and the slowest files. Jest loads it when TEST_TIMINGS is set (jest.config.js), as .ci/run does.
'use strict';
const { relative } = require('node:path');
const { summarise, slowestFiles, table } = require('./timings.cjs');

class JestTimings {
  constructor(globalConfig) {
    this.root = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const runs = results.testResults.map((r) => ({
      group: r.displayName?.name ?? 'jest',
      file: relative(this.root, r.testFilePath),
      start: r.perfStats.start,
      end: r.perfStats.end,
    }));
    const projects = summarise(runs).map((p) => [p.group, p.files, p.seconds, p.span]);
    const files = slowestFiles(runs, 15).map((f) => [f.file, f.seconds]);
    console.log(
      `\n${table('Jest time per project', ['project', 'files', 'file s', 'span s'], projects)}` +
        `\n\n${table('Slowest Jest files', ['file', 's'], files)}\n`,
    );
  }
}

module.exports = JestTimings;
