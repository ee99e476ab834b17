import { createHash } from 'node:crypto';

/**
 * Each PDF rendered once per document version (issue 43 Deliver 6): the mock core's renderers are pure (the same
 * content gives the same document), so a document is keyed by its kind and a hash of everything it is drawn from (a
 * case's data, its signature images: a new version of the case or a new signature is a new document). The soak then
 * measures the BFF, not pdf-lib on the same CPU. Concurrent requests for one document share one rendering; a failed
 * rendering is forgotten. The least recently used documents go past 64 MiB.
 */
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  pdf: Promise<Uint8Array>;
  bytes: number;
}

const entries = new Map<string, Entry>();
let bytesHeld = 0;
const counts = { renders: 0, hits: 0 };

function forget(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytesHeld -= entry.bytes;
}

export function renderedOnce<T>(
  kind: string,
  content: T,
  render: (content: T) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const key = `${kind}:${createHash('sha256').update(JSON.stringify(content)).digest('base64url')}`;
  const known = entries.get(key);
  if (known) {
    counts.hits += 1;
    // Most recently used last: eviction takes from the front.
    entries.delete(key);
    entries.set(key, known);
    return known.pdf;
  }
  counts.renders += 1;
  const entry: Entry = { pdf: render(content), bytes: 0 };
  entries.set(key, entry);
  entry.pdf.then(
    (pdf) => {
      if (entries.get(key) !== entry) return;
      entry.bytes = pdf.byteLength;
      bytesHeld += pdf.byteLength;
      for (const [oldest] of entries) {
        if (bytesHeld <= MAX_BYTES || oldest === key) break;
        forget(oldest);
      }
    },
    () => {
      if (entries.get(key) === entry) forget(key);
    },
  );
  return entry.pdf;
}

/** How many documents were rendered and served from the cache since the process started (tests, the soak). */
export function pdfCacheCounts(): { renders: number; hits: number; documents: number; bytes: number } {
  return { ...counts, documents: entries.size, bytes: bytesHeld };
}
