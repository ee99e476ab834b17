import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the BFF's process, imported first by index.ts (and by the bench's floor, so both run alike).
 *
 * `--no-allocation-site-pretenuring`: with it on, V8 came to allocate some of a request's objects (its legacy
 * context, the request line's fields) straight into the old generation once enough of them had outlived one young
 * collection; a dead old object keeps what it points to alive through every young collection until the next full
 * one, so each request's whole graph then survived: 0.9 MB copied per young collection instead of 0.24 MB, and about
 * 3-4 % of the CPU of a reshaped GET (docs/bench.md, fifth pass). The BFF keeps little that lives long (sessions are
 * in Redis), so nothing gains from pretenuring.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
