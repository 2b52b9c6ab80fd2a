import { screen } from '@testing-library/react';
import { PostPreview } from '../../../src/components/blog/post-preview';
import { fakeClient } from '../support/shell';
import { prepareVisitor, renderBlog } from './render-blog';

const previewed = {
  Id: 21,
  Title: 'Private endpoints for every PaaS service',
  Slug: 'private-endpoints-for-every-paas-service',
  Content: 'Intro.\n\n## Why\n\nBecause.',
  PublishedOn: '2027-01-05T09:00:00.000Z',
  Author: 'Priya Raman',
  IsActive: false,
  Excerpt: null,
  ImageUrl: null,
  FeaturedImagePath: null,
  Featured: false,
  Tags: [{ Id: 1, Name: 'Networking', Color: '#0b5394' }],
  Status: 'scheduled',
  PublishAt: '2027-02-09T16:00:00.000Z',
  Html: '<p>Intro.</p>\n<h2>Why</h2>\n<p>Because.</p>',
};

const SEARCH = '?post=21&exp=1900000000&sig=abc_DEF-1';

describe('post preview page', () => {
  beforeEach(() => prepareVisitor('rejected'));

  it("shows the provider's post with the article's parts, its status, and no public-only parts", async () => {
    const { client, calls } = fakeClient({
      'GET /api/preview/posts/21': { body: previewed },
    });
    renderBlog(<PostPreview search={SEARCH} />, client);
    expect(screen.getByRole('status', { name: 'Loading article' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(previewed.Title);
    expect(calls[0]!.url).toMatch(/\/api\/preview\/posts\/21\?exp=1900000000&sig=abc_DEF-1$/);
    expect(
      screen.getByText(
        'Preview: this post is scheduled for 2027-02-09 16:00 UTC. Only people with this link can see this page.',
      ),
    ).toBeInTheDocument();
    // The rendered body, the date it will carry, the tags and the read time of the article.
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(screen.getByText('February 9, 2027')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('#Networking');
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    expect(
      screen.getByText('Likes, comments and the lead forms join the article once it is published.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /like/i })).not.toBeInTheDocument();
    expect(document.querySelector('[data-part]')).toBeNull();
  });

  it('shows a hero and a body image just uploaded from the provider, before any build', async () => {
    const { client } = fakeClient({
      'GET /api/preview/posts/21': {
        body: {
          ...previewed,
          ImageUrl: '/uploads/images/blog/new-hero-ab12.jpg',
          Html: '<p>Intro.</p>\n<p><img src="/uploads/images/blog/chart-cd34.png" alt="A cost chart"></p>',
        },
      },
    });
    renderBlog(<PostPreview search={SEARCH} />, client);
    const provider = new URL(client.urlFor('/'), window.location.href).origin;
    const hero = await screen.findByRole('img', { name: previewed.Title });
    expect(hero).toHaveAttribute('src', `${provider}/uploads/images/blog/new-hero-ab12.jpg`);
    expect(screen.getByRole('img', { name: 'A cost chart' })).toHaveAttribute(
      'src',
      `${provider}/uploads/images/blog/chart-cd34.png`,
    );
    expect(provider).not.toBe(window.location.origin);
  });

  it("says why a refused address cannot open, in the provider's words", async () => {
    const { client } = fakeClient({
      'GET /api/preview/posts/21': {
        status: 403,
        body: { error: 'Forbidden', message: 'The preview link has expired' },
      },
    });
    renderBlog(<PostPreview search={SEARCH} />, client);
    expect(await screen.findByText('The preview link has expired')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error Loading Article' })).toBeInTheDocument();
  });

  it('asks for a complete link without calling the provider', async () => {
    const { client, calls } = fakeClient({});
    renderBlog(<PostPreview search="?post=21&exp=1900000000" />, client);
    expect(
      await screen.findByText(
        'This preview link is incomplete: open the preview again from the editor app.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
