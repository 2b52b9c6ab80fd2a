import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CommentForm } from '../../../src/components/comments/comment-form';
import {
  CommentsSection,
  SHOW_MORE_COMMENTS,
} from '../../../src/components/comments/comments-section';
import {
  COMMENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  PENDING_COMMENT_DISPLAY_MS,
} from '@cloud-consulting/domain/constants';
import { useVisitor } from '../../../src/services/use-visitor';
import { fakeClient, type FakeRoutes } from '../support/shell';
import { prepareVisitor, renderBlog } from '../blog/render-blog';

const POST = 7;
const thread = [
  {
    Id: 1,
    Content: 'Great overview of landing zones.',
    AuthorName: 'Ada Lovelace',
    CreatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    Likes: 2,
    userLiked: false,
    IsGuest: true,
    Replies: [
      {
        Id: 2,
        Content: 'Agreed, very practical.',
        AuthorName: null,
        User: { FirstName: 'Grace', LastName: 'Hopper' },
        CreatedAt: new Date().toISOString(),
        Likes: 0,
        userLiked: false,
        IsGuest: false,
        Replies: [],
      },
    ],
  },
  {
    Id: 3,
    Content: 'Second top-level comment.',
    AuthorName: 'Alan Turing',
    CreatedAt: new Date().toISOString(),
    Likes: 0,
    userLiked: false,
    IsGuest: true,
    Replies: [],
  },
];

function Section() {
  const visitor = useVisitor();
  return <CommentsSection postId={POST} visitor={visitor} />;
}

const baseRoutes: FakeRoutes = {
  [`GET /api/blog/${POST}/comments`]: { body: thread },
  'GET /api/human-check': {
    body: { formToken: 'signed.token.value', challenge: 'c', question: '1 + 1' },
  },
  'GET /api/client-info': { body: { ipHash: 'h' } },
};

function setupRendered(routes: FakeRoutes = {}) {
  prepareVisitor('accepted');
  const { client, calls } = fakeClient({ ...baseRoutes, ...routes });
  return { calls, ...renderBlog(<Section />, client) };
}

function setup(routes: FakeRoutes = {}) {
  return setupRendered(routes).calls;
}

const form = () => screen.getByTestId('comment-form');
const type = (label: string, value: string, scope = form()) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const post = (scope = form()) =>
  fireEvent.click(within(scope).getByRole('button', { name: /Post (Comment|Reply)/ }));

