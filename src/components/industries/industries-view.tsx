import {
  CallToAction,
  Card,
  CardGrid,
  IconTile,
  LinkButton,
  ScrollButton,
  Section,
} from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';
import { StartConversationButton } from '../lead-forms/slots/start-conversation-button';
import type { IndustriesState } from './use-industries';

export const INDUSTRIES_CTA_ID = 'industry-solutions';

const ICONS: [RegExp, string][] = [
  [/health/i, 'heart'],
  [/financ|bank|insur/i, 'dollar'],
  [/manufactur|energy|utilit/i, 'tools'],
  [/educat/i, 'graduation'],
  [/retail/i, 'briefcase'],
  [/govern|public/i, 'building'],
  [/tech|software/i, 'code'],
  [/media|entertain/i, 'megaphone'],
  [/transport|logist/i, 'globe'],
  [/non-?profit/i, 'users'],
];
const industryIcon = (name: string) =>
  ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? 'building';

export function IndustriesView({ state }: { state: IndustriesState }) {
  return (
    <>
      <HeroBanner page="industries">
        <ScrollButton target={INDUSTRIES_CTA_ID} tone="light">
          Explore Solutions
        </ScrollButton>
        <LinkButton to="/about" tone="outlineLight">
          Contact Us
        </LinkButton>
      </HeroBanner>
      <Section
        title="Sectors We Know Well"
        intro="Cloud, data and AI solutions shaped by the rules, risks and customers of your sector."
      >
        {state.error && (
          <p role="alert" sx={{ color: 'danger', textAlign: 'center', fontWeight: 'bold' }}>
            Error: {state.error}
          </p>
        )}
        {state.industries.length === 0 ? (
          <p sx={{ textAlign: 'center', color: 'mutedText', fontSize: 3 }}>
            No industries available at the moment
          </p>
        ) : (
          <CardGrid min={240}>
            {state.industries.map((industry) => (
              <Card key={industry.id}>
                <IconTile name={industryIcon(industry.name)} />
                <h3 sx={{ m: 0, fontSize: 4 }}>{industry.name}</h3>
                {industry.description && (
                  <p sx={{ m: 0, color: 'mutedText' }}>{industry.description}</p>
                )}
              </Card>
            ))}
          </CardGrid>
        )}
      </Section>
      <CallToAction
        id={INDUSTRIES_CTA_ID}
        title="Solutions for Your Industry"
        text="Talk to a consultant who knows your sector's compliance, data and scale requirements."
      >
        <StartConversationButton tone="light" />
      </CallToAction>
    </>
  );
}
