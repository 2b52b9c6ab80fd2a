import type { ExpertiseCard as Card } from '@cloud-consulting/domain/content-pages';
import { Badge, IconTile } from '../../ui/blocks';
import { resolveIcon } from '../../ui/icons';

export function ExpertiseCardView({
  card,
  headingLevel = 3,
}: {
  card: Card;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="expertise-card"
      sx={{
        bg: 'background',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'large',
        p: 4,
        boxShadow: 'card',
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        minWidth: 0,
      }}
    >
      <div
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
      >
        <IconTile name={resolveIcon(card.icon)} />
        <Badge>{card.category}</Badge>
      </div>
      <Heading sx={{ fontSize: 4, lineHeight: 'heading', m: 0 }}>{card.title}</Heading>
      <p sx={{ m: 0, color: 'mutedText' }}>{card.description}</p>
    </article>
  );
}
