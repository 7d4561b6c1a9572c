#!/usr/bin/env node
// Runs after `next build` (see the `build` script): marks the chunks every page runs at start-up
// for eager background compilation. See scripts/lib/compile-hints.mjs.
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './lib/compile-hints.mjs';

const distDir = fileURLToPath(new URL('../.next/', import.meta.url));
const changed = addCompileHints(distDir);
console.log(`Compile hints: ${changed.length} first-load chunk(s) marked for eager compilation.`);
