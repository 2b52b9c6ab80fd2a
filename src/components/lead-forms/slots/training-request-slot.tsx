/** /corporate-training #request-training: the get-started form with training only, no selector. */
import { deferredPart } from '../../../ui/deferred-part';
import { useBuiltTrainingLookups } from '../../training/use-training-lookups';
import { useBuiltPageSections } from '../../../services/use-built-page-sections';

const GetStartedSection = deferredPart(
  () => import('../get-started-section').then((m) => m.GetStartedSection),
  { minHeight: 720, label: 'training request' },
);

export function TrainingRequestSlot() {
  return (
    <GetStartedSection
      only={['training']}
      preset="training"
      hideSelector
      hideTitle
      trainingLookups={useBuiltTrainingLookups()}
      builtSections={useBuiltPageSections()}
    />
  );
}
