import { detailsText } from '../src/audit/audit-format';

describe("an audit entry's details", () => {
  it('reads as one line, empty values left out', () => {
    expect(detailsText({ email: 'a@example.com', role: 'sales', disabled: null })).toBe(
      'email: a@example.com; role: sales',
    );
    expect(detailsText({ fields: ['role', 'disabled'] })).toBe('fields: role, disabled');
    expect(detailsText(null)).toBe('');
    expect(detailsText([])).toBe('');
  });
});
