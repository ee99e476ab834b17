import { attachmentMessages } from '../messages/attachments';
import { isAllowedUploadName } from './files';

/**
 * Why an upload's file name is refused (issue 20 item 7), or null. The name is stored by the core, shown in lists and
 * sent back in Content-Disposition: it must not hold a path (a separator or a `..`), a character that breaks a log
 * line or a header (C0/C1 controls, DEL, the line and paragraph separators), a direction mark that shows a name
 * other than the real one (`圖片\u202Egpj.exe` reads as `圖片exe.jpg`), or markup.
 */
export type UploadNameProblem = 'length' | 'separator' | 'dotSegment' | 'control' | 'bidi' | 'markup';

const SEPARATOR = /[/\\]/;
const DOT_SEGMENT = /\.\./;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** LRM, RLM, ALM, the embeddings and overrides (U+202A-202E) and the isolates (U+2066-2069). */
const BIDI = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
const MARKUP = /[<>]/;

/** In the order they are reported: the first that applies. */
const CHECKS: readonly [Exclude<UploadNameProblem, 'length'>, RegExp][] = [
  ['control', CONTROL],
  ['bidi', BIDI],
  ['separator', SEPARATOR],
  ['dotSegment', DOT_SEGMENT],
  ['markup', MARKUP],
];

export function uploadNameProblem(fileName: string): UploadNameProblem | null {
  if (!isAllowedUploadName(fileName)) return 'length';
  return CHECKS.find(([, pattern]) => pattern.test(fileName))?.[0] ?? null;
}

/** The catalogue's text for a refused name (the BFF's envelope and the SPA's alert say the same), or null. */
export function uploadNameRefusal(fileName: string): string | null {
  const problem = uploadNameProblem(fileName);
  if (!problem) return null;
  return problem === 'length' ? attachmentMessages.NAME_LENGTH : attachmentMessages.NAME_UNSAFE[problem];
}
