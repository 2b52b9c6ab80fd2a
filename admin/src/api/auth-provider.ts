/**
 * Sign-in through the provider's session: the httpOnly cookie is the session, the answer's
 * X-CSRF-Token goes with every write, and the person's role decides what the app shows (the
 * server refuses the rest anyway). A 401 anywhere sends the person back to sign in; a 403 stays
 * and shows the server's refusal.
 */
import type { AuthProvider } from 'react-admin';
import { isRole, mayDo, type Role } from '@cloud-consulting/domain/admin-roles';
import { apiRequest, setCsrfToken } from './http';
import { RESOURCES } from './resources';

export interface Session {
  id: number | null;
  email: string | null;
  name: string;
  role: Role;
  csrfToken: string | null;
}

let current: Promise<Session> | null = null;

function remember(session: Session): Session {
  setCsrfToken(session.csrfToken);
  return session;
}

export function loadSession(): Promise<Session> {
  current ??= apiRequest<Session>('/session').then(remember, (error: unknown) => {
    current = null;
    throw error;
  });
  return current;
}

/** Whether a role may open a resource (menus and buttons follow it; the server decides). */
export function roleMayOpen(role: Role, resource: string): boolean {
  if (resource === 'site-settings') return mayDo(role, 'content');
  const api = RESOURCES[resource];
  return api ? mayDo(role, api.family) : false;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const session = await apiRequest<Session>('/session', {
      method: 'POST',
      body: { email: username, password },
    });
    current = Promise.resolve(remember(session));
  },
  async logout() {
    try {
      await apiRequest('/session', { method: 'DELETE' });
    } catch {
      // Signed out already (or the provider is away): the app forgets the session either way.
    }
    current = null;
    setCsrfToken(null);
  },
  async checkAuth() {
    await loadSession();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      current = null;
      throw error;
    }
  },
  async getIdentity() {
    const session = await loadSession();
    return { id: session.id ?? 'automation', fullName: session.name, email: session.email };
  },
  async getPermissions() {
    // Nobody signed in has no role. Refusing here would sign out and leave a screen open to
    // everyone (accepting an invitation) for the sign-in page; checkAuth sends the others there.
    try {
      return (await loadSession()).role;
    } catch {
      return null;
    }
  },
  async canAccess({ resource }: { resource: string }) {
    const { role } = await loadSession();
    return isRole(role) && roleMayOpen(role, resource);
  },
};
