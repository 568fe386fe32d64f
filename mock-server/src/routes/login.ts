/** /api/wxSrv/qrLogin and qrState: the QR login of DESIGN 5. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function loginRoutes(app: FastifyInstance) {
  const { qr } = app.services;
  defineRoute(app, 'qrLogin', () => {
    const { ticket, expire_seconds } = qr.create();
    return { qr_url: `/mock/qr/login/${ticket}`, ticket, expire_seconds };
  });
  defineRoute(app, 'qrState', ({ body }) => qr.poll(body.ticket));
}
