import { Badge, Card, CardGrid, IconTile, LinkButton, Section } from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';

const PLANNED = [
  {
    icon: 'map',
    title: 'Personalized Roadmaps',
    text: 'A learning plan built from your role, skills and certification goals.',
  },
  {
    icon: 'chart',
    title: 'Progress Tracking',
    text: 'See what you have mastered and what comes next, at a glance.',
  },
  {
    icon: 'users',
    title: 'Community Support',
    text: 'Learn alongside peers and get answers from our trainers.',
  },
];

export function PathView() {
  return (
    <>
      <HeroBanner page="path" eyebrow={<Badge tone="onDark">Under Development</Badge>} />
      <Section
        title="Under Development"
        intro="Learning paths are being built. Here is what they will offer."
      >
        <CardGrid min={260}>
          {PLANNED.map((feature) => (
            <Card key={feature.title}>
              <IconTile name={feature.icon} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{feature.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{feature.text}</p>
            </Card>
          ))}
        </CardGrid>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center', mt: 5 }}>
          <LinkButton to="/">Back to Home</LinkButton>
          <LinkButton to="/expertise" tone="secondary">
            Explore Expertise
          </LinkButton>
          <LinkButton to="/corporate-training" tone="secondary">
            Corporate Training
          </LinkButton>
          <LinkButton to="/contact-us" tone="secondary">
            Contact Us
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
