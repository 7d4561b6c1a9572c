#!/usr/bin/env node
// Prints N (default 1) different free TCP ports on 127.0.0.1, separated by spaces. For
// playwright.config.ts, which must choose its servers' ports synchronously.
import { freePorts } from './lib/server.mjs';

console.log((await freePorts(Number(process.argv[2] ?? 1))).join(' '));
