#!/usr/bin/env node
// Runs after `next build` (the `build` script), in this order:
// 1. marks the chunks every page runs at start-up for eager compilation (lib/compile-hints.mjs);
// 2. writes brotli and gzip copies of the static assets, which `npm start` serves
//    (lib/precompress.mjs, lib/static-assets.mjs).
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './lib/compile-hints.mjs';
import { precompressStatic } from './lib/precompress.mjs';

const distDir = fileURLToPath(new URL('../.next/', import.meta.url));
const hinted = addCompileHints(distDir);
console.log(`Compile hints: ${hinted.length} first-load chunk(s) marked for eager compilation.`);
const compressed = precompressStatic(distDir);
console.log(`Precompressed: ${compressed.length} static asset(s) written as .br and .gz.`);
