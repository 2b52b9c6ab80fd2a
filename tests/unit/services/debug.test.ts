import { applyDebugMode } from '../../../src/services/debug';

function fakeConsole() {
  const log = jest.fn();
  return {
    log,
    info: jest.fn(),
    debug: jest.fn(),
    warn: jest.fn(),
    error: jest.fn(),
    original: log,
  };
}

const storage = (flag: string | null) => ({ getItem: () => flag }) as unknown as Storage;

describe('applyDebugMode', () => {
  it('silences console output without ?debug=1 or the stored flag', () => {
    const target = fakeConsole();
    expect(applyDebugMode('?x=1', storage(null), target)).toBe(false);
    target.log('hidden');
    expect(target.original).not.toHaveBeenCalled();
  });

  it.each([
    ['?debug=1', null],
    ['', '1'],
  ])('keeps console output with search %p and flag %p', (search, flag) => {
    const target = fakeConsole();
    expect(applyDebugMode(search, storage(flag), target)).toBe(true);
    target.log('shown');
    expect(target.original).toHaveBeenCalledWith('shown');
  });
});
