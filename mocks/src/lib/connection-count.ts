import type { Server } from 'node:http';

let opened = 0;

/** Counts the TCP connections the mock accepts, so `npm run bench` can tell whether its clients reuse them. */
export function countConnections(server: Server): void {
  server.on('connection', () => {
    opened += 1;
  });
}

export const connectionsOpened = (): number => opened;
