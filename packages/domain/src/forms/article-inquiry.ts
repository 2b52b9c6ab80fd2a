/**
 * The compact lead form of a blog article ("Talk to an expert" under the article, "Get a free
 * consultation" in its sidebar): a reader gives a name, an email, optionally a company, and what
 * they need; the rest of the contact form's eleven fields would stop a reader mid-article. It
 * posts to /api/customer_requests like the contact form, with the source 'blog-post-{id}' or
 * 'blog-sidebar-{id}', and uses the contact form's field rules and messages.
 */
import Joi from 'joi';
import { FIELD_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants';
import { ARTICLE_LEAD_SOURCE } from '../article-leads';
import { contactFormSchema, type ContactFormValues } from './contact';

/** The inquiry type an article lead is stored with when the form sends none. */
export const ARTICLE_INQUIRY_TITLE = 'Article Inquiry';

export interface ArticleInquiryValues {
  name: string;
  email: string;
  companyName?: string;
  message: string;
  inquiryTitle?: string;
  source?: string;
}

const contactField = (key: keyof ContactFormValues) =>
  contactFormSchema.extract(key) as Joi.StringSchema;

export const articleInquirySchema = Joi.object<ArticleInquiryValues>({
  name: contactField('name'),
  email: contactField('email'),
  // Optional here: a reader may ask as themselves. Given, it follows the contact form's rule.
  companyName: contactField('companyName').allow('').optional(),
  message: contactField('message'),
  inquiryTitle: Joi.string().max(TITLE_MAX_LENGTH).default(ARTICLE_INQUIRY_TITLE),
  // The form adds it when it posts; the server picks this schema only for such a source.
  source: Joi.string().max(FIELD_MAX_LENGTH).pattern(ARTICLE_LEAD_SOURCE),
});
