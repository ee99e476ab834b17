import { attachmentMessages as am } from '@agent-portal/contracts/messages';
import {
  isAllowedUploadSize,
  isAllowedUploadType,
  kindOfName,
  sniffFileKind,
  SNIFF_BYTES,
  uploadNameRefusal,
} from '@agent-portal/contracts/rules';

/**
 * Why a picked file cannot be uploaded (spec 2 §5, in its order: type, size, name, count), or null. The same
 * contracts rules the BFF enforces; the real type is read from the file's first bytes.
 */
export async function uploadRefusal(
  file: File,
  fileType: string,
  slot: { taken: number; limit: number },
): Promise<string | null> {
  const typeMessage = fileType === 'A' ? am.TYPE_A_JPG : am.TYPE_ALLOWED;
  if (!isAllowedUploadType(file.name, fileType)) return typeMessage;
  if (!isAllowedUploadSize(file.size)) return am.SIZE;
  const nameRefusal = uploadNameRefusal(file.name);
  if (nameRefusal) return nameRefusal;
  if (slot.taken >= slot.limit) return am.COUNT(slot.limit);
  const head = await readHead(file);
  return sniffFileKind(head) === kindOfName(file.name) ? null : typeMessage;
}

/** The file's first bytes (FileReader: also where Blob.arrayBuffer is missing, e.g. jsdom). */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('file read failed'));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });
}
