/** Builders of people and sessions for the admin API's tests. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@cloud-consulting/domain/admin-roles';
import { hashPassword } from '../../../src/modules/people/passwords.js';

export const PASSWORD = 'correct horse battery';

export const uniqueEmail = (prefix = 'person') =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export async function addPerson(
  app: FastifyInstance,
  {
    role,
    email = uniqueEmail(role),
    password = PASSWORD,
  }: { role: Role; email?: string; password?: string },
) {
  return app.accounts.repo.insert({
    email,
    name: `A ${role}`,
    role,
    passwordHash: await hashPassword(password),
    createdAt: new Date(app.now()),
  });
}

export interface SignedIn {
  cookie: string;
  csrf: string;
}

export function signInRequest(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/admin/api/session',
    headers,
    payload: { email, password },
  });
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await signInRequest(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'admin_session')!;
  return { cookie: `admin_session=${cookie.value}`, csrf: res.json().csrfToken as string };
}

/** Headers of a call made by the editor app for a signed-in person. */
export const asPerson = (s: SignedIn) => ({ cookie: s.cookie, 'x-csrf-token': s.csrf });
