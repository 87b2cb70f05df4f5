// deploy/nginx/bprs.conf run on this machine, for the tests (tests/helpers/nginx.ts) and the bench
// (scripts/bench-pages.mjs), so both measure and check the very file production runs.
import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const NGINX_CONFIG = path.resolve('deploy/nginx/bprs.conf')

/** The app instances the shipped upstream names (app1, app2, …). */
export async function nginxInstances() {
  const site = await readFile(NGINX_CONFIG, 'utf8')
  return [...site.matchAll(/server (app\d+):3000/g)].map((m) => m[1])
}

/**
 * The shipped config with the compose service names turned into loopback ports, and logs, cache
 * and temp files moved into a folder of their own; nothing else of it changes. `workers` and
 * `connections` are the main config's (the official nginx image's are 'auto' and 1024); `extra`
 * is more http-context text, such as another server.
 * @param {number} listen
 * @param {number[]} upstreams one port per instance the shipped upstream names
 * @param {{ workers?: string, connections?: number, extra?: string }} [options]
 * @returns {Promise<{ dir: string, config: string, accessLog: string }>}
 */
export async function renderNginx(listen, upstreams, options = {}) {
  const { workers = '1', connections = 256, extra = '' } = options
  const dir = await mkdtemp(path.join(tmpdir(), 'bprs-nginx-'))
  // nginx's workers drop root for `nobody`, who must reach the cache and temp folders.
  await chmod(dir, 0o755)
  for (const sub of ['cache', 'temp']) {
    await mkdir(path.join(dir, sub))
    await chmod(path.join(dir, sub), 0o777)
  }
  const accessLog = path.join(dir, 'access.log')
  let site = await readFile(NGINX_CONFIG, 'utf8')
  const services = await nginxInstances()
  if (services.length !== upstreams.length) {
    throw new Error(
      `${NGINX_CONFIG} names ${services.length} instances, ${upstreams.length} were given`,
    )
  }
  services.forEach((name, i) => {
    site = site.replace(`server ${name}:3000`, `server 127.0.0.1:${upstreams[i]}`)
  })
  site = site
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace('/var/cache/nginx/bprs', path.join(dir, 'cache'))
    .replace('/var/log/nginx/access.log', accessLog)
  await writeFile(path.join(dir, 'bprs.conf'), site)
  /** @param {string} name */
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  const config = path.join(dir, 'nginx.conf')
  await writeFile(
    config,
    [
      `worker_processes ${workers};`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      `events { worker_connections ${connections}; }`,
      'http {',
      '  include /etc/nginx/mime.types;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'bprs.conf')};`,
      extra,
      '}',
      '',
    ].join('\n'),
  )
  return { dir, config, accessLog }
}

/**
 * The bench's nginx: the shipped site in front of the bench's one instance (every instance line
 * of its upstream names it) with the official nginx image's main config (a worker per core, 1024
 * connections each), and beside it a plain server of files from `root` for the reference column.
 * @param {{ appPort: number, proxyPort: number, filesPort: number, root: string }} ports
 */
export async function benchNginx({ appPort, proxyPort, filesPort, root }) {
  const instances = await nginxInstances()
  return renderNginx(
    proxyPort,
    instances.map(() => appPort),
    {
      workers: 'auto',
      connections: 1024,
      extra: [
        '  server {',
        `    listen 127.0.0.1:${filesPort};`,
        `    root ${root};`,
        '    access_log off;',
        '    gzip on;',
        '    gzip_types application/json application/xml text/xml;',
        '  }',
      ].join('\n'),
    },
  )
}
