// Type-checked by `npx tsc` in the consumer check: the package's declarations (types from the contract) under a
// strict nodenext project that does not read the mock's sources.
import { createMock, MockControlError, type Mock } from '@cv/mock-server';
import { mswHandlers } from '@cv/mock-server/msw';

export async function typed(): Promise<string> {
  const mock: Mock = await createMock({ scenario: 'vip', clock: '2030-01-01T00:00:00Z' });
  const { token, user } = await mock.control.login({ nickname: '类型检查' });
  const id: number = user.id;
  const handlers: unknown[] = mswHandlers(mock);
  const snapshot = await mock.control.snapshot();
  const restored = await mock.control.restore(snapshot);
  await mock.close();
  return `${token} ${id} ${handlers.length} ${restored.users} ${MockControlError.name}`;
}
