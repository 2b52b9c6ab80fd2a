/**
 * What visitors send, arranged through the public API as the site sends it (the local API key,
 * a human check answered like a person, a comment form token used after its two seconds):
 * comments (a link makes the server hold one for moderation), leads and newsletter sign-ups.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { providerUrl } from './editor';

const headers = { 'x-api-key': 'local-dev-key' };
const api = (path: string) => `${providerUrl()}/api${path}`;

interface HumanCheck {
  challenge: string;
  question: string;
  formToken: string;
}

/** `n` human checks, old enough to be used (the server refuses one used under 2 s). */
async function humanChecks(request: APIRequestContext, n: number): Promise<HumanCheck[]> {
  const checks: HumanCheck[] = [];
  for (let i = 0; i < n; i++) {
    const res = await request.get(api('/human-check'), { headers });
    expect(res.ok(), await res.text()).toBe(true);
    checks.push(await res.json());
  }
  await new Promise((resolve) => setTimeout(resolve, 2100));
  return checks;
}

function answer(question: string): string {
  const [, a, op, b] = /(\d+) ([+\-×]) (\d+)/.exec(question)!;
  return String(op === '+' ? +a! + +b! : op === '-' ? +a! - +b! : +a! * +b!);
}

/** The id of a post visitors can read and comment on. */
export async function publishedPostId(request: APIRequestContext): Promise<number> {
  const res = await request.get(api('/blog?limit=1'), { headers });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).posts[0].Id;
}

export interface CommentInput {
  content: string;
  authorName: string;
  parentId?: number;
}

/** Posts comments in order; answers each one's id and the status the server gave it. */
export async function postComments(
  request: APIRequestContext,
  postId: number,
  comments: CommentInput[],
): Promise<{ id: number; status: string }[]> {
  const checks = await humanChecks(request, comments.length);
  const posted: { id: number; status: string }[] = [];
  for (const [i, comment] of comments.entries()) {
    const res = await request.post(api(`/blog/${postId}/comments`), {
      headers,
      data: { ...comment, guestId: `guest-${i}`, formToken: checks[i]!.formToken },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = await res.json();
    posted.push({ id: body.comment.Id, status: body.status });
  }
  return posted;
}

/** Sends the feedback widget's form; answers the stored lead's id. */
export async function sendFeedback(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<number> {
  const [check] = await humanChecks(request, 1);
  const res = await request.post(api('/feedback'), {
    headers,
    data: {
      type: 'service_feedback',
      category: 'Azure Consulting',
      subject,
      message: 'The team was quick and clear.',
      email,
      rating: 5,
      deliveryMode: '',
      humanCheck: { challenge: check!.challenge, answer: answer(check!.question) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.Id;
}

/** Sends the contact page's form; answers the stored lead's id. */
export async function sendContactRequest(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<number> {
  const [check] = await humanChecks(request, 1);
  const res = await request.post(api('/customer_requests'), {
    headers,
    data: {
      name,
      email,
      role: 'CTO',
      companyName: 'Contoso',
      companyUrl: '',
      city: 'Seattle',
      state: 'Washington',
      country: 'United States',
      zipCode: '',
      industry: 'Technology',
      inquiryTitle: 'Azure Consulting Services',
      message: 'We would like help moving our workloads to Azure.',
      source: 'ContactUs Page',
      humanCheck: { challenge: check!.challenge, answer: answer(check!.question) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.Id;
}

/** Signs an address up for the newsletter (it waits for confirmation). */
export async function subscribe(
  request: APIRequestContext,
  email: string,
  firstName: string,
): Promise<void> {
  const res = await request.post(api('/newsletter/subscribe'), {
    headers,
    data: { email, firstName },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
