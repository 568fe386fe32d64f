/** The mock as a library: createMock (in-process, no port), its typed control helpers and the Playwright bridge. */
export { createMock, type CreateMockOptions, type Mock } from './create-mock.ts';
export { MockControlError, type MockControlApi } from './control.ts';
export { MOCK_PATHS, routeToMock } from './bridges.ts';
