#!/usr/bin/env node
/**
 * `npx cv-mock`: the mock server as `npm start` runs it (the same settings, PORT, HOST, MOCK_* ...), in the folder
 * it is started in: its data goes to ./.data unless DATA_DIR says otherwise. Stops cleanly on SIGINT and SIGTERM.
 * The package ships its TypeScript source; tsx (a dependency) runs it, as it does in the repository.
 */
import { register } from 'tsx/esm/api';

process.env.DATA_DIR ??= '.data';
register();
await import('../src/server.ts');
