import { PARTNER_PROGRAMS } from '@cloud-consulting/domain/catalogues';
import { PARTNER_SETUP_WEEKS } from '@cloud-consulting/domain/constants';
import {
  Badge,
  Card,
  CardGrid,
  CheckList,
  IconTile,
  LinkButton,
  ScrollButton,
  Section,
} from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';
import { PartnerInquirySlot } from '../lead-forms/slots/partner-inquiry-slot';

export const PARTNER_INQUIRY_ID = 'partner-inquiry';
export const PARTNER_BENEFITS_ID = 'partner-benefits';

const BENEFITS = [
  {
    icon: 'trending',
    title: 'Revenue Growth',
    text: 'Earn margin on training and referral fees on consulting your clients buy.',
  },
  {
    icon: 'star',
    title: 'Customer Value',
    text: 'Offer your clients certified Azure and AI expertise under one roof.',
  },
  {
    icon: 'users',
    title: 'Expert Support',
    text: 'Our architects and trainers back you in pre-sales and delivery.',
  },
  {
    icon: 'globe',
    title: 'Market Expansion',
    text: 'Reach new sectors and regions with services you do not have to build.',
  },
  {
    icon: 'award',
    title: 'Brand Enhancement',
    text: 'Co-branded materials and case studies that strengthen your reputation.',
  },
  {
    icon: 'handshake',
    title: 'Trusted Partnership',
    text: 'Clear agreements, transparent reporting and a long-term relationship.',
  },
];

/** Four features per program; the programs and badges are fixed, these features are our own words. */
const PROGRAM_FEATURES: Record<(typeof PARTNER_PROGRAMS)[number]['name'], string[]> = {
  'Training Reseller': [
    'Resell our full training catalogue',
    'Partner pricing and margins',
    'Co-branded course materials',
    'Sales enablement sessions',
  ],
  'Referral Partner': [
    'Referral fee on every closed deal',
    'Simple online registration',
    'No sales targets',
    'Deal status updates',
  ],
  'Strategic Alliance': [
    'Joint go-to-market planning',
    'Shared delivery teams',
    'Dedicated executive sponsor',
    'Custom commercial terms',
  ],
};

const SETUP = [
  {
    icon: 'clock',
    title: `Get started in ${PARTNER_SETUP_WEEKS} weeks`,
    text: 'From first call to signed agreement and onboarding.',
  },
  {
    icon: 'users',
    title: 'Personal partner manager',
    text: 'One named contact for questions, deals and planning.',
  },
  {
    icon: 'megaphone',
    title: 'Complete marketing toolkit',
    text: 'Decks, datasheets, campaigns and co-branded templates.',
  },
];

export function PartnersView() {
  return (
    <>
      <HeroBanner page="partners">
        <ScrollButton target={PARTNER_INQUIRY_ID} tone="light">
          Become a Partner
        </ScrollButton>
        <ScrollButton target={PARTNER_BENEFITS_ID} tone="outlineLight">
          Learn More
        </ScrollButton>
      </HeroBanner>
      <Section
        id={PARTNER_BENEFITS_ID}
        title="Why Partner With Us"
        intro="Grow your business with a partner that brings deep Microsoft expertise."
      >
        <CardGrid min={300}>
          {BENEFITS.map((benefit) => (
            <Card key={benefit.title}>
              <IconTile name={benefit.icon} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{benefit.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{benefit.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Partner Programs" muted>
        <CardGrid min={280}>
          {PARTNER_PROGRAMS.map((program) => (
            <Card key={program.name}>
              <div>
                <Badge tone="accent">{program.badge}</Badge>
              </div>
              <h3 sx={{ m: 0, fontSize: 5 }}>{program.name}</h3>
              <CheckList items={PROGRAM_FEATURES[program.name]} />
              <div sx={{ mt: 'auto' }}>
                <LinkButton to={`#${PARTNER_INQUIRY_ID}`}>Start Partnership</LinkButton>
              </div>
            </Card>
          ))}
        </CardGrid>
        <ul
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 5,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: ['1fr', null, 'repeat(3, minmax(0, 1fr))'],
          }}
        >
          {SETUP.map((item) => (
            <li key={item.title} sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
              <IconTile name={item.icon} />
              <div>
                <strong>{item.title}</strong>
                <p sx={{ m: 0, color: 'mutedText' }}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id={PARTNER_INQUIRY_ID}
        title="Partnership Inquiry"
        intro="Tell us about your business. A partner manager will be in touch."
      >
        <PartnerInquirySlot />
      </Section>
    </>
  );
}
