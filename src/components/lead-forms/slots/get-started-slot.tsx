/** The home page's #get-started section: every method, partnership only when switched on. */
import { lazyOnVisible } from '../../../ui/lazy-on-visible';

// The forms (and their validation library) load when the visitor nears the section.
const GetStartedSection = lazyOnVisible(
  () => import('../get-started-section').then((m) => m.GetStartedSection),
  { minHeight: 720, label: 'Loading the form' },
);

export function GetStartedSlot() {
  return <GetStartedSection conditionalPartnership />;
}
