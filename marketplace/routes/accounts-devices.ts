import type { FastifyInstance } from 'fastify';
import { deviceName } from '../../lib/contract/device-name';
import { customerOf, requireCustomer } from '../accounts/auth';
import { listLiveSessions, revokeAllSessions, revokeSessionById } from '../accounts/sessions';
import { HttpError } from '../errors';

const DEVICE_NOT_FOUND = 'That device is not signed in to your account.';

/** The signed-in customer's devices (live sessions): the list, signing one out, or all others. */
export async function deviceRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireCustomer);

  app.get('/devices', async (request) => {
    const { customer, sessionId } = customerOf(request);
    const sessions = await listLiveSessions(app.db, customer.id);
    return {
      devices: sessions.map((session) => ({
        _id: String(session.id),
        device: deviceName(session.userAgent),
        place: session.clientAddress ?? 'Unknown',
        lastSeen: session.lastSeenAt.toISOString(),
        signedInAt: session.createdAt.toISOString(),
        current: session.id === sessionId,
      })),
    };
  });

  app.delete<{ Params: { id: string } }>('/devices/:id', async (request) => {
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const { customer } = customerOf(request);
    // Another customer's session is as unknown as one that never was.
    if (
      !Number.isSafeInteger(id) ||
      id > 2_147_483_647 ||
      !(await revokeSessionById(app.db, customer.id, id))
    ) {
      throw new HttpError(404, DEVICE_NOT_FOUND);
    }
    return { message: 'Signed out of that device.' };
  });

  app.post('/devices/sign-out-others', async (request) => {
    const { customer, sessionId } = customerOf(request);
    await revokeAllSessions(app.db, customer.id, sessionId);
    return { message: 'Signed out of all other devices.' };
  });
}
