/**
 * npm run snapshot -- save FILE | restore FILE: a running mock's session state to a file and back (GET and POST
 * /__mock/snapshot). MOCK_URL (default http://localhost:3000), MOCK_SESSION (default: the default session) and
 * MOCK_ADMIN_KEY (for a mock off this machine) as for npm run mcp.
 */
import fs from 'node:fs';

const [action, file] = process.argv.slice(2);
if (!['save', 'restore'].includes(action) || !file) {
  console.error('usage: npm run snapshot -- save FILE | restore FILE   (MOCK_URL, MOCK_SESSION, MOCK_ADMIN_KEY)');
  process.exit(2);
}
const base = (process.env.MOCK_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const headers = {
  ...(process.env.MOCK_SESSION ? { 'x-mock-session': process.env.MOCK_SESSION } : {}),
  ...(process.env.MOCK_ADMIN_KEY ? { 'x-mock-admin-key': process.env.MOCK_ADMIN_KEY } : {}),
};
const where = `${base}/__mock/snapshot${process.env.MOCK_SESSION ? ` (session ${process.env.MOCK_SESSION})` : ''}`;

let reply;
try {
  reply =
    action === 'save'
      ? await fetch(`${base}/__mock/snapshot`, { headers })
      : await fetch(`${base}/__mock/snapshot`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: fs.readFileSync(file),
        });
} catch (error) {
  console.error(`  ✖ ${where}: ${error.cause?.code ?? error.message} — is the mock running? (MOCK_URL=…)`);
  process.exit(1);
}
const envelope = await reply.json().catch(() => ({ code: null, msg: `HTTP ${reply.status}, not JSON` }));
if (envelope.code !== 0) {
  console.error(`  ✖ ${where}: ${envelope.msg ?? `HTTP ${reply.status}`}`);
  process.exit(1);
}
if (action === 'save') {
  fs.writeFileSync(file, JSON.stringify(envelope.data));
  const { tables, files } = envelope.data;
  const count = Object.keys(files.uploads).length + Object.keys(files.files).length;
  console.log(`  ✓ saved ${file}: ${tables.users.length} users, ${tables.resumes.length} resumes, ${count} files`);
} else {
  const d = envelope.data;
  console.log(`  ✓ restored ${file} into ${d.session}: ${d.users} users, ${d.resumes} resumes, ${d.orders} orders`);
}
