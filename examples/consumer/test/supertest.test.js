// (a) supertest on createMock().server: the app's own server, never started by the test.
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMock } from '@cv/mock-server';

let mock;
beforeAll(async () => {
  mock = await createMock();
});
afterAll(() => mock.close());

it('creates a resume for a logged-in user and lists it', async () => {
  const { token } = await mock.control.login({ nickname: '测试用户' });
  const created = await request(mock.server)
    .post('/api/cv/new')
    .set('token', token)
    .send({ template: 'classic-2f5496' });
  expect(created.body.code).toBe(0);
  const list = await request(mock.server).post('/api/cv/list').set('token', token).send({});
  expect(list.body.data.map((resume) => resume.cid)).toContain(created.body.data.cid);
});

it('answers code 5 once the free creations are used up (scenario quota-used-up)', async () => {
  const { token } = await mock.control.scenario('quota-used-up');
  const reply = await request(mock.server).post('/api/cv/new').set('token', token).send({ template: 'classic-2f5496' });
  expect(reply.body.code).toBe(5);
});
