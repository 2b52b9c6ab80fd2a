import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setStaticQueryData, useStaticQuery as readStaticQueryData } from '../../utils/gatsby-mock';
import { HomeExpertise } from '../../../src/components/home/home-expertise';
import { fakeClient, renderWithClient, setBuildData } from '../support/shell';

function buildData(expertise: object[], services: object[] = []) {
  setBuildData();
  const base = readStaticQueryData() as object;
  setStaticQueryData({
    ...base,
    allCoreExpertise: { nodes: expertise },
    allService: { nodes: services },
  });
}

describe('home expertise section', () => {
  afterEach(() => jest.useRealTimers());

  it('paints the build list at once, with the description and category fallbacks', () => {
    buildData([
      {
        Id: 1,
        Name: 'Azure Cloud Architecture',
        Description: null,
        Category: null,
        Icon: 'cloud-arch',
        IsActive: true,
        OrderIndex: 1,
      },
    ]);
    const { client } = fakeClient({ 'GET /api/core-expertise': { hang: true } });
    renderWithClient(<HomeExpertise />, client);
    expect(screen.queryByTestId('expertise-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Azure Cloud Architecture' })).toBeInTheDocument();
    expect(
      screen.getByText('Comprehensive Azure training and certification program'),
    ).toBeInTheDocument();
    expect(screen.getByText('Azure Training')).toBeInTheDocument();
  });

  it('shows the skeleton (8 mobile cards, 6 desktop rows) while nothing is known', () => {
    buildData([]);
    const { client } = fakeClient({ 'GET /api/core-expertise': { hang: true } });
    renderWithClient(<HomeExpertise />, client);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
  });

  it('after 10 s with no data shows the single Azure Core Services card and stops loading', () => {
    jest.useFakeTimers();
    buildData([]);
    const { client } = fakeClient({ 'GET /api/core-expertise': { hang: true } });
    renderWithClient(<HomeExpertise />, client);
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByTestId('expertise-skeleton')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('expertise-skeleton')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('expertise-card')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Azure Core Services' })).toBeInTheDocument();
  });

  it('runtime data arriving in time replaces the skeleton', async () => {
    buildData([]);
    const { client } = fakeClient({
      'GET /api/core-expertise': {
        body: [{ Id: 5, Name: 'DevOps Transformation', IsActive: true, OrderIndex: 1 }],
      },
    });
    renderWithClient(<HomeExpertise />, client);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'DevOps Transformation' })).toBeInTheDocument(),
    );
  });

  it('the Our Services panel toggles and links each service to its card on /services', () => {
    buildData([], [{ recordId: 1, name: 'Azure AI/ML Consulting', isActive: true }]);
    const { client } = fakeClient({ 'GET /api/core-expertise': { hang: true } });
    renderWithClient(<HomeExpertise />, client);
    const toggle = screen.getByRole('button', { name: 'Our Services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('link', { name: 'Learn more about Azure AI/ML Consulting' }),
    ).toHaveAttribute('href', '/services#azure-ai/ml-consulting');
    expect(screen.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
