/** The home page's #get-started section: every method, partnership only when switched on. */
import { deferredPart } from '../../../ui/deferred-part';
import { useBuiltTrainingLookups } from '../../training/use-training-lookups';
import { useBuiltPageSections } from '../../../services/use-built-page-sections';

// The forms are in the built page; their script (and validation library) loads when the
// visitor comes near them or reaches for them: the methods offered follow the menu switches
// at run time, without a rebuild.
const GetStartedSection = deferredPart(
  () => import('../get-started-section').then((m) => m.GetStartedSection),
  { minHeight: 720, label: 'get started', liveWhenNear: true },
);

export function GetStartedSlot() {
  // The home page's section carries the heading: the section's own would say it twice.
  return (
    <GetStartedSection
      conditionalPartnership
      hideTitle
      trainingLookups={useBuiltTrainingLookups()}
      builtSections={useBuiltPageSections()}
    />
  );
}
