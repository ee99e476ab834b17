import { Router } from 'express';
import { state } from '../state';
import { route } from './contract';

/**
 * PUT /__mock/file-content {transCode, fileCode, fileCntBase64}: replaces a stored file's base64 as the core
 * answers it (polfContent), e.g. corrupted base64, so the BFF's refusal of unusable content can be proven.
 */
export const fileContentControl = Router();

route(fileContentControl, 'put', '/__mock/file-content', (req, res) => {
  const b = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  if (typeof b.fileCntBase64 !== 'string') return res.status(400).json({ message: 'fileCntBase64 required' });
  const file = state.proposals.get(String(b.transCode))?.files.find((f) => f.fileCode === b.fileCode);
  if (!file) return res.status(404).json({ message: 'no such file' });
  file.content = b.fileCntBase64;
  res.status(204).end();
});
