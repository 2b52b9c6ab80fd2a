/**
 * What the editor app's newsletter actions do, apart from HTTP: a post's mail previewed, a test
 * sent to one address, a send planned (now, with the post's publication, or at a time) or
 * cancelled before it starts, and a send's progress.
 */
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../plugins/refusal.js';
import {
  createSendRepository,
  type SendKind,
  type SendProgress,
  type SendRepository,
  type SendRow,
} from './send-repository.js';

export const SEND_MESSAGES = {
  postNotFound: 'Post not found',
  sendNotFound: 'Newsletter send not found',
  alreadySent: 'This post already has a newsletter send; each post goes to subscribers once.',
  notLive:
    'Only a published post can be sent now. Send it with its publication, or at a time, instead.',
  pastTime: 'Choose a time in the future for the send.',
  noSmtp: 'Mail is not set up (SMTP_URL), so nothing can be sent.',
  noAddress: 'Give the address to send the test to.',
  notCancellable: 'Only a send that has not started can be cancelled.',
} as const;

export type SendWhen = { when: 'now' } | { when: 'publication' } | { when: 'at'; sendAt: string };

export interface SendView {
  id: number;
  kind: SendKind;
  /** A post send's post; null for a digest. */
  postId: number | null;
  /** A digest's posts; null for a post send. */
  postIds: number[] | null;
  status: SendRow['Status'];
  sendAt: Date | null;
  withPublication: boolean;
  createdBy: string;
  createdAt: Date;
  queuedAt: Date | null;
  finishedAt: Date | null;
  progress: SendProgress;
}

/** A send as the editor app sees it, with its progress. */
export async function sendView(repo: SendRepository, send: SendRow): Promise<SendView> {
  return {
    id: send.Id,
    kind: send.Kind,
    postId: send.PostId,
    postIds: send.PostIds,
    status: send.Status,
    sendAt: send.SendAt,
    withPublication: send.SendAt === null,
    createdBy: send.CreatedBy,
    createdAt: send.CreatedAt,
    queuedAt: send.QueuedAt,
    finishedAt: send.FinishedAt,
    progress: await repo.progress(send.Id),
  };
}

export function createSendService(app: FastifyInstance) {
  const repo = createSendRepository(app.db);
  const view = (send: SendRow) => sendView(repo, send);

  return {
    /** A post's mail as subscribers would get it, how many would, and its send if any. */
    async overview(postId: number) {
      const preview = await app.newsletterSender.preview(postId);
      if (!preview) throw refuse(404, SEND_MESSAGES.postNotFound);
      const send = await repo.sendOfPost(postId);
      return {
        postId,
        live: preview.live,
        smtp: app.newsletterSender.smtp,
        verifiedSubscribers: await repo.mailableCount(),
        subject: preview.subject,
        html: preview.html,
        text: preview.text,
        send: send ? await view(send) : null,
      };
    },

    async sendTest(postId: number, to: string | undefined): Promise<{ sentTo: string }> {
      if (!to) throw refuse(400, SEND_MESSAGES.noAddress);
      if (!app.newsletterSender.smtp) throw refuse(409, SEND_MESSAGES.noSmtp);
      const sent = await app.newsletterSender.sendTest(postId, to);
      if (!sent) throw refuse(404, SEND_MESSAGES.postNotFound);
      return { sentTo: to };
    },

    async plan(postId: number, when: SendWhen, actor: string): Promise<SendView> {
      const at = app.now();
      const post = await repo.post(postId, new Date(at));
      if (!post) throw refuse(404, SEND_MESSAGES.postNotFound);
      let sendAt: Date | null = null;
      if (when.when === 'now') {
        if (!post.live) throw refuse(409, SEND_MESSAGES.notLive);
        sendAt = new Date(at);
      } else if (when.when === 'at') {
        sendAt = new Date(when.sendAt);
        if (!(sendAt.getTime() > at)) throw refuse(400, SEND_MESSAGES.pastTime);
      }
      const send = await repo.insertSend({ postId, sendAt, createdBy: actor, at: new Date(at) });
      if (!send) throw refuse(409, SEND_MESSAGES.alreadySent);
      app.newsletterSender.wake();
      return view(send);
    },

    async progress(sendId: number): Promise<SendView> {
      const send = await repo.send(sendId);
      if (!send) throw refuse(404, SEND_MESSAGES.sendNotFound);
      return view(send);
    },

    async cancel(sendId: number): Promise<void> {
      if (await repo.cancel(sendId)) return;
      if (!(await repo.send(sendId))) throw refuse(404, SEND_MESSAGES.sendNotFound);
      throw refuse(409, SEND_MESSAGES.notCancellable);
    },
  };
}
