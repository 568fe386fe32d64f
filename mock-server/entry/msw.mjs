/** `@cv/mock-server/msw`: mswHandlers(mock) for MSW 2 (the msw package is the project's own). See entry/index.mjs. */
import { tsImport } from 'tsx/esm/api';

const api = await tsImport('../src/mock/msw.ts', import.meta.url);
export const { mswHandlers } = api;
