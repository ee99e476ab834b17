import { ref, string, type Reference, type StringSchema, type TestContext } from 'yup';
import { ruleMessages } from '../messages/rules';
import { isBlank, toHalfWidth } from '../rules/text';

/** A sibling field name, a `$context` key, or a yup Reference. */
export type RefLike = string | Reference<unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests run under any form's context
export type Ctx = TestContext<any>;

export function resolveRef(ctx: Ctx, target: RefLike): unknown {
  return ctx.resolve(typeof target === 'string' ? ref(target) : target);
}

export const blank = isBlank;

/** The label yup passes to a message (its `path` falls back to the field name). */
export const labelOf = (params: { label?: unknown; path?: unknown }): string =>
  String(params.label ?? params.path ?? '');

/** Trimmed text; required with the common message 請輸入{label}. */
export function requiredText(label: string): StringSchema<string> {
  return string().trim().required(ruleMessages.REQUIRED(label));
}

/** Half-width, trimmed, upper-case: the form of IDs and employee numbers. */
export function upperHalfWidth(): StringSchema<string | undefined> {
  return string().transform((v: unknown) =>
    typeof v === 'string' ? toHalfWidth(v).trim().toUpperCase() : v,
  );
}

/** A format test that leaves empty values to the field's required rule. */
export function formatTest<T>(name: string, message: string, ok: (value: T) => boolean) {
  return {
    name,
    message,
    test: (value: T | undefined | null) => isBlank(value) || ok(value as T),
  };
}

/** A length range that leaves empty values to the required rule (yup's min would report '' too). */
export function lengthTest(name: string, min: number, max: number, message: string) {
  return formatTest(name, message, (v: string) => v.length >= min && v.length <= max);
}
