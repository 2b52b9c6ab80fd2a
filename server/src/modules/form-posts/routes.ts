/**
 * Forms sent without scripts (method POST, form-encoded) to /forms/*: the lead forms, the
 * newsletter form and a newsletter link's confirm button. Each goes through the same service as
 * its JSON route (the shared schema, one transaction, the same rate limit family) and answers a
 * plain page: what happened, the field errors in words, or the human check's question, which the
 * page asks with a signed challenge and the fields typed so far carried along. Outside /api, so
 * no key header: a browser's plain form cannot send one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_POST_FIELDS as F,
  FORM_POST_PATHS,
  FORM_POST_PREFIX,
  FORM_POST_TEXT as T,
  LEAD_FORM_POSTS,
  formPostBody,
  isLeadFormPostName,
} from '@cloud-consulting/domain/form-posts';
import { newsletterBandSchema } from '@cloud-consulting/domain/forms/newsletter-band';
import { NEWSLETTER_RESULT_MESSAGES as N } from '@cloud-consulting/domain/text';
import { Refusal } from '../../plugins/refusal.js';
import { PUBLIC_BODY_LIMIT, readBody, writeRoute } from '../../plugins/visitor-writes.js';
import { createLeadService } from '../leads/service.js';
import { createNewsletterService } from '../newsletter/service.js';
import { withoutToken } from '../newsletter/routes.js';
import { pageCsp, renderPage, type AnswerPage } from './page.js';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Field errors of a refusal, in words, in the form's order. */
function errorList(refusal: Refusal): string[] {
  const errors = refusal.body.errors;
  if (!errors) return [];
  const list = Array.isArray(errors)
    ? errors.map((e) => e.message)
    : Object.values(errors).filter((m): m is string => typeof m === 'string');
  return [...new Set(list)];
}

export async function formPostRoutes(app: FastifyInstance): Promise<void> {
  const leads = createLeadService(app);
  const newsletter = createNewsletterService(app);
  const site = app.config.publicSiteUrl.replace(/\/+$/, '');

  // Plain forms send their fields form-encoded; only these routes read that.
  app.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: PUBLIC_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] = value;
      done(null, fields);
    },
  );

  const send = (reply: FastifyReply, status: number, page: AnswerPage) =>
    reply
      .code(status)
      .header('Content-Security-Policy', pageCsp(site))
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderPage(page));

  const back = (returnTo: string) => ({ href: `${site}${returnTo}`, label: T.back });

  /** Errors the handlers do not turn into a page themselves: the rate limit, a crash. */
  function pageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const { returnTo } = formPostBody(typeof fields === 'object' ? fields : {});
    if (error instanceof Refusal) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, {
        title: T.failureTitle,
        tone: 'error',
        paragraphs: [error.message],
        back: back(returnTo),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, url: withoutToken(request.url) }, 'form post failed');
    }
    const message = status === 429 ? T.tooMany : status >= 500 ? T.serverError : error.message;
    return send(reply, status, {
      title: T.failureTitle,
      tone: 'error',
      paragraphs: [message],
      back: back(returnTo),
    });
  }

  const routeOptions = (limit: 'forms' | 'subscribe') => ({
    ...writeRoute(app, limit, 'nothing'),
    errorHandler: pageErrorHandler,
    schema: { hide: true },
  });

  app.post<{ Params: { form: string } }>(
    `${FORM_POST_PREFIX}/:form`,
    routeOptions('forms'),
    async (request, reply) => {
      const { form } = request.params;
      if (!isLeadFormPostName(form)) return reply.callNotFound();
      const { kind, apiPath } = LEAD_FORM_POSTS[form];
      const sent = formPostBody((request.body ?? {}) as Record<string, unknown>);
      const action = `${FORM_POST_PREFIX}/${form}`;
      /** The question page: a new signed challenge, what was typed carried in hidden fields. */
      const ask = (status: number, error?: string) => {
        const challenge = app.humanCheck.issue();
        return send(reply, status, {
          title: T.questionTitle,
          tone: 'neutral',
          paragraphs: [T.questionIntro],
          question: {
            text: challenge.question,
            action,
            error,
            hidden: {
              ...sent.carried,
              [F.returnTo]: sent.returnTo,
              [F.challenge]: challenge.challenge,
              // One key per question page: sending the same answer twice stores one request.
              [F.idempotencyKey]: sent.idempotencyKey ?? randomUUID(),
            },
          },
          back: back(sent.returnTo),
        });
      };
      if (app.humanCheck.required && !sent.body.humanCheck) return ask(200);
      try {
        const answer = await leads.submit(kind, apiPath, {
          body: sent.body,
          idempotencyKey: sent.idempotencyKey,
          ipHash: request.ipHash,
        });
        const message = (answer.body as { message?: string }).message ?? '';
        return send(reply, 201, {
          title: T.successTitle,
          tone: 'ok',
          paragraphs: [message],
          back: back(sent.returnTo),
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const errors = errorList(error);
        // The human check refused (wrong, expired, used, too fast): a new question.
        if (errors.length === 0 && error.statusCode === 400) return ask(400, error.message);
        return send(reply, error.statusCode, {
          title: T.failureTitle,
          tone: 'error',
          paragraphs: errors.length > 0 ? [] : [error.message],
          errors,
          back: back(sent.returnTo),
        });
      }
    },
  );

  app.post(FORM_POST_PATHS.newsletter, routeOptions('subscribe'), async (request, reply) => {
    const sent = formPostBody((request.body ?? {}) as Record<string, unknown>);
    try {
      const result = await newsletter.subscribe(
        readBody(newsletterBandSchema, sent.body),
        request.ipHash,
      );
      return send(reply, 200, {
        title: T.successTitle,
        tone: 'ok',
        paragraphs: [result.message],
        back: back(sent.returnTo),
      });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const errors = errorList(error);
      reply.headers(error.headers);
      return send(reply, error.statusCode, {
        title: T.failureTitle,
        tone: 'error',
        paragraphs: errors.length > 0 ? [] : [error.message],
        errors,
        back: back(sent.returnTo),
      });
    }
  });

  for (const purpose of ['verify', 'unsubscribe'] as const) {
    const text = purpose === 'verify' ? N.verify : N.unsubscribe;
    app.post<{ Params: { token: string } }>(
      `${FORM_POST_PREFIX}/newsletter/${purpose}/:token`,
      {
        ...routeOptions('forms'),
        logSerializers: {
          req: (req: { method: string; url: string }) => ({
            method: req.method,
            url: withoutToken(req.url),
          }),
        },
      },
      async (request, reply) => {
        const home = { href: `${site}/`, label: 'Back to Home' };
        try {
          const result =
            purpose === 'verify'
              ? await newsletter.verify(request.params.token)
              : await newsletter.unsubscribe(request.params.token);
          return send(reply, 200, {
            title: text.successTitle,
            tone: 'ok',
            paragraphs: [result.message || text.successDefault],
            back: home,
          });
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          return send(reply, error.statusCode, {
            title: text.failedTitle,
            tone: 'error',
            paragraphs: [error.message || text.failedDefault],
            back: home,
          });
        }
      },
    );
  }
}
