#!/usr/bin/env node
// npm run contract [-- --base-url URL] [--token TOKEN] [vitest args]: runs the contract suite in-process,
// or against a live server (e.g. one started with `npm start`) when --base-url is given.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env };
const rest = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const [flag, inline] = arg.split('=', 2);
  if (flag === '--base-url' || flag === '--token') {
    const value = inline ?? args[++i];
    if (!value) {
      console.error(`${flag} needs a value`);
      process.exit(2);
    }
    if (flag === '--base-url') env.CONTRACT_BASE_URL = value;
    else env.CONTRACT_TOKEN = value;
  } else {
    rest.push(arg);
  }
}
if (env.CONTRACT_BASE_URL) console.log(`contract suite against ${env.CONTRACT_BASE_URL}`);
const child = spawn('npx', ['vitest', 'run', '--project', 'contract', ...rest], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
