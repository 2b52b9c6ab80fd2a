import {
  PASSWORD_PERSONAL,
  PASSWORD_REPETITIVE,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '@cloud-consulting/domain/password-strength';
import {
  CURRENT_MISSING,
  REPEAT_DIFFERS,
  SAME_AS_CURRENT,
  changeProblems,
  refusedFields,
  resetProblems,
} from '../src/people/password-forms';
import { acceptProblems } from '../src/people/invitation';

const mary = { email: 'mary.jones@example.com', name: 'Mary Jones' };

describe('changing my password', () => {
  it.each([
    [
      { currentPassword: '', newPassword: 'lamp ocean violet', repeat: 'lamp ocean violet' },
      { currentPassword: CURRENT_MISSING },
    ],
    [
      { currentPassword: 'old one here', newPassword: 'old one here', repeat: 'old one here' },
      { newPassword: SAME_AS_CURRENT },
    ],
    [
      { currentPassword: 'old one here', newPassword: 'password1234', repeat: 'password1234' },
      { newPassword: PASSWORD_TOO_COMMON },
    ],
    [
      {
        currentPassword: 'old one here',
        newPassword: 'maryjones-rocks',
        repeat: 'maryjones-rocks',
      },
      { newPassword: PASSWORD_PERSONAL },
    ],
    [
      { currentPassword: 'old one here', newPassword: 'lamp ocean violet', repeat: 'lamp ocean' },
      { repeat: REPEAT_DIFFERS },
    ],
    [
      {
        currentPassword: 'old one here',
        newPassword: 'lamp ocean violet',
        repeat: 'lamp ocean violet',
      },
      {},
    ],
  ])('judges %j: %j', (fields, problems) => {
    expect(changeProblems(fields, mary)).toEqual(problems);
  });
});

describe('setting a password from a reset link or an invitation', () => {
  it('refuses short, repeated and personal passwords', () => {
    expect(resetProblems('short', mary)).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(resetProblems('aaaaaaaaaaaa', mary)).toEqual({ password: PASSWORD_REPETITIVE });
    expect(resetProblems('jones jones 1', mary)).toEqual({ password: PASSWORD_PERSONAL });
    expect(resetProblems('lamp ocean violet', mary)).toEqual({});
    expect(acceptProblems('Mary Jones', 'quiet mary river', 'm@example.com')).toEqual({
      password: PASSWORD_PERSONAL,
    });
  });

  it("reads the server's refusal of named fields", () => {
    const refusal = Object.assign(new Error('nope'), {
      status: 400,
      body: {
        message: 'nope',
        errors: [{ field: 'currentPassword', message: 'The current password is not right.' }],
      },
    });
    expect(refusedFields(refusal)).toEqual({
      currentPassword: 'The current password is not right.',
    });
    const handedOn = Object.assign(new Error('nope'), {
      body: { errors: { password: 'The password must not contain your name or email address.' } },
    });
    expect(refusedFields(handedOn)).toEqual({
      password: 'The password must not contain your name or email address.',
    });
    expect(refusedFields(new Error('offline'))).toEqual({});
  });
});
