/**
 * The package's entry for plain Node (Node does not strip types under node_modules): tsx loads the TypeScript
 * source for this import only, without a loader for the rest of the process. Types: src/mock/index.ts.
 */
import { tsImport } from 'tsx/esm/api';

const api = await tsImport('../src/mock/index.ts', import.meta.url);
export const { createMock, MockControlError, MOCK_PATHS, routeToMock } = api;
