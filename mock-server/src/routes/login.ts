/** /api/wxSrv/qrLogin and qrState: the QR login of DESIGN 5. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function loginRoutes(app: FastifyInstance) {
  defineRoute(app, 'qrLogin', ({ session }) => {
    const { ticket, expire_seconds } = session.services.qr.create();
    // In a named session the QR page a phone opens must name it (the phone has no header or cookie).
    return { qr_url: `/mock/qr/login/${ticket}${session.linkQuery}`, ticket, expire_seconds };
  });
  defineRoute(app, 'qrState', ({ body, services }) => services.qr.poll(body.ticket));
}
