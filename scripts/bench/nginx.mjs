// nginx (Debian's package) as the reference proxy: a non-daemon child with its own conf, pid, logs and temp dirs
// under .tmp/bench/nginx, listening on 127.0.0.1 only, keepalive upstream to the same mock core, access log on.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startChild } from './processes.mjs';

export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

/** `nginx -v` writes "nginx version: nginx/1.22.1" on stderr. */
export function nginxVersion() {
  const out = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return (out.stderr || out.stdout).replace('nginx version: ', '').trim();
}

function config(dir, port, upstreamPort, poolSize) {
  const temp = (name) => path.join(dir, 'temp', name);
  return `daemon off;
master_process on;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'access.log')};
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
  server {
    listen 127.0.0.1:${port};
    keepalive_requests 1000000; # likewise towards the client (else resets at autocannon's end of a run)
    location / {
      proxy_pass http://core;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffers 16 8k;
    }
  }
}
`;
}

export function startNginx(dir, port, upstreamPort, poolSize) {
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, 'temp', name), { recursive: true });
    chmodSync(path.join(dir, 'temp', name), 0o777); // the worker runs as nobody when the bench runs as root
  }
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, config(dir, port, upstreamPort, poolSize));
  return startChild('nginx', NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    logFile: path.join(dir, 'stdout.log'),
  });
}
