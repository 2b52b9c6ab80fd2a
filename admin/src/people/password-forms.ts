/**
 * The password forms' rules, checked as the server checks them so the reason shows next to the
 * field before anything is sent: changing one's own password (the current one asked) and setting
 * a new one from a reset link. The server's refusals name their field the same way.
 */
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@cloud-consulting/domain/admin-roles';
import { formErrors } from '../api/field-refusals';

/** Shown under a new password's field until there is a problem to show instead. */
export const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters; not a common password, nor your name or email`;

export const CURRENT_MISSING = 'Enter your current password.';
export const SAME_AS_CURRENT = 'The new password is the same as the current one.';
export const REPEAT_DIFFERS = 'The two new passwords differ.';

export interface ChangeProblems {
  currentPassword?: string;
  newPassword?: string;
  repeat?: string;
}

/** Who the password is for (their name and email are refused inside it). */
export interface Owner {
  email?: string | null;
  name?: string | null;
}

export function changeProblems(
  fields: { currentPassword: string; newPassword: string; repeat: string },
  owner: Owner,
): ChangeProblems {
  const problems: ChangeProblems = {};
  if (!fields.currentPassword) problems.currentPassword = CURRENT_MISSING;
  const weak =
    fields.newPassword && fields.newPassword === fields.currentPassword
      ? SAME_AS_CURRENT
      : passwordProblem(fields.newPassword, owner);
  if (weak) problems.newPassword = weak;
  else if (fields.repeat !== fields.newPassword) problems.repeat = REPEAT_DIFFERS;
  return problems;
}

export function resetProblems(password: string, owner: Owner): { password?: string } {
  const weak = passwordProblem(password, owner);
  return weak ? { password: weak } : {};
}

/**
 * The server's refusal of named fields, as { field: message }: the app's client hands them on
 * in that shape (the provider's 400 answers carry `errors: [{ field, message }]`, read here too);
 * empty when the refusal names none.
 */
export function refusedFields(error: unknown): Record<string, string> {
  const body = (error as { body?: unknown } | null)?.body;
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    return Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return formErrors(body) ?? {};
}
