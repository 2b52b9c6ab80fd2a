/**
 * 'Ready to Get Started?': the method choices (from the active section named with 'contact' and
 * 'method', else the three defaults) and the form of the chosen method. Training is the default.
 * Embedded variants: only some methods, a preset method, the selector or title hidden.
 */
import { useId, useState } from 'react';
import {
  DEFAULT_CONTACT_METHOD_ID,
  INQUIRY_SOURCES,
  IT_CONSULTATION_INQUIRY_TYPES,
  IT_CONSULTATION_PROMISE,
  NO_FORM_FOR_METHOD,
  PARTNERSHIP_INQUIRY_TYPES,
  type ContactMethod,
} from '@cloud-consulting/domain/catalogues';
import { contactMethods } from '@cloud-consulting/domain/content';
import { SECTION_NAMES, isSectionActive } from '@cloud-consulting/domain/menus';
import type { SectionItem, TrainingLookups } from '../../services/lead-api';
import { usePageSections } from '../../services/use-page-sections';
import { useCarriedChoice } from '../../ui/carried-input';
import { InquiryForm } from './inquiry-form';
import { useMenuSections } from '../menus/menu-sections';
import { TrainingRequestForm } from './training-request-form';

export interface GetStartedSectionProps {
  /** Method shown first (default training). */
  preset?: string;
  /** Only these methods (e.g. ['training'] on the corporate training page). */
  only?: readonly string[];
  hideSelector?: boolean;
  hideTitle?: boolean;
  /** Hide partnership unless the 'Partnership-Enquiry-Home-Section' section is active. */
  conditionalPartnership?: boolean;
  /** Source of the partnership form (the partners page sends its own). */
  partnershipSource?: string;
  /** The training request's lists as the build has them. */
  trainingLookups?: TrainingLookups;
  /** The page sections as the build has them (the built page's methods). */
  builtSections?: readonly SectionItem[];
}

type MethodSections = Parameters<typeof contactMethods>[0];

export function MethodForm({
  method,
  partnershipSource = INQUIRY_SOURCES.partnership,
  trainingLookups,
}: {
  method: string;
  partnershipSource?: string;
  trainingLookups?: TrainingLookups;
}) {
  if (method === 'training') return <TrainingRequestForm builtLookups={trainingLookups} />;
  if (method === 'consultation') {
    return (
      <>
        <p sx={{ color: 'mutedText' }}>{IT_CONSULTATION_PROMISE}</p>
        <InquiryForm
          name="IT Consultation"
          source={INQUIRY_SOURCES.consultation}
          inquiryTypes={IT_CONSULTATION_INQUIRY_TYPES}
          feedback="toast"
        />
      </>
    );
  }
  if (method === 'partnership') {
    return (
      <InquiryForm
        name="Partnership Inquiry"
        source={partnershipSource}
        inquiryTypes={PARTNERSHIP_INQUIRY_TYPES}
        feedback="toast"
      />
    );
  }
  return (
    <p role="alert">
      {NO_FORM_FOR_METHOD}: {method}
    </p>
  );
}

export function GetStartedSection({
  preset = DEFAULT_CONTACT_METHOD_ID,
  only,
  hideSelector = false,
  hideTitle = false,
  conditionalPartnership = false,
  partnershipSource,
  trainingLookups,
  builtSections,
}: GetStartedSectionProps) {
  const { sections: menus } = useMenuSections();
  const sections = usePageSections(builtSections);
  // A method chosen in the built section before its script took over stays chosen.
  const [chosen, setChosen] = useState(useCarriedChoice('get-started-method') ?? preset);
  const titleId = useId();
  const partnershipOn =
    !conditionalPartnership || isSectionActive(SECTION_NAMES.partnershipEnquiry, menus);
  const methods = contactMethods(sections as MethodSections).filter(
    (method: ContactMethod) =>
      (!only || only.includes(method.id)) && (method.id !== 'partnership' || partnershipOn),
  );

  // A preset the list does not offer (e.g. partnership switched off) falls back to the first.
  const shown =
    methods.length === 0 || methods.some((method) => method.id === chosen) ? chosen : methods[0].id;

  return (
    <div aria-labelledby={hideTitle ? undefined : titleId}>
      {!hideTitle && (
        <h2 id={titleId} sx={{ fontSize: 5, mb: 3 }}>
          Ready to Get Started?
        </h2>
      )}
      {!hideSelector && methods.length > 1 && (
        <fieldset sx={{ border: 'none', p: 0, m: 0, mb: 4 }}>
          <legend sx={{ variant: 'forms.label', mb: 2 }}>How can we help?</legend>
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', 'repeat(3, 1fr)'], gap: 3 }}>
            {methods.map((method) => (
              <label
                key={method.id}
                sx={{
                  display: 'block',
                  border: '2px solid',
                  borderColor: shown === method.id ? 'primary' : 'border',
                  borderRadius: 'default',
                  p: 3,
                  cursor: 'pointer',
                }}
              >
                <input
                  type="radio"
                  name="get-started-method"
                  value={method.id}
                  checked={shown === method.id}
                  onChange={() => setChosen(method.id)}
                  sx={{ mr: 2 }}
                />
                <strong>{method.title}</strong>
                <span sx={{ display: 'block', color: 'mutedText', mt: 1 }}>
                  {method.description}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <MethodForm
        method={shown}
        partnershipSource={partnershipSource}
        trainingLookups={trainingLookups}
      />
    </div>
  );
}
