import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { renderNginx } from '../../scripts/nginx-site.mjs'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export type NginxSite = Awaited<ReturnType<typeof renderNginx>>

/** The repository's nginx config as it would run on this machine (scripts/nginx-site.mjs). */
export { renderNginx }

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
