/**
 * Demo, step one: the customer request the demo modal posts to /api/customer_requests before
 * the demo itself. It has no per-field messages of its own: the generic form's wording is used.
 */
import Joi from 'joi';
import {
  CHOICE_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  FIELD_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../constants';
import { EMAIL_PATTERN, NAME_PATTERN, PLACE_PATTERN, ROLE_PATTERN, URL_PATTERN } from '../patterns';
import { LEAD_SOURCES } from '../lead-sources';
import { genericField, maxLengthMessage } from './generic';
import { phoneRule } from './shared';

export const DEMO_CUSTOMER_INQUIRY_TITLE = 'Product Demo Request';
export const DEMO_CUSTOMER_SOURCE = LEAD_SOURCES.product_demo;

export const DEMO_MESSAGES = {
  customerFailed: 'Failed to create customer',
  demoFailed: 'Failed to create demo request',
  unknown: 'Unknown error occurred',
  success: "Demo Request Submitted! We'll contact you within 24 hours to schedule your demo.",
} as const;

export interface DemoCustomerValues {
  name: string;
  email: string;
  role: string;
  companyName: string;
  companyUrl?: string;
  phone?: string;
  city: string;
  industry?: string;
  inquiryTitle: string;
  message?: string;
  source: string;
}

const bounded = { min: FIELD_MIN_LENGTH, max: FIELD_MAX_LENGTH, required: true } as const;

export const demoCustomerSchema = Joi.object<DemoCustomerValues>({
  name: genericField({ label: 'Name', pattern: NAME_PATTERN, ...bounded }),
  email: genericField({
    label: 'Email',
    pattern: EMAIL_PATTERN,
    max: EMAIL_MAX_LENGTH,
    required: true,
  }),
  role: genericField({ label: 'Role', pattern: ROLE_PATTERN, ...bounded }),
  companyName: genericField({
    label: 'Company',
    min: FIELD_MIN_LENGTH,
    max: COMPANY_MAX_LENGTH,
    required: true,
  }),
  companyUrl: genericField({ label: 'Company URL', pattern: URL_PATTERN, max: URL_MAX_LENGTH }),
  phone: genericField({ label: 'Phone', rule: phoneRule }),
  city: genericField({ label: 'City', pattern: PLACE_PATTERN, ...bounded }),
  industry: genericField({ label: 'Industry', max: CHOICE_MAX_LENGTH }),
  inquiryTitle: Joi.string()
    .max(TITLE_MAX_LENGTH)
    .default(DEMO_CUSTOMER_INQUIRY_TITLE)
    .messages({ 'string.max': maxLengthMessage('Inquiry title', TITLE_MAX_LENGTH) }),
  message: genericField({ label: 'Message', max: LONG_TEXT_MAX_LENGTH }),
  source: Joi.string()
    .max(CHOICE_MAX_LENGTH)
    .default(DEMO_CUSTOMER_SOURCE)
    .messages({ 'string.max': maxLengthMessage('Source', CHOICE_MAX_LENGTH) }),
});

/** The customer step's message, naming the product id, demo type and preferred date. */
export function demoCustomerMessage(
  productId: number,
  demoType: string,
  preferredDate: string,
): string {
  return `Product demo request for product ${productId} (${demoType}) on ${preferredDate}.`;
}
