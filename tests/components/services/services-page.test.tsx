import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setStaticQueryData, useStaticQuery as readStaticQueryData } from '../../utils/gatsby-mock';
import { servicesPageData } from '../../../src/components/services/use-services-data';
import { ServicesView } from '../../../src/components/services/services-view';
import { ServiceCard } from '../../../src/components/services/service-card';
import ServicesPage from '../../../src/pages/services';
import { fallbackServices, normaliseService } from '@cloud-consulting/domain/services-page';
import {
  ACTIVE_MENUS,
  fakeClient,
  renderInShell,
  renderWithClient,
  setBuildData,
} from '../support/shell';

const raw = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  isActive: true,
  ...extra,
});

function renderView(data: Parameters<typeof ServicesView>[0]['data']) {
  setBuildData();
  const { client } = fakeClient({});
  return renderWithClient(<ServicesView data={data} />, client);
}

describe('services page states', () => {
  it('loading: hero, Loading Services badge, text and a spinner', () => {
    renderView(servicesPageData([], { loading: true, error: null, builtFromFallback: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByText('Loading Services')).toBeInTheDocument();
    expect(screen.getByText('Loading our comprehensive services...')).toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });

  it('error only when nothing is available: Service Error, the message and Try Again', () => {
    renderView(
      servicesPageData([], { loading: false, error: 'Server error', builtFromFallback: false }),
    );
    expect(screen.getByText('Service Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Server error');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('an error with services available still shows the services', () => {
    const data = servicesPageData([raw('Azure Consulting')], {
      loading: false,
      error: 'Server error',
      builtFromFallback: false,
    });
    expect(data.state).toBe('loaded');
  });

  it('loaded: one card per active service, Fallback Content only for the fallback list', () => {
    const data = servicesPageData([raw('A'), raw('B', { isActive: false }), raw('C')], {
      loading: false,
      error: null,
      builtFromFallback: false,
    });
    renderView(data);
    expect(screen.getAllByTestId('service-card')).toHaveLength(2);
    expect(screen.queryByText('Fallback Content')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
      'href',
      '/azure-consulting',
    );
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Ready to Transform Your Business?' }),
    ).toBeInTheDocument();
    for (const highlight of ['Quick Response Time', 'Enterprise Security', 'Tailored Solutions']) {
      expect(screen.getByText(highlight)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute('href', '/about');
  });

  it('shows Fallback Content when the build used content/ or the list is the built-in one', () => {
    renderView(
      servicesPageData([raw('A')], { loading: false, error: null, builtFromFallback: true }),
    );
    expect(screen.getByText('Fallback Content')).toBeInTheDocument();
  });

  it('shows the built-in seven with Fallback Content when no service is active', () => {
    const data = servicesPageData([raw('Off', { isActive: false })], {
      loading: false,
      error: null,
      builtFromFallback: false,
    });
    expect(data.isFallback).toBe(true);
    expect(data.services.map((s) => s.name)).toEqual(fallbackServices().map((s) => s.name));
  });

  it('a provider list that carries the built-in names is not flagged', () => {
    const data = servicesPageData(
      fallbackServices().map((s) => raw(s.name)),
      { loading: false, error: null, builtFromFallback: false },
    );
    expect(data.isFallback).toBe(false);
  });

  it('the page paints the build services at once and keeps them when the refresh fails', async () => {
    setBuildData({ menus: ACTIVE_MENUS });
    setStaticQueryData({
      ...(readStaticQueryData() as object),
      allService: {
        nodes: [
          {
            recordId: 1,
            name: 'Azure Consulting',
            description: 'D',
            imageUrl: null,
            features: ['F1'],
            price: null,
            href: '/contact-us',
            Category: null,
            icon: 'Cloud',
            isActive: true,
            isFallback: false,
          },
        ],
      },
    });
    const { client } = fakeClient({
      'GET /api/menus-and-sections': { body: ACTIVE_MENUS },
      'GET /api/services-structured': { networkError: true },
    });
    renderInShell(<ServicesPage />, { client, pathname: '/services' });
    expect(screen.getByTestId('service-card')).toHaveTextContent('Azure Consulting');
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('service-card')).toBeInTheDocument());
  });
});

describe('service card derivations', () => {
  const card = (name: string, index: number, extra: Record<string, unknown> = {}) => {
    setBuildData();
    const { client } = fakeClient({});
    renderWithClient(
      <ServiceCard
        service={normaliseService({ name, ...extra }, index)}
        index={index}
        icon="Cloud"
      />,
      client,
    );
    return screen.getByTestId('service-card');
  };

  it.each([
    [0, 'Consulting', 'Expert Consulting', true],
    [1, 'Training', 'Interactive Learning', true],
    [2, 'Corporate', 'Custom Training', false],
    [3, 'AI/ML', 'AI Innovation', false],
    [6, 'AI/ML', 'AI Innovation', false],
  ])('position %i: category %s, tagline %s, featured %s', (index, category, tagline, featured) => {
    const el = card('Something', index);
    expect(within(el).getByText(category)).toBeInTheDocument();
    expect(within(el).getByText(tagline)).toBeInTheDocument();
    expect(within(el).queryByText('Featured') !== null).toBe(featured);
  });

  it('consulting services get the Value panel and Get Started Today for /contact-us', () => {
    const el = card('Azure Consulting', 0);
    expect(within(el).getByRole('group', { name: 'Value' })).toHaveTextContent(
      'Custom SolutionsTailored consulting based on your specific needs and objectivesFree initial consultation',
    );
    expect(within(el).getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(within(el).getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(el).toHaveAttribute('id', 'azure-consulting');
  });

  it('live online workshops get Features; corporate training the price only', () => {
    expect(
      within(card('Live Online Workshops', 1)).getByRole('group', { name: 'Features' }),
    ).toHaveTextContent('Interactive LearningFlexible scheduling');
  });

  it('corporate training shows Investment with the price alone', () => {
    const panel = within(card('Corporate Training', 2, { price: 'from $4,000/course' })).getByRole(
      'group',
      {
        name: 'Investment',
      },
    );
    expect(panel).toHaveTextContent(/^Investmentfrom \$4,000\/course$/);
  });

  it('others show Investment with payment options and the guarantee; Learn More for other links', () => {
    const el = card('Analytics', 4, { href: '/azure-consulting' });
    expect(within(el).getByRole('group', { name: 'Investment' })).toHaveTextContent(
      'Contact UsFlexible payment options & custom packages availableMoney-back guarantee',
    );
    // Seen as 'Learn More'; read and indexed with the service it leads to.
    expect(within(el).getByRole('link', { name: 'Learn More about Analytics' })).toHaveAttribute(
      'href',
      '/azure-consulting',
    );
    expect(within(el).getByText("What You'll Get")).toBeInTheDocument();
    expect(within(el).getByText('Expert Guidance')).toBeInTheDocument();
    expect(within(el).getByText('Free 15-min discovery call available')).toBeInTheDocument();
  });

  it('without an image shows an icon with Service Visual; a failing image is swapped for the icon', () => {
    expect(within(card('No Image', 0)).getByText('Service Visual')).toBeInTheDocument();
  });

  it("the first card's picture is fetched at once", () => {
    const first = within(card('First', 0, { imageUrl: '/uploads/images/services/x.svg' }));
    expect(first.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
    expect(first.getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
  });

  it("a later card's picture loads lazily", () => {
    const second = within(card('Second', 1, { imageUrl: '/uploads/images/services/x.svg' }));
    expect(second.getByRole('img', { name: 'Second' })).toHaveAttribute('loading', 'lazy');
    expect(second.getByRole('img', { name: 'Second' })).not.toHaveAttribute('fetchpriority');
  });

  it('a failing image is hidden and an icon shown', () => {
    const el = card('Has Image', 1, { imageUrl: '/uploads/images/services/x.svg' });
    const img = within(el).getByRole('img', { name: 'Has Image' });
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(within(el).queryByRole('img', { name: 'Has Image' })).not.toBeInTheDocument();
    expect(within(el).getByTestId('service-visual')).toBeInTheDocument();
    expect(within(el).queryByText('Service Visual')).not.toBeInTheDocument();
  });

  it('uploaded raster images offer responsive variants, then the original, then the icon', () => {
    const el = card('Raster', 0, { imageUrl: '/uploads/images/services/x.jpg' });
    const img = within(el).getByRole('img', { name: 'Raster' });
    expect(img.getAttribute('srcset')).toContain('/uploads/images/services/x-480w.jpg 480w');
    fireEvent.error(img);
    expect(within(el).getByRole('img', { name: 'Raster' })).not.toHaveAttribute('srcset');
    fireEvent.error(within(el).getByRole('img', { name: 'Raster' }));
    expect(within(el).getByTestId('service-visual')).toBeInTheDocument();
  });
});
