/** One large service card; every label comes from the shared services-page rules by position or name. */
import { useId } from 'react';
import {
  SERVICES_PAGE_MESSAGES,
  SERVICE_DEFAULTS,
  isFeaturedService,
  serviceAnchor,
  serviceButtonLabel,
  serviceCategory,
  serviceSidePanel,
  serviceTagline,
  type Service,
} from '@cloud-consulting/domain/services-page';
import { Badge, CheckList, LinkButton } from '../../ui/blocks';
import { ServiceImage } from './service-image';

export function ServiceCard({
  service,
  index,
  icon,
}: {
  service: Service;
  index: number;
  icon: string;
}) {
  const panel = serviceSidePanel(service.name, service.price);
  const label = serviceButtonLabel(service.href);
  const [headline, ...rest] = panel.lines;
  const panelTitleId = useId();
  return (
    <article
      id={serviceAnchor(service.name)}
      data-testid="service-card"
      sx={{
        scrollMarginTop: 80,
        display: 'grid',
        gridTemplateColumns: ['1fr', null, 'minmax(0, 2fr) minmax(0, 3fr)'],
        gap: [4, 5],
        p: [3, 4, 5],
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'large',
        boxShadow: 'card',
        bg: 'background',
      }}
    >
      <div>
        <ServiceImage
          url={service.imageUrl}
          icon={icon}
          name={service.name}
          // The first card's picture is on the first screen: fetched at once, not lazily.
          eager={index === 0}
        />
      </div>
      <div sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Badge>{serviceCategory(index)}</Badge>
          {isFeaturedService(index) && <Badge tone="accent">Featured</Badge>}
          <span sx={{ color: 'mutedText', fontWeight: 'bold', fontSize: 1 }}>
            {serviceTagline(index)}
          </span>
        </div>
        <h2 sx={{ fontSize: [5, 6], lineHeight: 'heading', m: 0 }}>{service.name}</h2>
        <p sx={{ m: 0, color: 'mutedText', fontSize: 3 }}>{service.description}</p>
        <div
          sx={{
            display: 'grid',
            gridTemplateColumns: ['1fr', 'minmax(0, 3fr) minmax(0, 2fr)'],
            gap: 4,
          }}
        >
          <div>
            <h3 sx={{ fontSize: 3, mt: 0, mb: 2 }}>What You&apos;ll Get</h3>
            <CheckList items={service.features} />
          </div>
          {/* A named group of the card, not a landmark: seven cards would repeat 'Investment'. */}
          <div
            role="group"
            aria-labelledby={panelTitleId}
            sx={{ bg: 'muted', borderRadius: 'default', p: 3, alignSelf: 'start' }}
          >
            <h3
              id={panelTitleId}
              sx={{
                fontSize: 2,
                mt: 0,
                mb: 2,
                color: 'mutedText',
                textTransform: 'uppercase',
                letterSpacing: '0.05em',
              }}
            >
              {panel.title}
            </h3>
            {/* The panel's value, under its heading: not a paragraph dressed as a heading. */}
            <div sx={{ fontSize: 4, fontWeight: 'bold', m: 0, color: 'primary' }}>{headline}</div>
            {rest.map((line) => (
              <p key={line} sx={{ mt: 2, mb: 0, fontSize: 1 }}>
                {line}
              </p>
            ))}
          </div>
        </div>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2 }}>
          <LinkButton to={service.href}>
            {label}
            {/* Read aloud and indexed as 'Learn More about …': every link says where it goes. */}
            {label === SERVICES_PAGE_MESSAGES.learnMore && (
              <span sx={{ variant: 'styles.visuallyHidden' }}> about {service.name}</span>
            )}
          </LinkButton>
          <LinkButton to={SERVICE_DEFAULTS.href} tone="secondary">
            Schedule Consultation
          </LinkButton>
        </div>
        <p sx={{ m: 0, fontSize: 1, color: 'mutedText' }}>{SERVICES_PAGE_MESSAGES.discoveryCall}</p>
      </div>
    </article>
  );
}
