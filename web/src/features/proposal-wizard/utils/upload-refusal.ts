import { attachmentMessages as am } from '@agent-portal/contracts/messages';
import {
  isAllowedUploadName,
  isAllowedUploadSize,
  isAllowedUploadType,
  kindOfName,
  sniffFileKind,
  SNIFF_BYTES,
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
  if (!isAllowedUploadName(file.name)) return am.NAME_LENGTH;
  if (slot.taken >= slot.limit) return am.COUNT(slot.limit);
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffFileKind(head) === kindOfName(file.name) ? null : typeMessage;
}
