/**
 * npm pack's prepack / postpack of the mock-server package: the contract and the fixtures are workspaces here
 * (links npm does not pack), so `in` copies them into mock-server/node_modules/@cv/, where the tarball bundles them
 * (bundleDependencies), and `out` removes the copies again. An installed tarball so needs nothing of this repository.
 * `in` also writes declaration files (types/ of each), so a TypeScript project type-checks against .d.ts files, not
 * this repository's sources and settings.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(here, '..');
const target = path.join(here, 'node_modules/@cv');
const COPIES = [
  ['contract', path.join(root, 'packages/contract'), ['package.json', 'README.md', 'src']],
  ['fixtures', path.join(root, 'fixtures'), null],
];

const types = path.join(here, 'types');
fs.rmSync(target, { recursive: true, force: true });
fs.rmSync(types, { recursive: true, force: true });
/** Declarations of `entries` (and what they import of `rootDir`) into `outDir`. */
function declarations(entries, rootDir, outDir) {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const options = ['--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--allowImportingTsExtensions'];
  const settings = ['--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2023'];
  settings.push('--strict', '--esModuleInterop', '--resolveJsonModule', '--types', 'node');
  execFileSync(process.execPath, [tsc, ...options, ...settings, '--rootDir', rootDir, '--outDir', outDir, ...entries], {
    stdio: 'inherit',
  });
}
if (process.argv[2] === 'in') {
  for (const [name, from, only] of COPIES) {
    const to = path.join(target, name);
    for (const entry of only ?? fs.readdirSync(from)) {
      fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
    }
  }
}
if (process.argv[2] === 'in') {
  const contract = path.join(target, 'contract');
  declarations(
    [path.join(root, 'packages/contract/src/index.ts')],
    path.join(root, 'packages/contract/src'),
    path.join(contract, 'types'),
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(contract, 'package.json'), 'utf8'));
  for (const [key, source] of Object.entries(manifest.exports)) {
    const declared = source.replace('./src/', './types/').replace(/\.ts$/, '.d.ts');
    manifest.exports[key] = { types: declared, default: source };
  }
  fs.writeFileSync(path.join(contract, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const mock = path.join(here, 'src/mock');
  declarations([path.join(mock, 'index.ts'), path.join(mock, 'msw.ts')], path.join(here, 'src'), types);
}
