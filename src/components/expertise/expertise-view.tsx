import { CallToAction, CardGrid, LinkButton, Section } from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';
import { StartConversationButton } from '../lead-forms/slots/start-conversation-button';
import { ExpertiseCardView } from './expertise-card';
import type { ExpertiseState } from './use-expertise';

export function ExpertiseView({ state }: { state: ExpertiseState }) {
  return (
    <>
      <HeroBanner page="expertise" />
      <Section
        title="What We Know Best"
        intro="The areas our consultants and trainers work in every day."
      >
        {state.cards.length === 0 && !state.loading ? (
          <div sx={{ textAlign: 'center' }}>
            <p sx={{ fontSize: 3, color: 'mutedText' }}>
              No expertise areas available at the moment.
            </p>
            {state.error && (
              <p role="alert" sx={{ color: 'danger' }}>
                API Error: {state.error}
              </p>
            )}
          </div>
        ) : (
          <CardGrid>
            {state.cards.map((card) => (
              <ExpertiseCardView key={card.id} card={card} />
            ))}
          </CardGrid>
        )}
      </Section>
      <CallToAction
        title="Put Our Expertise to Work"
        text="Tell us about your project and we will match you with the right specialists."
      >
        <LinkButton to="/about" tone="light">
          Contact Us
        </LinkButton>
        <StartConversationButton tone="outlineLight" />
      </CallToAction>
    </>
  );
}
