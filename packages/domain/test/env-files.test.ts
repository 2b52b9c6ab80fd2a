import { EnvFileError, withEnvFiles } from '../src/env-files';

const files: Record<string, string> = {
  '/run/secrets/api_key': 'k'.repeat(40) + '\n',
  '/run/secrets/windows': 'secret-value\r\n',
  '/run/secrets/empty': '\n',
  '/run/secrets/two-lines': 'line one\nline two\n',
};
const read = (file: string) => {
  const text = files[file];
  if (text === undefined) throw new Error(`ENOENT: no such file, open '${file}'`);
  return text;
};

const NAMES = ['API_KEY', 'REBUILD_SECRET', 'NOTE', 'ADMIN_TOKEN', 'IP_HASH_SALT'];

describe('withEnvFiles', () => {
  it('sets NAME from the file NAME_FILE names, without its last line break, and drops NAME_FILE', () => {
    const env = withEnvFiles(
      {
        API_KEY_FILE: '/run/secrets/api_key',
        OTHER: 'x',
        REBUILD_SECRET_FILE: '/run/secrets/windows',
      },
      NAMES,
      read,
    );
    expect(env).toEqual({ API_KEY: 'k'.repeat(40), OTHER: 'x', REBUILD_SECRET: 'secret-value' });
  });

  it('keeps inner line breaks (a file is taken as it is)', () => {
    expect(withEnvFiles({ NOTE_FILE: '/run/secrets/two-lines' }, NAMES, read).NOTE).toBe(
      'line one\nline two',
    );
  });

  it('can be applied twice: the second pass changes nothing', () => {
    const once = withEnvFiles({ API_KEY_FILE: '/run/secrets/api_key' }, NAMES, read);
    expect(withEnvFiles(once, NAMES, read)).toEqual(once);
  });

  it('refuses NAME and NAME_FILE together', () => {
    expect(() =>
      withEnvFiles({ API_KEY: 'set', API_KEY_FILE: '/run/secrets/api_key' }, NAMES, read),
    ).toThrow(new EnvFileError('API_KEY and API_KEY_FILE are both set: set one of them'));
  });

  it('names the variable and the file it cannot read', () => {
    expect(() => withEnvFiles({ ADMIN_TOKEN_FILE: '/run/secrets/missing' }, NAMES, read)).toThrow(
      /^ADMIN_TOKEN_FILE: cannot read \/run\/secrets\/missing \(ENOENT/,
    );
  });

  it('says what a reader threw, even when it is no Error', () => {
    const throwsText = () => {
      throw 'permission denied';
    };
    expect(() => withEnvFiles({ API_KEY_FILE: '/run/secrets/x' }, NAMES, throwsText)).toThrow(
      'API_KEY_FILE: cannot read /run/secrets/x (permission denied)',
    );
  });

  it('refuses an empty file', () => {
    expect(() => withEnvFiles({ IP_HASH_SALT_FILE: '/run/secrets/empty' }, NAMES, read)).toThrow(
      'IP_HASH_SALT_FILE: /run/secrets/empty is empty',
    );
  });

  it('ignores an empty NAME_FILE, and the _FILE variables of settings it was not given', () => {
    const env = {
      API_KEY_FILE: ' ',
      SSL_CERT_FILE: '/run/secrets/api_key',
      TF_CLI_CONFIG_FILE: '/x',
    };
    expect(withEnvFiles(env, NAMES, read)).toEqual(env);
  });
});
