// A Playwright reporter (its public Reporter interface: onTestEnd, onEnd) that prints each spec
// file's time after the run: what the browser suite spends where.
'use strict';
const { relative } = require('node:path');
const { summarise, table } = require('../../.ci/timings.cjs');

class TimingReporter {
  constructor() {
    this.runs = [];
  }

  onTestEnd(test, result) {
    const start = result.startTime.getTime();
    const spec = relative(`${__dirname}/../tests`, test.location.file);
    this.runs.push({ group: spec, file: test.title, start, end: start + result.duration });
  }

  onEnd(result) {
    const rows = summarise(this.runs).map((s) => [s.group, s.files, s.seconds]);
    const title = `Browser time per spec (${Math.round(result.duration / 1000)} s in all)`;
    console.log(`\n${table(title, ['spec', 'tests', 's'], rows)}\n`);
  }

  printsToStdio() {
    return false;
  }
}

module.exports = TimingReporter;
