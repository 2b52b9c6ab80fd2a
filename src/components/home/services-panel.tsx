/**
 * The collapsible 'Our Services' panel: each service links to its card on /services. It shows
 * the build's list only, so the expertise section around it rendering again when its own list
 * arrives (after hydration) leaves it as it is (memo).
 */
import { memo, useId, useState } from 'react';
import { serviceLink, servicesToShow } from '@cloud-consulting/domain/services-page';
import { LinkButton } from '../../ui/blocks';
import { Icon } from '../../ui/icons';
import { useBuildServices } from '../services/use-services-data';

export const ServicesPanel = memo(function ServicesPanel() {
  const { services: raw } = useBuildServices();
  const { services } = servicesToShow(raw);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div
      sx={{
        mt: 5,
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'large',
        bg: 'background',
      }}
    >
      <h3 sx={{ m: 0 }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          sx={{
            width: '100%',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 3,
            p: 4,
            bg: 'transparent',
            color: 'text',
            border: 'none',
            font: 'inherit',
            fontSize: 4,
            fontWeight: 'bold',
            cursor: 'pointer',
            textAlign: 'left',
          }}
        >
          Our Services
          <span
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s ease' }}
          >
            <Icon name="chevronDown" />
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} sx={{ px: 4, pb: 4 }}>
        <ul
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          }}
        >
          {services.map((service) => (
            <li
              key={service.id}
              sx={{
                p: 3,
                bg: 'muted',
                borderRadius: 'default',
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
              }}
            >
              <strong>{service.name}</strong>
              <span sx={{ fontSize: 1, color: 'mutedText' }}>{service.description}</span>
              <a
                href={serviceLink(service.name)}
                sx={{ color: 'primary', fontWeight: 'bold', mt: 'auto' }}
              >
                Learn more
                <span sx={{ variant: 'styles.visuallyHidden' }}> about {service.name}</span>
              </a>
            </li>
          ))}
        </ul>
        <div sx={{ mt: 4, textAlign: 'center' }}>
          <LinkButton to="/services">Explore All Services</LinkButton>
        </div>
      </div>
    </div>
  );
});
