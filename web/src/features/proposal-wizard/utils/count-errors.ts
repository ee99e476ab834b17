import type { FieldErrors } from 'react-hook-form';

/** The number of fields a form currently refuses (nested groups and lists counted by their leaves). */
export function countErrors(errors: FieldErrors | undefined): number {
  if (!errors) return 0;
  let count = 0;
  for (const value of Object.values(errors) as unknown[]) {
    if (!value || typeof value !== 'object') continue;
    if ('message' in value && 'type' in value) count += 1;
    else count += countErrors(value as FieldErrors);
  }
  return count;
}

/** The messages of a form's refusals (nested groups and lists by their leaves). */
export function errorMessagesOf(errors: FieldErrors | undefined): string[] {
  if (!errors) return [];
  return (Object.values(errors) as unknown[]).flatMap((value) => {
    if (!value || typeof value !== 'object') return [];
    if ('message' in value && 'type' in value)
      return typeof value.message === 'string' ? [value.message] : [];
    return errorMessagesOf(value as FieldErrors);
  });
}
