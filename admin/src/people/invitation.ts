/**
 * The accept-invitation screen's rules: the token rides in the link's fragment (never sent to a
 * server in a request line or a Referer), and the name and password the invited person chooses
 * are checked as the server checks them.
 */
import { passwordProblem } from '@cloud-consulting/domain/admin-roles';

/** The token of `#<token>`, or null when the link carries none. */
export function tokenFromHash(hash: string): string | null {
  const token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return /^[A-Za-z0-9_-]+$/.test(token) ? token : null;
}

export const NAME_MISSING = 'Enter your name.';

export interface AcceptProblems {
  name?: string;
  password?: string;
}

/** Field problems of the accept form (for the invited address); empty when it may be sent. */
export function acceptProblems(name: string, password: string, email?: string): AcceptProblems {
  const problems: AcceptProblems = {};
  if (!name.trim()) problems.name = NAME_MISSING;
  const weak = passwordProblem(password, { email, name });
  if (weak) problems.password = weak;
  return problems;
}
