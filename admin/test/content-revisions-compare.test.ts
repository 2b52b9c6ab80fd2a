import { fieldNamesText, inFieldOrder, sideBySide, valueText } from '../src/revisions/compare';
import { versionInPath, versionPath } from '../src/revisions/route';
import { actorText, whenText } from '../src/revisions/format';

describe('a kept version next to the record now', () => {
  it.each([
    [null, ''],
    ['Azure', 'Azure'],
    [true, 'Yes'],
    [false, 'No'],
    [3, '3'],
    [['Labs', 'Recordings'], 'Labs\nRecordings'],
    [{ a: 1 }, '{\n  "a": 1\n}'],
  ])('shows %p as %p', (value, text) => {
    expect(valueText(value)).toBe(text);
  });

  it('marks the words only the kept version has, and those only the record now has', () => {
    expect(sideBySide('Azure consulting by architects', 'Azure delivery by architects')).toEqual({
      before: [
        { text: 'Azure ', changed: false },
        { text: 'consulting', changed: true },
        { text: ' by architects', changed: false },
      ],
      after: [
        { text: 'Azure ', changed: false },
        { text: 'delivery', changed: true },
        { text: ' by architects', changed: false },
      ],
    });
  });

  it('compares lists line by line', () => {
    const { before, after } = sideBySide(['Labs', 'Recordings'], ['Labs', 'Live sessions']);
    expect(before.filter((p) => p.changed).map((p) => p.text)).toEqual(['Recordings']);
    expect(after.filter((p) => p.changed).map((p) => p.text)).toEqual(['Live sessions']);
  });

  it('shows a value that was empty as nothing on its side', () => {
    const { before, after } = sideBySide(null, 'New text');
    expect(before).toEqual([]);
    expect(after).toEqual([{ text: 'New text', changed: true }]);
  });

  it('names changed fields by their labels, unknown ones by their names', () => {
    expect(
      fieldNamesText(['name', 'features', 'extra'], { name: 'Name', features: 'Features' }),
    ).toBe('Name, Features, extra');
  });
});

describe('who changed a record, and when', () => {
  it('says when in the reader’s time', () => {
    expect(whenText('2025-03-12T14:05:00Z', 'en-GB', 'UTC')).toBe('12 Mar 2025, 14:05');
    expect(whenText('not a date')).toBe('not a date');
  });

  it('names automation plainly and people by their email', () => {
    expect(actorText('automation')).toBe('Automation');
    expect(actorText('editor@example.com')).toBe('editor@example.com');
  });
});

describe('the address of an open version', () => {
  it.each([
    ['/services/5/revisions/3', 3],
    ['/services/5/revisions/12/', 12],
    ['/services/5', null],
    ['/services/5/revisions', null],
    ['/services/5/revisions/0', null],
    ['/services/51/revisions/3', null],
    ['/services/5/revisions/x', null],
  ])('%s opens %p', (pathname, version) => {
    expect(versionInPath(pathname, '/services/5')).toBe(version);
  });

  it('is built under the record’s screen', () => {
    expect(versionPath('/site-settings', 4)).toBe('/site-settings/revisions/4');
  });
});

describe('the order of differences', () => {
  it('follows the form, unknown fields last', () => {
    const labels = { name: 'Name', description: 'Description', orderIndex: 'Order' };
    const fields = (list: { field: string }[]) => list.map((d) => d.field);
    expect(
      fields(
        inFieldOrder(
          [
            { field: 'extra' },
            { field: 'orderIndex' },
            { field: 'name' },
            { field: 'description' },
          ],
          labels,
        ),
      ),
    ).toEqual(['name', 'description', 'orderIndex', 'extra']);
  });
});
