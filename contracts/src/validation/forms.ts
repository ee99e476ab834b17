import { object, string, type InferType } from 'yup';
import { ruleMessages } from '../messages/rules';

/** The longest form name the BFF accepts as a filter (bff.yaml, GET /api/forms formName). */
export const FORM_NAME_MAX = 50;

/** 表單下載's criteria (spec 1 §2): a category code (empty: all) and part of a name, both trimmed. */
export const formSearchSchema = object({
  formType: string().trim().default(''),
  formName: string()
    .trim()
    .max(FORM_NAME_MAX, ruleMessages.MAX_LENGTH('表單名稱', FORM_NAME_MAX))
    .default(''),
});
export type FormSearchForm = InferType<typeof formSearchSchema>;
