import {
  DEFAULT_LEAD_STATUS,
  isLeadStatus,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from '../src/lead-status';

describe('lead statuses', () => {
  it('go from new through contacted and qualified to won or lost', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'contacted', 'qualified', 'won', 'lost']);
    expect(DEFAULT_LEAD_STATUS).toBe('new');
  });

  it('each have a label', () => {
    expect(LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s])).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Won',
      'Lost',
    ]);
  });

  it.each<[unknown, boolean]>([
    ['new', true],
    ['lost', true],
    ['New', false],
    ['closed', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isLeadStatus(%p) is %p', (value, expected) => {
    expect(isLeadStatus(value)).toBe(expected);
  });
});
