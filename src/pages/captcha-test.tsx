/** The human-check test page: status Valid or Invalid, and a 'Test Submit' enabled only when valid. */
import type { HeadFC } from 'gatsby';
import { useState } from 'react';
import { HumanCheck } from '../components/human-check/human-check';
import { PageSection } from '../components/page/page-section';
import { Seo } from '../components/seo/seo';

export default function CaptchaTestPage() {
  const [valid, setValid] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  return (
    <PageSection name="Human check test">
      <h1>Human Check Test</h1>
      <HumanCheck
        onValidChange={(next) => {
          setValid(next);
          setResult(null);
        }}
      />
      <p>
        Status: <strong data-testid="captcha-status">{valid ? 'Valid' : 'Invalid'}</strong>
      </p>
      <button
        type="button"
        disabled={!valid}
        sx={{ variant: 'buttons.primary' }}
        onClick={() =>
          setResult(
            valid
              ? 'Test passed: the human check is valid.'
              : 'Test failed: the human check is not valid.',
          )
        }
      >
        Test Submit
      </button>
      {result && <p role="alert">{result}</p>}
    </PageSection>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Human Check Test" path="/captcha-test" indexable={false} />
);
