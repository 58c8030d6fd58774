import { createRoute } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { contactFormRequest, contactFormResponse } from '@/contracts/content';
import { errorBody } from '../../http/errors';
import { serverDeps } from '../../http/deps';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { RateLimitedError, submitContactMessage, type ContactLimits } from './contact.service';

const json = <S,>(schema: S) => ({ content: { 'application/json': { schema } } });

export interface ContactRouteOptions {
  /** Tests tighten or loosen the limits. */
  limits?: ContactLimits;
}

/** POST /adonis/v1/contact-form: the contact page's form. */
export function registerContactRoutes(app: Api, deps: AppDeps, options: ContactRouteOptions = {}): void {
  const { mailer } = serverDeps(deps);

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/contact-form', tags: ['content'],
      summary: "A message to the storefront's customer service: stored and e-mailed; limited per IP and per e-mail",
      request: { body: { required: true, ...json(contactFormRequest) } },
      responses: {
        201: { description: 'Received', ...json(contactFormResponse) },
        400: { description: 'VALIDATION_FAILED', ...json(apiError) },
        429: { description: 'RATE_LIMITED, with Retry-After in seconds', ...json(apiError) },
      },
    }),
    async (c) => {
      try {
        await submitContactMessage(c.get('db'), { mailer, limits: options.limits }, {
          locale: c.get('locale'), now: c.get('now'), ip: c.get('clientIp'), input: c.req.valid('json'),
        });
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        c.header('Retry-After', String(error.retryAfterSeconds));
        return c.json(errorBody('RATE_LIMITED', error.message, { retryAfterSeconds: error.retryAfterSeconds }), 429);
      }
      return respond(c, contactFormResponse, { received: true }, 201);
    },
  );
}
