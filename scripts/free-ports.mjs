#!/usr/bin/env node
// `node scripts/free-ports.mjs N` prints N (default 1) different free TCP ports on 127.0.0.1,
// separated by spaces: for playwright.config.ts, which must choose its servers' ports
// synchronously. Code imports them from scripts/lib/free-ports.mjs.
import { freePorts } from './lib/free-ports.mjs';

console.log((await freePorts(Number(process.argv[2] ?? 1))).join(' '));
