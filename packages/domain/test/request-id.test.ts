import { givenRequestId } from '../src/request-id';

describe('givenRequestId', () => {
  it('keeps an id fit for a log line', () => {
    expect(givenRequestId('0b6f5e0c-6a43-4a8e-9d7e-2f1c5b9a7d11')).toBe(
      '0b6f5e0c-6a43-4a8e-9d7e-2f1c5b9a7d11',
    );
    expect(givenRequestId(['req-1', 'req-2'])).toBe('req-1');
    expect(givenRequestId('Root=1-67891233-abcdef012345678912345678')).toBeNull();
    expect(givenRequestId('trace:00f067aa0ba902b7.1')).toBe('trace:00f067aa0ba902b7.1');
  });

  it('refuses what could break or fill a line', () => {
    expect(givenRequestId(undefined)).toBeNull();
    expect(givenRequestId('')).toBeNull();
    expect(givenRequestId('a\nforged line')).toBeNull();
    expect(givenRequestId('a b')).toBeNull();
    expect(givenRequestId('x'.repeat(129))).toBeNull();
    expect(givenRequestId('x'.repeat(128))).toBe('x'.repeat(128));
  });
});
