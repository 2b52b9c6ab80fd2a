import { Card, CardGrid, IconTile, LinkButton, Section } from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';

const TEASERS = [
  {
    icon: 'cloud',
    title: 'Azure & Cloud Courses',
    text: 'From fundamentals to architect level, with labs in real Azure subscriptions.',
  },
  {
    icon: 'brain',
    title: 'AI/ML Learning Paths',
    text: 'Build, deploy and govern AI solutions with Azure AI and machine learning.',
  },
  {
    icon: 'book',
    title: 'Self-Paced Learning',
    text: 'Learn on your schedule with short lessons, quizzes and progress tracking.',
  },
];

export function CoursesView() {
  return (
    <>
      <HeroBanner page="courses">
        <LinkButton to="/" tone="light">
          Back to Home
        </LinkButton>
        <LinkButton to="/corporate-training" tone="outlineLight">
          Explore Corporate Training
        </LinkButton>
      </HeroBanner>
      <Section title="What's Coming" intro="Our online academy is in the works. Here is a preview.">
        <CardGrid min={260}>
          {TEASERS.map((teaser) => (
            <Card key={teaser.title}>
              <IconTile name={teaser.icon} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{teaser.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{teaser.text}</p>
            </Card>
          ))}
        </CardGrid>
        <div sx={{ textAlign: 'center', mt: 5 }}>
          <p sx={{ fontSize: 3 }}>
            Want early access? Subscribe to our newsletter and be the first to know.
          </p>
          <LinkButton to="/contact-us">Get Notified</LinkButton>
        </div>
      </Section>
    </>
  );
}
