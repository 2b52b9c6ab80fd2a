import { TRAINING_TOPIC_BULLETS } from '@cloud-consulting/domain/catalogues';
import { Spinner } from '../loader/spinner';
import {
  Badge,
  CardGrid,
  CheckList,
  IconTile,
  LinkButton,
  ScrollButton,
  Section,
} from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';
import { TrainingRequestSlot } from '../lead-forms/slots/training-request-slot';
import type { TopicCard } from './use-training-topics';

export const TOPICS_ID = 'training-topics';
export const REQUEST_TRAINING_ID = 'request-training';

const WHY = [
  {
    icon: 'award',
    title: 'Expert Instructors',
    text: 'Microsoft-certified trainers who deliver real projects every week.',
  },
  {
    icon: 'tools',
    title: 'Practical Focus',
    text: 'Hands-on labs in real Azure environments, built around your scenarios.',
  },
  {
    icon: 'clock',
    title: 'Flexible Scheduling',
    text: 'Live online, on-site or hybrid, at times that suit your teams.',
  },
];

const topicIcon = (category: string) =>
  /ai|machine|data/i.test(category)
    ? 'brain'
    : /security/i.test(category)
      ? 'shield'
      : /devops/i.test(category)
        ? 'refresh'
        : /develop|power/i.test(category)
          ? 'code'
          : 'graduation';

export function TrainingView({
  topics,
  loading,
}: {
  topics: readonly TopicCard[];
  loading: boolean;
}) {
  if (loading) {
    return (
      <HeroBanner page="corporateTraining" subtitle="Loading training topics...">
        <span sx={{ color: '#ffffff' }}>
          <Spinner label="Loading training topics" />
        </span>
      </HeroBanner>
    );
  }
  return (
    <>
      <HeroBanner page="corporateTraining">
        <ScrollButton target={TOPICS_ID} tone="light">
          Browse Training
        </ScrollButton>
        <ScrollButton target={REQUEST_TRAINING_ID} tone="outlineLight">
          Schedule Consultation
        </ScrollButton>
      </HeroBanner>
      <Section
        id={TOPICS_ID}
        title="Training Topics"
        intro="Instructor-led programs tailored to your team's level, tools and goals."
      >
        <CardGrid min={280}>
          {topics.map((topic) => (
            <article
              key={topic.id}
              data-testid="topic-card"
              sx={{
                bg: 'background',
                border: '1px solid',
                borderColor: 'border',
                borderRadius: 'large',
                boxShadow: 'card',
                p: 4,
                display: 'flex',
                flexDirection: 'column',
                gap: 3,
                minWidth: 0,
              }}
            >
              <div
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 2,
                  alignItems: 'flex-start',
                }}
              >
                <IconTile name={topicIcon(`${topic.category} ${topic.name}`)} />
                <Badge>{topic.category}</Badge>
              </div>
              <h3 sx={{ m: 0, fontSize: 4 }}>{topic.name}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{topic.description}</p>
              <CheckList items={TRAINING_TOPIC_BULLETS} />
              <div sx={{ mt: 'auto', pt: 2 }}>
                <LinkButton to={`#${REQUEST_TRAINING_ID}`}>Request This Training</LinkButton>
              </div>
            </article>
          ))}
        </CardGrid>
      </Section>
      <Section title="Why Choose Our Training?" muted>
        <ul
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: ['1fr', null, 'repeat(3, minmax(0, 1fr))'],
          }}
        >
          {WHY.map((item) => (
            <li
              key={item.title}
              sx={{
                textAlign: 'center',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 2,
              }}
            >
              <IconTile name={item.icon} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{item.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id={REQUEST_TRAINING_ID}
        title="Request Training"
        intro="Tell us about your team and we will reply within 1-2 business days with a customized proposal."
      >
        <TrainingRequestSlot />
      </Section>
    </>
  );
}
