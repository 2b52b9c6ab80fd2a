import {
  PASSWORD_PERSONAL,
  PASSWORD_REPETITIVE,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from '../src/password-strength';

describe('passwordProblem', () => {
  it.each([
    ['', PASSWORD_TOO_SHORT],
    ['eleven-char', PASSWORD_TOO_SHORT],
    ['aaaaaaaaaaaa', PASSWORD_REPETITIVE],
    ['abcabcabcabc', PASSWORD_REPETITIVE],
    ['121212121212', PASSWORD_REPETITIVE],
    ['123456789012', PASSWORD_REPETITIVE],
    ['abcdefghijklm', PASSWORD_REPETITIVE],
    ['qwertyuiop12', PASSWORD_TOO_COMMON],
    ['987654321098', PASSWORD_REPETITIVE],
    ['zzzzzz-zzzzzz', PASSWORD_REPETITIVE],
    ['!!!!zzzzzzzz', PASSWORD_REPETITIVE],
    ['password1234', PASSWORD_TOO_COMMON],
    ['Password2024!', PASSWORD_TOO_COMMON],
    ['P@ssw0rd2024', PASSWORD_TOO_COMMON],
    ['123letmein456', PASSWORD_TOO_COMMON],
    ['iloveyou!!!!', PASSWORD_TOO_COMMON],
    ['twelve-chars', null],
    ['correct horse battery', null],
    ['🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑', PASSWORD_REPETITIVE],
    ['🔑🗝🔒🔓🔐🏠🌲🌊🌋🗻🏔🌄', null],
    ['839201746583', null],
  ])('judges %j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    ['mary.jones@example.com', 'Mary Jones', 'jones-and-stars-9', PASSWORD_PERSONAL],
    ['mary.jones@example.com', 'Mary Jones', 'MARY.JONES@EXAMPLE.COM!', PASSWORD_PERSONAL],
    ['mary.jones@example.com', 'Mary Jones', 'quiet-M4ry-river', PASSWORD_PERSONAL],
    ['mj@example.com', 'Kristof Zhang', 'my name is kristof', PASSWORD_PERSONAL],
    // Parts under four characters are too short to judge (Al would refuse "always").
    ['al@example.com', 'Al Li', 'always lively rivers', null],
    ['mary.jones@example.com', 'Mary Jones', 'lamp-ocean-violet', null],
  ])('for %s (%s) judges %j: %s', (email, name, password, problem) => {
    expect(passwordProblem(password, { email, name })).toBe(problem);
  });
});
