/**
 * The audit log's rules: which admin calls it records, the name each action is recorded under,
 * and the small details it keeps (the names of the fields sent, never their values, so no
 * password or token can reach the log). Pure rules; the provider stores the rows.
 */

/** The actor of a call nobody could be identified for (a refused sign-in). */
export const ANONYMOUS_ACTOR = 'anonymous';

/** Methods that change something: every successful one is recorded. */
const CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuditedCall {
  method: string;
  status: number;
  /** The route's declared action name, or false when the route is never recorded. */
  audit?: string | false;
  /** The handler asked for this call to be recorded whatever its answer (a refused sign-in). */
  recordRefusal?: boolean;
}

/**
 * Whether a call goes into the log: a successful (2xx) change, or a successful read whose route
 * names its action (an export); a refused call only when its handler asked for it.
 */
export function isAudited(call: AuditedCall): boolean {
  if (call.audit === false) return false;
  if (call.recordRefusal) return true;
  if (call.status < 200 || call.status >= 300) return false;
  return (
    CHANGING_METHODS.has(call.method) || (call.method === 'GET' && typeof call.audit === 'string')
  );
}

/** The action's name: the route's own, otherwise its method and path template. */
export function auditAction(method: string, route: string, audit?: string | false): string {
  return typeof audit === 'string' ? audit : `${method} ${route}`;
}

/** The names of the fields a request body sent, sorted; null when it sent no JSON object. */
export function sentFields(body: unknown): string[] | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  if (Object.getPrototypeOf(body) !== Object.prototype) return null;
  return Object.keys(body).sort();
}

/** A change of a person, named so a role change stands apart from giving or taking access. */
export function personChangeAction(change: { role?: string; disabled?: boolean }): string {
  if (change.role !== undefined) return 'change role';
  if (change.disabled !== undefined) return change.disabled ? 'disable person' : 'enable person';
  return 'change person';
}

export const AUDIT_RANGE_MESSAGE = '"from" must not be later than "to"';

/** The problem with a from/to filter of the log, or null when the range is usable. */
export function auditRangeProblem(from?: string, to?: string): string | null {
  if (from === undefined || to === undefined) return null;
  return Date.parse(from) > Date.parse(to) ? AUDIT_RANGE_MESSAGE : null;
}
