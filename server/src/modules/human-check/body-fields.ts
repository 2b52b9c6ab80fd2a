/**
 * The proof fields a visitor's submission carries besides its form's own, as joi rules for the
 * OpenAPI document: the form schemas do not name them (they are read by the human check in
 * service.ts before the form is validated, and stripped with the other unknown fields), so a
 * route's published body is its form schema with these added. Nothing validates with them.
 */
import Joi from 'joi';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, HUMAN_CHECK_FIELD } from './service.js';

const honeypot = {
  [HONEYPOT_FIELD]: Joi.string()
    .allow('')
    .description('A hidden input a person never fills: a filled one refuses the submission.'),
};

/** A lead or feedback form's proof: the answer to GET /api/human-check's question. */
export const challengeFields = Joi.object({
  [HUMAN_CHECK_FIELD]: Joi.object({
    challenge: Joi.string().required().description('The challenge token GET /api/human-check gave'),
    answer: Joi.alternatives()
      .try(Joi.string(), Joi.number())
      .required()
      .description("The visitor's answer to its question"),
  }).description('Required while the human check is switched on (HUMAN_CHECK)'),
  ...honeypot,
});

/** A comment form's proof: the invisible form token of GET /api/human-check. */
export const formTokenFields = Joi.object({
  [FORM_TOKEN_FIELD]: Joi.string().description(
    'The formToken GET /api/human-check gave; required while the human check is switched on',
  ),
  ...honeypot,
});

/** The demo's second step: the customer step's token stands in for a new question. */
export const customerTokenFields = Joi.object({
  customerToken: Joi.string().description(
    'The customerToken POST /api/customer_requests answered: with it, no humanCheck is needed',
  ),
});