describe('comment form', () => {
  it('caps the comment, the name and the email at what the server accepts', async () => {
    setup();
    await screen.findAllByTestId('comment');
    const caps = {
      'Your comment': COMMENT_MAX_LENGTH,
      'Name *': FIELD_MAX_LENGTH,
      'Email (optional)': EMAIL_MAX_LENGTH,
    };
    for (const [label, cap] of Object.entries(caps)) {
      expect(within(form()).getByLabelText(label)).toHaveAttribute('maxlength', String(cap));
    }
  });

  it('counts words live and blocks posting past 500 with Word limit exceeded', async () => {
    setup();
    await screen.findAllByTestId('comment');
    expect(form()).toHaveTextContent('0 / 500 words');
    type('Your comment', 'three small words');
    expect(form()).toHaveTextContent('3 / 500 words');
    type('Your comment', Array.from({ length: 501 }, () => 'word').join(' '));
    expect(form()).toHaveTextContent('501 / 500 words');
    expect(form()).toHaveTextContent('Word limit exceeded');
    expect(within(form()).getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  });

  it('requires content and a guest name, validates the name and the optional email', async () => {
    const calls = setup();
    await screen.findAllByTestId('comment');
    post();
    expect(await within(form()).findByText('Comment content is required')).toBeInTheDocument();
    expect(within(form()).getByText('Name is required for guest comments')).toBeInTheDocument();
    type('Name *', 'R2-D2 <script>');
    type('Email (optional)', 'not-an-email');
    type('Your comment', 'Hello there');
    post();
    expect(await within(form()).findByText('Name format is invalid')).toBeInTheDocument();
    expect(within(form()).getByText('Email format is invalid')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('warns softly with Needs review', async () => {
    setup();
    await screen.findAllByTestId('comment');
    type('Your comment', 'Buy now at my casino, click here');
    expect(within(form()).getByTestId('needs-review')).toHaveTextContent('Needs review');
  });

  it('shows Posting as registered user and no name field for a user', async () => {
    prepareVisitor('accepted');
    const { client } = fakeClient({ 'GET /api/human-check': { body: { formToken: 't' } } });
    function UserForm() {
      const visitor = useVisitor('user-9');
      return <CommentForm postId={POST} visitor={visitor} onPosted={() => undefined} />;
    }
    renderBlog(<UserForm />, client);
    expect(await screen.findByText('Posting as registered user')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name *')).not.toBeInTheDocument();
  });

  it('posts with the signed form token and an empty honeypot; a published comment reloads the list', async () => {
    let posted = false;
    const calls = setup({
      [`POST /api/blog/${POST}/comments`]: () => {
        posted = true;
        return { status: 201, body: { success: true, status: 'published', flagged: false } };
      },
      [`GET /api/blog/${POST}/comments`]: () => ({
        body: posted
          ? [...thread, { ...thread[1], Id: 9, Content: 'My new comment', AuthorName: 'Jane Doe' }]
          : thread,
      }),
    });
    await screen.findAllByTestId('comment');
    type('Name *', 'Jane Doe');
    type('Your comment', 'My new comment');
    post();
    expect(await screen.findByText('Comment posted successfully!')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      content: 'My new comment',
      authorName: 'Jane Doe',
      parentId: null,
      userId: null,
      formToken: 'signed.token.value',
      website: '',
    });
    expect(body.guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('My new comment')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Your comment')).toHaveValue('');
    expect(within(form()).getByLabelText('Name *')).toHaveValue('Jane Doe');
  });

  it('shows a pending comment locally as Pending Review for 300 s unless flagged', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      let flagged = false;
      setup({
        [`POST /api/blog/${POST}/comments`]: () => ({
          status: 201,
          body: { success: true, status: 'pending_approval', flagged },
        }),
      });
      await screen.findAllByTestId('comment');
      type('Name *', 'Jane Doe');
      type('Your comment', 'Waiting for a moderator');
      post();
      expect(
        await screen.findByText(
          'Comment submitted! Your comment will be reviewed and published once approved.',
        ),
      ).toBeInTheDocument();
      const pending = screen.getByTestId('pending-comment');
      expect(pending).toHaveTextContent('Pending Review');
      expect(pending).toHaveTextContent('Waiting for a moderator');
      act(() => {
        jest.advanceTimersByTime(PENDING_COMMENT_DISPLAY_MS + 10);
      });
      expect(screen.queryByTestId('pending-comment')).not.toBeInTheDocument();

      flagged = true;
      type('Your comment', 'Something flagged');
      post();
      await waitFor(() =>
        expect(screen.getAllByText(/Comment submitted!/).length).toBeGreaterThan(0),
      );
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.queryByText('Something flagged')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a pending comment, counted in the heading, after a reload within 300 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const routes: FakeRoutes = {
        [`POST /api/blog/${POST}/comments`]: () => ({
          status: 201,
          body: { success: true, status: 'pending_approval', flagged: false },
        }),
      };
      const { unmount } = setupRendered(routes);
      await screen.findAllByTestId('comment');
      type('Name *', 'Jane Doe');
      type('Your comment', 'Still waiting after a reload');
      post();
      await screen.findByTestId('pending-comment');
      expect(screen.getByRole('heading', { name: 'Comments (4)' })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(10_000);
      });
      // The reload: the page is built again from nothing but what the tab has stored.
      unmount();
      renderBlog(<Section />, fakeClient({ ...baseRoutes, ...routes }).client);
      await screen.findAllByTestId('comment');
      expect(screen.getByTestId('pending-comment')).toHaveTextContent(
        'Still waiting after a reload',
      );
      expect(screen.getByTestId('pending-comment')).toHaveTextContent('Pending Review');
      expect(screen.getByRole('heading', { name: 'Comments (4)' })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(PENDING_COMMENT_DISPLAY_MS);
      });
      expect(screen.queryByTestId('pending-comment')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a content-validation refusal with the guidelines and keeps the text', async () => {
    setup({
      [`POST /api/blog/${POST}/comments`]: {
        status: 400,
        body: {
          success: false,
          error: 'Content validation failed',
          message: 'Your comment contains inappropriate content.',
        },
      },
    });
    await screen.findAllByTestId('comment');
    type('Name *', 'Jane Doe');
    type('Your comment', 'Something rude');
    post();
    const notice = await screen.findByTestId('comment-rejected');
    expect(notice).toHaveTextContent('Your comment contains inappropriate content.');
    expect(notice).toHaveTextContent(/community guidelines/);
    expect(within(form()).getByLabelText('Your comment')).toHaveValue('Something rude');
  });

  it('reports other failures with the server message or Failed to post comment', async () => {
    setup({ [`POST /api/blog/${POST}/comments`]: { status: 500, body: {} } });
    await screen.findAllByTestId('comment');
    type('Name *', 'Jane Doe');
    type('Your comment', 'Hello');
    post();
    expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
  });
});

describe('comments list', () => {
  it('nests replies, names users and guests, and offers Reply only on top-level comments', async () => {
    setup();
    const comments = await screen.findAllByTestId('comment');
    expect(comments).toHaveLength(3);
    expect(comments[0]).toHaveTextContent('Ada Lovelace');
    expect(comments[0]).toHaveTextContent('5 minutes ago');
    expect(within(comments[0]).getAllByTestId('avatar')[0]).toHaveTextContent('AL');
    expect(comments[1]).toHaveTextContent('Grace Hopper');
    expect(within(comments[1]).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
  });

  it('keeps one reply box open at a time and sends the parent id', async () => {
    const calls = setup({
      [`POST /api/blog/${POST}/comments`]: {
        status: 201,
        body: { status: 'published', flagged: false },
      },
    });
    await screen.findAllByTestId('comment');
    const [first, , third] = screen.getAllByTestId('comment');
    fireEvent.click(within(first).getAllByRole('button', { name: 'Reply' })[0]);
    expect(screen.getAllByTestId('reply-form')).toHaveLength(1);
    fireEvent.click(within(third).getByRole('button', { name: 'Reply' }));
    expect(screen.getAllByTestId('reply-form')).toHaveLength(1);
    expect(within(third).getByTestId('reply-form')).toBeInTheDocument();
    const reply = screen.getByTestId('reply-form');
    type('Name *', 'Jane Doe', reply);
    type('Your reply', 'A reply', reply);
    post(reply);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ parentId: 3 });
    await waitFor(() => expect(screen.queryByTestId('reply-form')).not.toBeInTheDocument());
  });

  it('likes a comment and shows the new count', async () => {
    setup({ 'POST /api/blog/comments/1/like': { body: { action: 'created', likes: 3 } } });
    const [first] = await screen.findAllByTestId('comment');
    fireEvent.click(within(first).getAllByRole('button', { name: /Like/ })[0]);
    await waitFor(() =>
      expect(within(first).getAllByTestId('comment-likes')[0]).toHaveTextContent('3'),
    );
  });

  it('shows the first page and loads the next with Show more comments', async () => {
    const page = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({
        ...thread[1],
        Id: from + i,
        Content: `Comment number ${from + i}`,
      }));
    const pages = [
      { comments: page(101, 120), hasMore: true, nextAfter: 120, total: 22 },
      { comments: page(121, 122), hasMore: false, nextAfter: null, total: 22 },
    ];
    let served = 0;
    const calls = setup({
      [`GET /api/blog/${POST}/comments`]: () => ({ body: pages[Math.min(served++, 1)] }),
    });
    expect(await screen.findByText('Comment number 120')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 121')).not.toBeInTheDocument();
    // The heading counts the whole thread, not only the page on screen.
    expect(screen.getByRole('heading', { name: 'Comments (22)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: SHOW_MORE_COMMENTS }));
    expect(await screen.findByText('Comment number 122')).toBeInTheDocument();
    expect(screen.getByText('Comment number 101')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHOW_MORE_COMMENTS })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (22)' })).toBeInTheDocument();
    const threadCalls = calls.filter((call) => call.url.includes(`/blog/${POST}/comments`));
    expect(threadCalls.map((call) => new URL(call.url).searchParams.get('after'))).toEqual([
      null,
      '120',
    ]);
    expect(new URL(threadCalls[0]!.url).searchParams.get('limit')).toBe('20');
  });

  it('says when comments cannot be loaded', async () => {
    setup({ [`GET /api/blog/${POST}/comments`]: { status: 500, body: {} } });
    expect(
      await screen.findByText('Failed to load comments. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('comment thread depth', () => {
  // A top-level comment, a reply to it, and a reply to that reply.
  const twoLevels = [
    {
      ...thread[0],
      Replies: [
        {
          ...thread[0].Replies[0],
          Replies: [
            {
              Id: 4,
              Content: 'A reply to the reply.',
              AuthorName: 'Edsger Dijkstra',
              CreatedAt: new Date().toISOString(),
              Likes: 0,
              userLiked: false,
              IsGuest: true,
              Replies: [],
            },
          ],
        },
      ],
    },
  ];

  function renderThread(maxDepth: number) {
    prepareVisitor('accepted');
    const { client, calls } = fakeClient({
      [`GET /api/blog/${POST}/comments`]: { body: twoLevels },
      [`POST /api/blog/${POST}/comments`]: {
        status: 201,
        body: { status: 'published', flagged: false },
      },
      'GET /api/human-check': { body: { formToken: 't' } },
      'GET /api/client-info': { body: { ipHash: 'h' } },
    });
    function DeepSection() {
      const visitor = useVisitor();
      return <CommentsSection postId={POST} visitor={visitor} maxDepth={maxDepth} />;
    }
    renderBlog(<DeepSection />, client);
    return calls;
  }

  it('at depth 2 offers Reply on a reply, none on a reply to a reply, and counts all three', async () => {
    const calls = renderThread(2);
    const comments = await screen.findAllByTestId('comment');
    expect(comments.map((c) => c.querySelector('p')?.textContent)).toEqual([
      'Great overview of landing zones.',
      'Agreed, very practical.',
      'A reply to the reply.',
    ]);
    const [, reply, replyToReply] = comments;
    expect(within(replyToReply).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    fireEvent.click(within(reply).getAllByRole('button', { name: 'Reply' })[0]);
    const box = within(reply).getByTestId('reply-form');
    type('Name *', 'Jane Doe', box);
    type('Your reply', 'Deeper', box);
    post(box);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ parentId: 2 });
  });

  it('at depth 1 offers Reply on the top-level comment only and shows no deeper reply', async () => {
    renderThread(1);
    const comments = await screen.findAllByTestId('comment');
    expect(comments).toHaveLength(2);
    expect(within(comments[0]).getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    expect(within(comments[1]).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByText('A reply to the reply.')).not.toBeInTheDocument();
  });
});
