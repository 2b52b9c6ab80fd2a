import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EngagementBar } from '../../../src/components/engagement/engagement-bar';
import { useVisitor } from '../../../src/services/use-visitor';
import { fakeClient, type FakeRoutes } from '../support/shell';
import { prepareVisitor, renderBlog, type ConsentSetup } from '../blog/render-blog';

const POST = 42;
const stats = {
  likes: 5,
  bookmarks: 2,
  comments: 3,
  views: 10,
  shares: 1,
  userLiked: false,
  userBookmarked: false,
};

function Bar() {
  const visitor = useVisitor();
  return <EngagementBar postId={POST} visitor={visitor} pageUrl="https://site.test/blog/x" />;
}

function setup(consent: ConsentSetup, routes: FakeRoutes = {}) {
  prepareVisitor(consent);
  const { client, calls } = fakeClient({
    [`GET /api/blog/${POST}/engagements/stats`]: { body: stats },
    [`POST /api/blog/${POST}/view`]: { body: { success: true, action: 'recorded' } },
    'GET /api/client-info': { body: { ipHash: 'abc' } },
    ...routes,
  });
  renderBlog(<Bar />, client);
  return calls;
}

const likeCount = () => screen.getByTestId('like-count').textContent;

describe('engagement bar', () => {
  it('says "1 view" and "1 share" for one, "3 comments" for more', async () => {
    setup('accepted', {
      [`GET /api/blog/${POST}/engagements/stats`]: { body: { ...stats, views: 1, shares: 1 } },
    });
    await waitFor(() => expect(likeCount()).toBe('5'));
    expect(screen.getByTestId('view-count').parentElement).toHaveTextContent(/^1 view$/);
    expect(screen.getByTestId('share-count').parentElement).toHaveTextContent(/^1 share$/);
    expect(screen.getByTestId('comment-count').parentElement).toHaveTextContent(/^3 comments$/);
  });

  it('shows the stats for the post with the guest id in the query', async () => {
    const calls = setup('accepted');
    await waitFor(() => expect(likeCount()).toBe('5'));
    expect(screen.getByTestId('view-count')).toHaveTextContent('10');
    expect(screen.getByTestId('comment-count')).toHaveTextContent('3');
    const statsCall = calls.find((c) => c.url.includes('/engagements/stats'))!;
    expect(statsCall.url).toMatch(/guestId=[0-9a-f-]{36}/);
  });

  it('without cookie consent, like and bookmark look disabled and explain why; nothing is sent', async () => {
    const calls = setup('rejected');
    await waitFor(() => expect(likeCount()).toBe('5'));
    const like = screen.getByTestId('like-button');
    expect(like).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(like);
    expect(await screen.findByText('Please accept cookies to like posts')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('bookmark-button'));
    expect(await screen.findByText('Please accept cookies to bookmark posts')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("without cookie consent, the guest's id never leaves the browser: stats and shares are anonymous", async () => {
    const calls = setup('rejected', {
      [`POST /api/blog/${POST}/share`]: { body: { success: true } },
    });
    await waitFor(() => expect(likeCount()).toBe('5'));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(screen.getByRole('link', { name: 'Share on LinkedIn' }));
    expect(await screen.findByText('Share recorded!')).toBeInTheDocument();
    open.mockRestore();
    expect(calls.find((c) => c.url.includes('/engagements/stats'))!.url).not.toMatch(/guestId=./);
    expect(calls.find((c) => c.url.endsWith('/share'))!.body).toMatchObject({
      platform: 'linkedin',
      guestId: null,
    });
  });

  it('records one view per visit only when tracking is allowed', async () => {
    const calls = setup('accepted');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith(`/blog/${POST}/view`))).toHaveLength(1),
    );
    expect(calls.find((c) => c.url.endsWith('/view'))!.body).toMatchObject({
      guestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('likes optimistically, then follows the server: created is liked', async () => {
    const calls = setup('accepted', {
      [`POST /api/blog/${POST}/like`]: { body: { success: true, action: 'created', likes: 9 } },
    });
    await waitFor(() => expect(likeCount()).toBe('5'));
    fireEvent.click(screen.getByTestId('like-button'));
    expect(likeCount()).toBe('6');
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Post liked!')).toBeInTheDocument();
    // The server's count wins (others liked meanwhile).
    expect(likeCount()).toBe('9');
    expect(calls.find((c) => c.url.endsWith('/like'))!.body).toMatchObject({ userId: null });
  });

  it('reconciles with the server when it answers removed', async () => {
    setup('accepted', {
      [`POST /api/blog/${POST}/like`]: { body: { success: true, action: 'removed', likes: 4 } },
    });
    await waitFor(() => expect(likeCount()).toBe('5'));
    fireEvent.click(screen.getByTestId('like-button'));
    expect(await screen.findByText('Like removed')).toBeInTheDocument();
    expect(likeCount()).toBe('4');
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back and says so when the like fails', async () => {
    setup('accepted', { [`POST /api/blog/${POST}/like`]: { status: 500, body: {} } });
    await waitFor(() => expect(likeCount()).toBe('5'));
    fireEvent.click(screen.getByTestId('like-button'));
    expect(await screen.findByText('Failed to update like')).toBeInTheDocument();
    expect(likeCount()).toBe('5');
  });

  it('bookmarks and removes the bookmark with their toasts', async () => {
    let added = false;
    setup('accepted', {
      [`POST /api/blog/${POST}/bookmark`]: () => {
        added = !added;
        return { body: { success: true, action: added ? 'created' : 'removed' } };
      },
    });
    await waitFor(() => expect(likeCount()).toBe('5'));
    fireEvent.click(screen.getByTestId('bookmark-button'));
    expect(await screen.findByText('Post bookmarked!')).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-count')).toHaveTextContent('3');
    fireEvent.click(screen.getByTestId('bookmark-button'));
    expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-count')).toHaveTextContent('2');
  });

  it('shares to the professional network in a new tab and records the share', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const calls = setup('accepted', {
      [`POST /api/blog/${POST}/share`]: { status: 201, body: { success: true } },
    });
    await waitFor(() => expect(likeCount()).toBe('5'));
    fireEvent.click(screen.getByRole('link', { name: 'Share on LinkedIn' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('linkedin.com/sharing/share-offsite/?url='),
      '_blank',
      'noopener,noreferrer',
    );
    expect(await screen.findByText('Share recorded!')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/share'))!.body).toMatchObject({
      platform: 'linkedin',
    });
    open.mockRestore();
  });

  it('says when the share or the stats could not be recorded', async () => {
    setup('accepted', {
      [`GET /api/blog/${POST}/engagements/stats`]: { status: 500, body: {} },
      [`POST /api/blog/${POST}/share`]: { status: 500, body: {} },
    });
    expect(await screen.findByText('Failed to fetch engagement stats')).toBeInTheDocument();
    jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('link', { name: 'Share on LinkedIn' }));
    expect(await screen.findByText('Failed to record share')).toBeInTheDocument();
  });
});
