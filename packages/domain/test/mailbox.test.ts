import { parseMailbox } from '../src/mailbox';

describe('mailboxes', () => {
  it.each([
    ['news@example.com', { name: null, address: 'news@example.com' }],
    ['  news@example.com ', { name: null, address: 'news@example.com' }],
    ['Contoso Cloud <news@example.com>', { name: 'Contoso Cloud', address: 'news@example.com' }],
    ['"Contoso, Inc." <news@example.com>', { name: 'Contoso, Inc.', address: 'news@example.com' }],
    ['<news@example.com>', { name: null, address: 'news@example.com' }],
    ['Zoë’s Cloud <zoe@example.com>', { name: 'Zoë’s Cloud', address: 'zoe@example.com' }],
  ])('reads %p', (value, expected) => {
    expect(parseMailbox(value)).toEqual(expected);
  });

  it.each([
    '',
    'news',
    'news@',
    'Contoso Cloud news@example.com',
    'Contoso <news@example.com',
    'Contoso, Inc. <news@example.com>',
    'Contoso\r\nBcc: x@example.com <news@example.com>',
    'A <b@example.com>, C <d@example.com>',
    '"Con"toso" <news@example.com>',
    'Contoso <news@example.com> trailing',
  ])('refuses %p', (value) => {
    expect(parseMailbox(value)).toBeNull();
  });
});
