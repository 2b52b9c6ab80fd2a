import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gatsbyLogger } from '../src/gatsby-logger';

describe('gatsbyLogger', () => {
  it('uses the plain line logger when the output does not go to a terminal', () => {
    assert.equal(gatsbyLogger({}, false), 'yurnalist');
    assert.equal(gatsbyLogger({ GATSBY_LOGGER: '  ' }, false), 'yurnalist');
  });

  it("leaves Gatsby's own choice when a person watches the output", () => {
    assert.equal(gatsbyLogger({}, true), undefined);
  });

  it('keeps a logger set by whoever runs the command', () => {
    assert.equal(gatsbyLogger({ GATSBY_LOGGER: 'json' }, false), 'json');
    assert.equal(gatsbyLogger({ GATSBY_LOGGER: 'ink' }, false), 'ink');
  });
});
