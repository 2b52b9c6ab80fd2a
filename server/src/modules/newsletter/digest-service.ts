/**
 * The editor app's newsletter digest, apart from HTTP: the posts that went live since the last
 * send that went out (the first digest: the last 30 days, and it says so), the mail previewed,
 * a test sent to one address, and the digest planned now or at a time. A digest is a send of
 * kind 'digest' listing its posts: the sender delivers it as it does a post's, one delivery row
 * per verified subscriber. With no post in its window, nothing can be sent.
 */
import type { FastifyInstance } from 'fastify';
import {
  DIGEST_MESSAGES,
  digestWindow,
  samePosts,
  type DigestWindow,
} from '@cloud-consulting/domain/newsletter-digest';
import { refuse } from '../../plugins/refusal.js';
import { postUrl } from './issue-mail.js';
import { SEND_MESSAGES, sendView } from './send-service.js';
import { createSendRepository, type DigestPost } from './send-repository.js';

export type DigestWhen = { when: 'now' } | { when: 'at'; sendAt: string };

export function createDigestService(app: FastifyInstance) {
  const repo = createSendRepository(app.db);

  /** The window of the next digest, as of now, and the live posts in it. */
  async function current(): Promise<{ window: DigestWindow; posts: DigestPost[] }> {
    const window = digestWindow(await repo.lastWentOutAt(), new Date(app.now()));
    return { window, posts: await repo.postsLiveBetween(window.from, window.until) };
  }

  return {
    /**
     * The next digest: its window, its posts (each with its address on the site), its mail
     * (null with no posts, and `nothingToSend` saying why), how many verified subscribers would
     * get it, and the digest waiting or sending, if any.
     */
    async overview() {
      const open = await repo.openDigest();
      const { window, posts } = await current();
      const mail =
        posts.length > 0 ? await app.newsletterSender.previewDigest(posts, window) : null;
      return {
        smtp: app.newsletterSender.smtp,
        verifiedSubscribers: await repo.mailableCount(),
        since: window.from,
        until: window.until,
        firstDigest: window.first,
        windowNote: window.first ? DIGEST_MESSAGES.firstDigest : null,
        nothingToSend: posts.length === 0 ? DIGEST_MESSAGES.nothingToSend : null,
        posts: posts.map((post) => ({
          id: post.id,
          title: post.title,
          url: postUrl(app.config.publicSiteUrl, post.slug),
          liveAt: post.liveAt,
        })),
        mail,
        send: open ? await sendView(repo, open) : null,
      };
    },

    async sendTest(to: string | undefined): Promise<{ sentTo: string; posts: number }> {
      if (!to) throw refuse(400, SEND_MESSAGES.noAddress);
      if (!app.newsletterSender.smtp) throw refuse(409, SEND_MESSAGES.noSmtp);
      const { window, posts } = await current();
      if (posts.length === 0) throw refuse(409, DIGEST_MESSAGES.nothingToSend);
      await app.newsletterSender.sendTestDigest(posts, window, to);
      return { sentTo: to, posts: posts.length };
    },

    /**
     * Plans the digest of the posts since the last send, now or at a time. `postIds`, when given,
     * are the posts the editor confirmed: a digest whose posts changed since is refused.
     */
    async plan(when: DigestWhen, postIds: number[] | undefined, actor: string) {
      const at = new Date(app.now());
      let sendAt = at;
      if (when.when === 'at') {
        sendAt = new Date(when.sendAt);
        if (!(sendAt.getTime() > at.getTime())) throw refuse(400, SEND_MESSAGES.pastTime);
      }
      if (await repo.openDigest()) throw refuse(409, DIGEST_MESSAGES.alreadyOpen);
      const { window, posts } = await current();
      if (posts.length === 0) throw refuse(409, DIGEST_MESSAGES.nothingToSend);
      const ids = posts.map((post) => post.id);
      if (postIds && !samePosts(postIds, ids)) throw refuse(409, DIGEST_MESSAGES.changed);
      const send = await repo.insertDigest({
        postIds: ids,
        coversFrom: window.from,
        coversUntil: window.until,
        sendAt,
        createdBy: actor,
        at,
      });
      if (!send) throw refuse(409, DIGEST_MESSAGES.alreadyOpen);
      app.newsletterSender.wake();
      return sendView(repo, send);
    },
  };
}
