/**
 * A joi field for a preferred date checked against a day rule. The rule needs `today`, which a
 * schema cannot know by itself, so schemas that use it are built by a factory taking `today`.
 */
import Joi from 'joi';
import { DATE_TEXT_MAX_LENGTH } from '../constants';
import type { CalendarDay } from '../dates';

export const DATE_RULE_CODE = 'date.rule';

export function dateRuleField(
  rule: (value: string | null | undefined, today: CalendarDay) => string | null,
  today: CalendarDay,
  requiredMessage: string,
): Joi.StringSchema {
  return Joi.string()
    .max(DATE_TEXT_MAX_LENGTH)
    .required()
    .custom((value: string, helpers) => {
      const message = rule(value, today);
      return message ? helpers.error(DATE_RULE_CODE, { text: message }) : value;
    }, 'a day (YYYY-MM-DD) the form offers')
    .messages({
      'any.required': requiredMessage,
      'string.empty': requiredMessage,
      'string.base': requiredMessage,
      'string.max': requiredMessage,
      [DATE_RULE_CODE]: '{#text}',
    });
}
