import { CardGrid, Section } from '../../ui/blocks';
import { ExpertiseCardView } from '../expertise/expertise-card';
import { ExpertiseSkeleton } from './expertise-skeleton';
import { ServicesPanel } from './services-panel';
import { useHomeExpertise } from './use-home-expertise';

export function HomeExpertise() {
  const { cards, loading } = useHomeExpertise();
  return (
    <Section
      id="expertise"
      muted
      title="Our Core Expertise"
      intro="Certified specialists across Azure, AI/ML, DevOps and data, ready to guide your teams."
    >
      {loading ? (
        <ExpertiseSkeleton />
      ) : (
        <CardGrid>
          {cards.map((card) => (
            <ExpertiseCardView key={card.id} card={card} />
          ))}
        </CardGrid>
      )}
      <ServicesPanel />
    </Section>
  );
}
