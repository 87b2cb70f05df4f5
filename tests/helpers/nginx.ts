import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const CONFIG = path.resolve('deploy/nginx/bprs.conf')

export type NginxSite = { dir: string; config: string; accessLog: string }

/**
 * The repository's nginx config as it would run on this machine: the compose service names
 * become loopback ports, and logs, cache and temp files move into a folder of their own.
 */
export async function renderNginx(listen: number, upstreams: number[]): Promise<NginxSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bprs-nginx-'))
  // nginx's workers drop root for `nobody`, who must reach the cache and temp folders.
  await chmod(dir, 0o755)
  for (const sub of ['cache', 'temp']) {
    await mkdir(path.join(dir, sub))
    await chmod(path.join(dir, sub), 0o777)
  }
  const accessLog = path.join(dir, 'access.log')
  let site = await readFile(CONFIG, 'utf8')
  const services = [...site.matchAll(/server (app\d+):3000/g)].map((m) => m[1])
  if (services.length !== upstreams.length) {
    throw new Error(
      `${CONFIG} names ${services.length} instances, the test starts ${upstreams.length}`,
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
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  const config = path.join(dir, 'nginx.conf')
  await writeFile(
    config,
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'bprs.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  return { dir, config, accessLog }
}

/** `nginx -t`: the rendered config is valid for Debian's nginx. */
export async function testNginx(site: NginxSite) {
  return promisify(execFile)(NGINX, [
    '-t',
    '-c',
    site.config,
    '-e',
    path.join(site.dir, 'error.log'),
  ])
}

export function startNginx(site: NginxSite): ChildProcess {
  return spawn(
    NGINX,
    ['-c', site.config, '-e', path.join(site.dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  )
}

export const removeNginx = (site: NginxSite) => rm(site.dir, { recursive: true, force: true })
