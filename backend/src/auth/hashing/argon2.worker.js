'use strict';
// One of the hashing pool's worker threads (./hashing-pool.ts). Plain JavaScript: worker threads
// load files with Node alone, in the built app and under Jest alike.
const { getPriority, setPriority } = require('node:os');
const { hashSync, verifySync } = require('@node-rs/argon2');

// Argon2id in the typings' const enum `Algorithm`.
const ARGON2ID = 2;

// Below the event loop's priority, so a burst of sign-ins cannot delay other requests
// (docs/decisions/0008-argon2id-on-worker-threads.md): ten steps nicer than the thread that started
// us (19 is the floor). Without a pid, get/set priority act on the calling thread only on Linux,
// where nice is per thread.
const NICE_INCREMENT = 10;
try {
  setPriority(Math.min(19, getPriority() + NICE_INCREMENT));
} catch {
  // Not permitted here: hash at normal priority.
}

exports.hash = ({ password, cost }) => hashSync(password, { ...cost, algorithm: ARGON2ID });

exports.verify = ({ hash, password }) => {
  try {
    return verifySync(hash, password);
  } catch {
    // A malformed stored hash is a failed check, never an error for the caller.
    return false;
  }
};
