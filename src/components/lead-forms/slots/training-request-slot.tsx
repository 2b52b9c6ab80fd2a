/** /corporate-training #request-training: the get-started form with training only, no selector. */
import { lazyOnVisible } from '../../../ui/lazy-on-visible';

const GetStartedSection = lazyOnVisible(
  () => import('../get-started-section').then((m) => m.GetStartedSection),
  { minHeight: 720, label: 'Loading the form' },
);

export function TrainingRequestSlot() {
  return <GetStartedSection only={['training']} preset="training" hideSelector hideTitle />;
}
