import { csvCell, csvDocument, datedCsvName } from '../src/csv';

describe('csvCell', () => {
  it.each<[unknown, string]>([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    [null, '""'],
    [undefined, '""'],
    [42, '"42"'],
    [false, '"false"'],
    [new Date(Date.UTC(2026, 2, 2, 9)), '"2026-03-02T09:00:00.000Z"'],
    [{ a: 1 }, '"{""a"":1}"'],
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1 555 0100', `"'+1 555 0100"`],
    ['-2', `"'-2"`],
    ['@cmd', `"'@cmd"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['a=b', '"a=b"'],
    ['line\nbreak', '"line\nbreak"'],
    [' =1+1', `"' =1+1"`],
    ['   @cmd', `"'   @cmd"`],
    ['\u00a0=HYPERLINK("x")', `"'\u00a0=HYPERLINK(""x"")"`],
    ['\n=1', `"'\n=1"`],
    ['\r\n+1', `"'\r\n+1"`],
    ['\u3000-1', `"'\u3000-1"`],
    ['\u200b=1', `"'\u200b=1"`],
    ['＝SUM(A1)', `"'＝SUM(A1)"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠cmd', `"'＠cmd"`],
    [' ＝1', `"' ＝1"`],
    [' plain', '" plain"'],
    ['a ＝ b', '"a ＝ b"'],
  ])('writes %p as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvDocument', () => {
  it('writes the header then one CRLF-ended line per row', () => {
    expect(
      csvDocument(
        ['A', 'B'],
        [
          [1, '=x'],
          [null, 'y'],
        ],
      ),
    ).toBe(`"A","B"\r\n"1","'=x"\r\n"","y"\r\n`);
  });

  it('writes only the header when there are no rows', () => {
    expect(csvDocument(['A'], [])).toBe('"A"\r\n');
  });
});

describe('datedCsvName', () => {
  it('names the file by the UTC day of the export', () => {
    expect(datedCsvName('subscribers', Date.UTC(2026, 2, 2, 23, 59))).toBe(
      'subscribers-2026-03-02.csv',
    );
  });
});
