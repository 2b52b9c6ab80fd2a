/** Demo, step two: the demo request posted to /api/product-demo with the new customer's id. */
import Joi from 'joi';
import {
  type CalendarDay,
  DEFAULT_TIME_TEXT,
  DEMO_DATE_MESSAGES,
  demoDateError,
  parseTime,
} from '../dates';
import { CHOICE_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, MAX_RECORD_ID } from '../constants';
import { UTC, normalizeTimeZone } from '../time-zones';
import { dateRuleField } from './date-field';
import { genericField, requiredMessage } from './generic';
import { MISSING_CODES, messagesFor } from './shared';

export const DEMO_TYPES = ['ONLINE', 'ONSITE', 'HYBRID'] as const;
export type DemoType = (typeof DEMO_TYPES)[number];
export const DEFAULT_DEMO_TYPE: DemoType = 'ONLINE';
/** The demo types as the form shows them; the codes are what is sent and stored. */
export const DEMO_TYPE_OPTIONS: readonly { value: DemoType; label: string }[] = [
  { value: 'ONLINE', label: 'Online' },
  { value: 'ONSITE', label: 'On-site' },
  { value: 'HYBRID', label: 'Hybrid' },
];
/** Before the visitor's own zone is known (the built page, a browser that reports none). */
export const DEFAULT_TIME_ZONE = UTC;

export const DEMO_COMPANY_SIZES = [
  { value: 'STARTUP', label: '1-10' },
  { value: 'SMALL', label: '11-50' },
  { value: 'MEDIUM', label: '51-200' },
  { value: 'LARGE', label: '201-1000' },
  { value: 'ENTERPRISE', label: '1000+' },
] as const;
export type DemoCompanySize = (typeof DEMO_COMPANY_SIZES)[number]['value'];

export const DEMO_REQUEST_MESSAGES = {
  product: requiredMessage('Product'),
  time: 'Please choose a time between 01:00 and 12:45, in 15-minute steps, AM or PM.',
  demoType: 'Demo type must be ONLINE, ONSITE or HYBRID.',
  companySize: 'Please select a company size.',
  customer: 'A customer id is required.',
  timeZone: 'Please choose a time zone from the list.',
} as const;

export interface DemoRequestValues {
  productId: number;
  customerId?: number;
  preferredDate: string;
  preferredTime: string;
  timeZone: string;
  demoType: DemoType;
  companySize?: DemoCompanySize | '';
  integrationNeeds?: string;
  specificFeatures?: string;
  currentSolution?: string;
  businessChallenges?: string;
  budgetRange?: string;
  decisionTimeline?: string;
  decisionMakers?: string;
  technicalRequirements?: string;
  complianceNeeds?: string;
  notes?: string;
}

const M = DEMO_REQUEST_MESSAGES;
const text = (label: string) => genericField({ label, max: LONG_TEXT_MAX_LENGTH });

/**
 * The demo request schema for a given `today`. `customerId` is optional so the browser can
 * validate before the customer step; the server requires it with {@link requireCustomer}.
 */
export function createDemoRequestSchema(today: CalendarDay): Joi.ObjectSchema<DemoRequestValues> {
  return Joi.object<DemoRequestValues>({
    productId: Joi.number()
      .integer()
      .positive()
      .max(MAX_RECORD_ID)
      .required()
      .messages(
        messagesFor(
          ['any.required', 'number.base', 'number.integer', 'number.positive', 'number.max'],
          M.product,
        ),
      ),
    customerId: Joi.number()
      .integer()
      .positive()
      .max(MAX_RECORD_ID)
      .optional()
      .messages(
        messagesFor(
          ['number.base', 'number.integer', 'number.positive', 'number.max', 'any.required'],
          M.customer,
        ),
      ),
    preferredDate: dateRuleField(demoDateError, today, DEMO_DATE_MESSAGES.required),
    preferredTime: Joi.string()
      .default(DEFAULT_TIME_TEXT)
      .custom(
        (value: string, helpers) => (parseTime(value) ? value : helpers.error('any.invalid')),
        'a time such as 10:00 AM, in 15-minute steps',
      )
      .messages(messagesFor([...MISSING_CODES, 'any.invalid'], M.time)),
    // An IANA zone ('America/Chicago'): with the date and time it names one instant.
    timeZone: Joi.string()
      .max(CHOICE_MAX_LENGTH)
      .default(DEFAULT_TIME_ZONE)
      .custom(
        (value: string, helpers) => normalizeTimeZone(value) ?? helpers.error('any.invalid'),
        'an IANA time zone such as America/Chicago',
      )
      .messages(messagesFor([...MISSING_CODES, 'string.max', 'any.invalid'], M.timeZone)),
    demoType: Joi.string()
      .valid(...DEMO_TYPES)
      .default(DEFAULT_DEMO_TYPE)
      .messages(messagesFor(['any.only', 'string.base'], M.demoType)),
    companySize: Joi.string()
      .valid(...DEMO_COMPANY_SIZES.map((s) => s.value), '')
      .optional()
      .messages(messagesFor(['any.only', 'string.base'], M.companySize)),
    integrationNeeds: text('Integration needs'),
    specificFeatures: text('Specific features'),
    currentSolution: text('Current solution'),
    businessChallenges: text('Business challenges'),
    budgetRange: text('Budget range'),
    decisionTimeline: text('Decision timeline'),
    decisionMakers: text('Decision makers'),
    technicalRequirements: text('Technical requirements'),
    complianceNeeds: text('Compliance needs'),
    notes: text('Notes'),
  });
}

/** The server's variant: the demo must name the customer created in step one. */
export const requireCustomer = (schema: Joi.ObjectSchema<DemoRequestValues>) =>
  schema.fork(['customerId'], (s) => s.required());
