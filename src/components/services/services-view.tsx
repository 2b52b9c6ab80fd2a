/** The services page in each of its states: loading, error (nothing to show) and loaded. */
import { HERO_BANNERS } from '@cloud-consulting/domain/catalogues';
import { SERVICES_PAGE_MESSAGES } from '@cloud-consulting/domain/services-page';
import { Spinner } from '../loader/spinner';
import { HeroBanner } from '../hero/hero-banner';
import { Badge, CallToAction, LinkButton, ScrollButton } from '../../ui/blocks';
import { Icon } from '../../ui/icons';
import type { ServicesData } from './use-services-data';
import { ServiceCard } from './service-card';

export const SERVICES_CLOSING_ID = 'services-contact';

const HIGHLIGHTS = [
  {
    icon: 'clock',
    title: 'Quick Response Time',
    text: 'A consultant replies within one business day.',
  },
  {
    icon: 'shield',
    title: 'Enterprise Security',
    text: 'Least-privilege access and compliance built in from day one.',
  },
  {
    icon: 'target',
    title: 'Tailored Solutions',
    text: 'Plans shaped around your goals, stack and budget.',
  },
];

export function ServicesView({ data }: { data: ServicesData }) {
  if (data.state === 'loading') {
    return (
      <HeroBanner
        page="services"
        eyebrow={<Badge tone="onDark">{SERVICES_PAGE_MESSAGES.loadingBadge}</Badge>}
        subtitle={SERVICES_PAGE_MESSAGES.loadingText}
      >
        <span sx={{ color: '#ffffff' }}>
          <Spinner label="Loading services" />
        </span>
      </HeroBanner>
    );
  }
  if (data.state === 'error') {
    return (
      <HeroBanner
        page="services"
        eyebrow={<Badge tone="onDark">{SERVICES_PAGE_MESSAGES.errorBadge}</Badge>}
        subtitle={<span role="alert">Error: {data.error}</span>}
      >
        <button
          type="button"
          onClick={() => window.location.reload()}
          sx={{
            variant: 'buttons.primary',
            minHeight: 44,
            bg: '#ffffff',
            color: '#0b2545',
            borderColor: '#ffffff',
          }}
        >
          {SERVICES_PAGE_MESSAGES.tryAgain}
        </button>
      </HeroBanner>
    );
  }
  return (
    <>
      <HeroBanner
        page="services"
        subtitle={HERO_BANNERS.services.subtitle}
        eyebrow={
          data.isFallback ? (
            <Badge tone="onDark">{SERVICES_PAGE_MESSAGES.fallbackBadge}</Badge>
          ) : undefined
        }
      >
        <LinkButton to="/azure-consulting" tone="light">
          Explore Services
        </LinkButton>
        <ScrollButton target={SERVICES_CLOSING_ID} tone="outlineLight">
          Contact Us
        </ScrollButton>
      </HeroBanner>
      <section
        sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: [5, 6], display: 'grid', gap: [5, 6] }}
      >
        {data.services.map((service, index) => (
          <ServiceCard
            key={service.id}
            service={service}
            index={index}
            icon={data.icons[service.name] ?? ''}
          />
        ))}
      </section>
      <CallToAction
        id={SERVICES_CLOSING_ID}
        title="Ready to Transform Your Business?"
        text="Contact us today to discuss how our expert services can help accelerate your Azure and AI initiatives"
      >
        <LinkButton to="/contact-us" tone="light">
          Schedule a Consultation
        </LinkButton>
        <LinkButton to="/about" tone="outlineLight">
          Learn About Us
        </LinkButton>
        <ul
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 4,
            width: '100%',
            display: 'grid',
            gap: 4,
            gridTemplateColumns: ['1fr', 'repeat(3, minmax(0, 1fr))'],
          }}
        >
          {HIGHLIGHTS.map((item) => (
            <li
              key={item.title}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
            >
              <Icon name={item.icon} size={32} />
              <strong>{item.title}</strong>
              <span sx={{ fontSize: 1, color: '#e3eef9' }}>{item.text}</span>
            </li>
          ))}
        </ul>
      </CallToAction>
    </>
  );
}
