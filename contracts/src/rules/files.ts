/** Upload rules of the attachment step (proposal spec, section 5). */

export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, nameMax: 40 } as const;

/** File type A (the ID-card photo) takes JPG only; every other type JPG, PNG or PDF. */
export function isAllowedUploadType(fileName: string, fileType: string): boolean {
  const ext = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const allowed = fileType === 'A' ? ['jpg', 'jpeg'] : ['jpg', 'jpeg', 'png', 'pdf'];
  return allowed.includes(ext);
}

export function isAllowedUploadSize(bytes: number): boolean {
  return bytes <= UPLOAD_LIMITS.maxBytes;
}

/** The name, extension included, may be at most 40 characters. */
export function isAllowedUploadName(fileName: string): boolean {
  return [...fileName].length <= UPLOAD_LIMITS.nameMax;
}

/** The real kind of a file, read from its first bytes (a renamed .exe is none of these). */
export type FileKind = 'jpg' | 'png' | 'pdf';

const MAGIC: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  { kind: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** How many leading bytes `sniffFileKind` needs. */
export const SNIFF_BYTES = 8;

/** The file's kind by its magic bytes, or null when it is not a JPG, PNG or PDF. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  return MAGIC.find((m) => m.bytes.every((b, i) => head[i] === b))?.kind ?? null;
}

/** The MIME type a kind is served with. */
export const FILE_KIND_MIME: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The kind the file name's extension claims, or null. */
export function kindOfName(fileName: string): FileKind | null {
  const ext = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (ext === 'jpg' || ext === 'jpeg') return 'jpg';
  return ext === 'png' || ext === 'pdf' ? ext : null;
}

/** Type and content agree: the extension is allowed for the slot and the bytes are of that kind. */
export function isAllowedUploadContent(fileName: string, fileType: string, head: Uint8Array): boolean {
  return isAllowedUploadType(fileName, fileType) && sniffFileKind(head) === kindOfName(fileName);
}

/** Check-item groups (spec 2 §3): their files belong to the VALIDATE group. */
export const CHECK_GROUPS = ['AG', 'CA', 'CR', 'CM', 'CT', 'CE'] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];
/** Attachment slots of step n5 (spec 2 §2.6): the ATTACH group. */
export const ATTACH_TYPES = ['A', 'B', 'C'] as const;
export type AttachType = (typeof ATTACH_TYPES)[number];
export type UploadFileType = CheckGroup | AttachType;
export type FileGroup = 'VALIDATE' | 'ATTACH';

export const isCheckGroup = (t: string): t is CheckGroup => (CHECK_GROUPS as readonly string[]).includes(t);
export const isAttachType = (t: string): t is AttachType => (ATTACH_TYPES as readonly string[]).includes(t);
export const fileGroupOf = (t: UploadFileType): FileGroup => (isCheckGroup(t) ? 'VALIDATE' : 'ATTACH');

/** The role that sees and must fill slot B, the internal application form (spec 2 §6). */
export const INTERNAL_FORM_ROLE = 'BM1';

/**
 * How many files a type takes (spec 2 §5): one for A, OTHER_FILE_LIMIT for C, FILE_LIMIT for the others
 * (B and every check-item group).
 */
export function uploadCountLimit(
  fileType: UploadFileType,
  limits: { fileLimit: number; otherFileLimit: number },
): number {
  if (fileType === 'A') return 1;
  return fileType === 'C' ? limits.otherFileLimit : limits.fileLimit;
}

/**
 * Slot A (a JPG photo) shows only in the remote flow, where nobody meets the customer (docs/decisions.md); slot B
 * only for role BM1; slot C always.
 */
export function attachSlots(polInsureType: 'M' | 'R', roleCode: string): AttachType[] {
  return [
    ...(polInsureType === 'R' ? (['A'] as const) : []),
    ...(roleCode === INTERNAL_FORM_ROLE ? (['B'] as const) : []),
    'C' as const,
  ];
}
