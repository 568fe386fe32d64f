// Where things are, for the e2e support code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Where screenshot() writes: test output by default, so `npm test` leaves the tree as it was; `npm run screenshots`
 * (scripts/screenshots.mjs) sets SCREENSHOTS_DIR to docs/screenshots to refresh the README's images on purpose.
 */
export const SCREENSHOTS = path.resolve(ROOT, process.env.SCREENSHOTS_DIR || 'test-results/screenshots');
