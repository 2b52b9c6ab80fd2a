/**
 * What a form needs to work without scripts: method POST to the provider's plain-form route
 * (never GET: what is typed must not go into an address), and the page to link back to.
 */
import { FORM_POST_FIELDS } from '@cloud-consulting/domain/form-posts';
import { runtimeConfig } from '../../services/api-context';
import { usePagePath } from '../../services/page-path';

/** The form element's method and action for a provider path such as '/forms/newsletter'. */
export const plainPost = (path: string) =>
  ({ method: 'post', action: `${runtimeConfig.apiUrl}${path}` }) as const;

/** Hidden fields of the page to link back to and of values the form's script would add. */
export function PlainPostFields({ values = {} }: { values?: Record<string, string> }) {
  const pagePath = usePagePath();
  return (
    <>
      <input type="hidden" name={FORM_POST_FIELDS.returnTo} value={pagePath} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
