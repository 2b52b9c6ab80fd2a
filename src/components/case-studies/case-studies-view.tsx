/**
 * The case studies page: a heading, one card per case study (sector, title, challenge, result
 * and, when it has one, a link to download its PDF), and a closing call to action. Everything is
 * in the built HTML: the cards come from the build's data, nothing loads in the browser.
 */
import {
  CASE_STUDIES_PAGE_TEXT as TEXT,
  downloadLabel,
  type CaseStudyCard,
} from '@cloud-consulting/domain/case-studies';
import { Badge, CallToAction, Card, LinkButton, Section } from '../../ui/blocks';

function CaseStudy({ card }: { card: CaseStudyCard }) {
  const headingId = `case-study-${card.id}`;
  return (
    <Card as="li">
      <article
        aria-labelledby={headingId}
        sx={{ display: 'grid', gap: 3 }}
        data-testid="case-study"
      >
        <p sx={{ m: 0 }}>
          <span sx={{ variant: 'styles.visuallyHidden' }}>{TEXT.sector}: </span>
          <Badge>{card.sector}</Badge>
        </p>
        <h2 id={headingId} sx={{ m: 0, fontSize: [4, 5], lineHeight: 'heading' }}>
          {card.title}
        </h2>
        <div>
          <h3 sx={{ mt: 0, mb: 1, fontSize: 2, color: 'mutedText' }}>{TEXT.challenge}</h3>
          <p sx={{ m: 0 }}>{card.challenge}</p>
        </div>
        <div>
          <h3 sx={{ mt: 0, mb: 1, fontSize: 2, color: 'mutedText' }}>{TEXT.result}</h3>
          <p sx={{ m: 0 }}>{card.result}</p>
        </div>
        {card.pdf && (
          <p sx={{ m: 0 }}>
            <a
              href={card.pdf.href}
              download={card.pdf.fileName}
              type="application/pdf"
              aria-label={downloadLabel(card.title)}
              sx={{ fontWeight: 'bold', color: 'primary' }}
            >
              {TEXT.download}
            </a>
          </p>
        )}
      </article>
    </Card>
  );
}

export function CaseStudiesView({ cards }: { cards: readonly CaseStudyCard[] }) {
  return (
    <>
      <section sx={{ bg: 'muted', py: [5, 6], px: 3 }}>
        <div sx={{ maxWidth: 'container', mx: 'auto', textAlign: 'center' }}>
          <h1 sx={{ fontSize: [6, 7], lineHeight: 'heading', mt: 0, mb: 3 }}>{TEXT.title}</h1>
          <p sx={{ fontSize: 3, color: 'mutedText', maxWidth: '44em', mx: 'auto', my: 0 }}>
            {TEXT.subtitle}
          </p>
        </div>
      </section>
      <Section>
        {cards.length === 0 ? (
          <p sx={{ textAlign: 'center', fontSize: 3, m: 0 }}>{TEXT.empty}</p>
        ) : (
          <ul
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 4,
              gridTemplateColumns: ['1fr', null, 'repeat(2, minmax(0, 1fr))'],
            }}
          >
            {cards.map((card) => (
              <CaseStudy key={card.id} card={card} />
            ))}
          </ul>
        )}
      </Section>
      <CallToAction
        title="Ready to Write Your Own Success Story?"
        text="Tell us where you are today and an Azure architect will map the way forward."
      >
        <LinkButton to="/contact-us" tone="light">
          {TEXT.talkToUs}
        </LinkButton>
      </CallToAction>
    </>
  );
}
