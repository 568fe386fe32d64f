// Prints what the importer read of a file: the lines (PDF and Word) and the draft, field by field.
//   npx tsx --tsconfig apps/web/tsconfig.json apps/web/bench/import/debug.ts <file> [--lines]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { readInNode } from './node-reader';
import { draftTable } from '../../src/lib/resume-import/debug-table';

const file = process.argv[2];
if (!file) throw new Error('usage: debug.ts <file>');
const out = await readInNode(new Uint8Array(readFileSync(file)), basename(file));
if (!out.ok) console.log('refused:', out.refusal);
else console.log(draftTable(out.draft, process.argv.includes('--lines')));
