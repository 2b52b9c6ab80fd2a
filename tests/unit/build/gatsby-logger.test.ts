import { gatsbyLogger } from '../../../src/build/gatsby-logger';

describe('gatsbyLogger', () => {
  it('uses the plain line logger when the output does not go to a terminal', () => {
    expect(gatsbyLogger({}, false)).toBe('yurnalist');
    expect(gatsbyLogger({ GATSBY_LOGGER: '  ' }, false)).toBe('yurnalist');
  });

  it("leaves Gatsby's own choice when a person watches the output", () => {
    expect(gatsbyLogger({}, true)).toBeUndefined();
  });

  it('keeps a logger set by whoever runs the command', () => {
    expect(gatsbyLogger({ GATSBY_LOGGER: 'json' }, false)).toBe('json');
    expect(gatsbyLogger({ GATSBY_LOGGER: 'ink' }, false)).toBe('ink');
  });
});
