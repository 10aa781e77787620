import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_MAX_AGE_S, DeviceCookie } from './device-cookies';

/**
 * The cookie goes back with the sign-in's answer: only on the API's paths, never to a script
 * (HttpOnly), never on a request another site starts (SameSite=Strict), over HTTPS only when the
 * request came over it (a plain-HTTP development server would otherwise never get it back).
 */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: DeviceCookie,
) {
  void reply.setCookie(cookie.name, cookie.value, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
