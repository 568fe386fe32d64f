/**
 * npm pack's prepack / postpack of the mock-server package: the contract and the fixtures are workspaces here
 * (links npm does not pack), so `in` copies them into mock-server/node_modules/@cv/, where the tarball bundles them
 * (bundleDependencies), and `out` removes the copies again. An installed tarball so needs nothing of this repository.
 */
import fs from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(here, '..');
const target = path.join(here, 'node_modules/@cv');
const COPIES = [
  ['contract', path.join(root, 'packages/contract'), ['package.json', 'README.md', 'src']],
  ['fixtures', path.join(root, 'fixtures'), null],
];

fs.rmSync(target, { recursive: true, force: true });
if (process.argv[2] === 'in') {
  for (const [name, from, only] of COPIES) {
    const to = path.join(target, name);
    for (const entry of only ?? fs.readdirSync(from)) {
      fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
    }
  }
}
