// nginx (Debian's package) twice, each a non-daemon child with its own conf, pid, logs and temp dirs, on 127.0.0.1
// only, one worker:
// - the static core: the upstream of every GET run. It answers the hot core answers itself (fixed bytes captured
//   from the mock at the bench's start, the mock's own headers) and passes everything else (logins, the form list,
//   health probes) to the mock core over a keep-alive pool; it counts the connections it accepts (stub_status).
// - the reference proxy: what a user would put in front of the core instead of the BFF, keep-alive to the static
//   core, access log on.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startChild } from './processes.mjs';

export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
/** The static core's connection counter (stub_status: accepts, handled, requests). */
const STATUS_PATH = '/__static/status';

/** `nginx -v` writes "nginx version: nginx/1.22.1" on stderr. */
export function nginxVersion() {
  const out = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return (out.stderr || out.stdout).replace('nginx version: ', '').trim();
}

/** Everything up to the server block: process, logs, temp dirs, the keep-alive upstream. */
function prelude(dir, { upstreamPort, poolSize, accessLog }) {
  const temp = (name) => path.join(dir, 'temp', name);
  return `daemon off;
master_process on;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${accessLog ? path.join(dir, 'access.log') : 'off'};
  server_tokens off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream core {
    server 127.0.0.1:${upstreamPort};
    keepalive ${poolSize};
    keepalive_timeout 4s; # below Node's 5 s server keep-alive, so the mock never closes a connection nginx reuses
    keepalive_requests 1000000; # nginx closes a connection after 1000 requests by default; Node never does
  }
`;
}

const PROXY = `proxy_pass http://core;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffers 16 8k;`;

function start(name, dir, conf, cpu) {
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, 'temp', t), { recursive: true });
    chmodSync(path.join(dir, 'temp', t), 0o777); // the worker runs as nobody when the bench runs as root
  }
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return startChild(name, NGINX, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
    logFile: path.join(dir, 'stdout.log'),
    cpu,
  });
}

/** The reference proxy in front of `upstreamPort` (the static core); `cpu`: the measured servers' (processes.mjs). */
export function startNginx(dir, port, upstreamPort, poolSize, cpu) {
  return start(
    'nginx',
    dir,
    `${prelude(dir, { upstreamPort, poolSize, accessLog: true })}  server {
    listen 127.0.0.1:${port};
    keepalive_requests 1000000; # likewise towards the client (its default closes a connection after 1,000 requests)
    location / {
      ${PROXY}
    }
  }
}
`,
    cpu,
  );
}

/** A header value as an nginx string: double-quoted; no variables (a `$` would be one). */
function quoted(value) {
  if (value.includes('$')) throw new Error(`static core: a header value with "$" (${value})`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The static core on `port`: each answer `{ name, path, arg?: [key, value], body: Buffer, headers }` (the mock's
 * answer as captured: content type and its other headers but the hop-by-hop ones, date and length, which nginx
 * makes) is a file served for GET `path` (and, with `arg`, only when that query argument has that value); the rest
 * goes to the mock on `mockPort`. nginx adds Server, Last-Modified and (ETag off) nothing else.
 */
export function startStaticCore(dir, port, mockPort, poolSize, answers) {
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  const byPath = new Map();
  const files = [];
  for (const answer of answers) {
    const file = path.join(dir, 'static', answer.name);
    writeFileSync(file, answer.body);
    const { 'content-type': type, ...rest } = answer.headers;
    const extra = Object.entries(rest)
      .map(([k, v]) => `add_header ${k} ${quoted(v)} always;`)
      .join('\n      ');
    files.push(`    location = /__static/${answer.name} {
      internal;
      alias ${file};
      types { }
      default_type ${quoted(type ?? 'application/octet-stream')};
      ${extra}
    }`);
    if (!byPath.has(answer.path)) byPath.set(answer.path, []);
    byPath.get(answer.path).push(answer);
  }
  const locations = [...byPath].map(([p, list]) => {
    const fixed = list.find((a) => !a.arg);
    const rewrites = list
      .filter((a) => a.arg)
      .map((a) => `if ($arg_${a.arg[0]} = ${quoted(a.arg[1])}) { rewrite ^ /__static/${a.name} last; }`);
    const rest = fixed ? `rewrite ^ /__static/${fixed.name} last;` : PROXY;
    return `    location = ${p} {
      ${[...rewrites, rest].join('\n      ')}
    }`;
  });
  return start(
    'static-core',
    dir,
    `${prelude(dir, { upstreamPort: mockPort, poolSize, accessLog: false })}  server {
    listen 127.0.0.1:${port};
    keepalive_requests 1000000;
    etag off;
    max_ranges 0;
    location = ${STATUS_PATH} { stub_status; }
${locations.join('\n')}
${files.join('\n')}
    location / {
      ${PROXY}
    }
  }
}
`,
  );
}

/** Connections the static core has accepted since it started; asked on a connection of its own (counted: +1). */
export const staticCoreAccepts = (core) =>
  new Promise((resolve, reject) => {
    http
      .get(`${core}${STATUS_PATH}`, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          const m = /server accepts handled requests\s+(\d+)/.exec(body);
          if (m) resolve(Number(m[1]));
          else reject(new Error(`static core status: ${body}`));
        });
      })
      .on('error', reject);
  });
