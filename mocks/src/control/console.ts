import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { env } from '../env';
import { now, state } from '../state';
import { route } from './contract';

/** mocks/dist/console, built by `npm run build -w @agent-portal/mocks` (vite, mocks/console/), from src/ and dist/. */
export const CONSOLE_DIST = path.resolve(__dirname, '../../dist/console');

/** The QA console (issue 44 item 7) at /__mock/console/ and the control routes only it needs. */
export const consoleControl = Router();

route(consoleControl, 'get', '/__mock/console-settings', (_req, res) => {
  res.json({ portalUrl: env.portalUrl });
});

route(consoleControl, 'get', '/__mock/clock', (_req, res) => {
  res.json({ offsetMs: state.clockOffsetMs, now: new Date(now()).toISOString() });
});

route(consoleControl, 'get', '/__mock/parameters', (_req, res) => res.json(state.parameters));

/** The page's files (index.html and hashed assets) from `dir`; without a build, a 404 saying how to make one. */
export function consoleFiles(dir: string = CONSOLE_DIST): Router {
  return Router().use(express.static(dir, { index: 'index.html' }), (_req, res) => {
    const built = existsSync(path.join(dir, 'index.html'));
    res.status(404).json({
      message: built ? '查無此檔案' : 'the console is not built: npm run build -w @agent-portal/mocks',
    });
  });
}

consoleControl.use('/console', consoleFiles());
