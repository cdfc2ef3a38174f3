import type { FastifyReply } from 'fastify';
import { sessionCookieName } from './sessions';
import { deviceCookieName } from './known-devices';
import type { SessionCookies } from './authenticate';

/** The session and device cookies as tRPC procedures and HTTP routes set or clear them; Secure and `__Host-` over https. */
export function sessionCookiesFor(reply: FastifyReply, https: boolean): SessionCookies {
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https };
  const name = sessionCookieName(https);
  return {
    set: (token, expiresAt) => void reply.setCookie(name, token, { ...options, expires: expiresAt }),
    clear: () => void reply.clearCookie(name, options),
    rememberDevice: (token, expiresAt) => void reply.setCookie(deviceCookieName(https), token, { ...options, expires: expiresAt }),
  };
}
