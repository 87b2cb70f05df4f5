// The Docker engine: the one that already answers, or one started here (as root) and stopped
// again at the end. Nothing else of the machine's Docker setup is touched.
import { spawn } from 'node:child_process'
import { mkdtemp, open, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { waitUntil } from './checks.mjs'
import { onCleanup } from './cleanup.mjs'
import { ensureCommands, info, isRoot, run, step } from './shell.mjs'

// The classic builder: BuildKit would fetch the Dockerfile's `# syntax=` frontend from Docker
// Hub, which this test must do without; the classic builder reads it as a comment.
const CLASSIC = { DOCKER_BUILDKIT: '0' }

export const docker = (...args) => run('docker', args, { env: CLASSIC })

const answers = () =>
  docker('version', '--format', '{{.Server.Version}}').then(
    (version) => version.trim(),
    () => undefined,
  )

export async function ensureDocker() {
  step('Looking for a Docker engine')
  await ensureCommands({ docker: 'docker.io' })
  const running = await answers()
  if (running) {
    info(`Docker ${running} already answers; using it`)
    return
  }
  if (!isRoot()) {
    throw new Error(
      'No Docker engine answers, and only root can start one here. Start dockerd (or run this ' +
        'test as root) and try again.',
    )
  }
  await ensureCommands({ dockerd: 'docker.io' })
  const dir = await mkdtemp(path.join(tmpdir(), 'bprs-dockerd-'))
  const log = await open(path.join(dir, 'dockerd.log'), 'a')
  const daemon = spawn('dockerd', [], { stdio: ['ignore', log.fd, log.fd] })
  const exited = new Promise((resolve) => daemon.once('exit', resolve))
  onCleanup('the dockerd this test started', async () => {
    daemon.kill('SIGTERM')
    const stopped = await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))])
    if (stopped === undefined && daemon.exitCode === null) daemon.kill('SIGKILL')
    await log.close()
    await rm(dir, { recursive: true, force: true })
  })
  const version = await waitUntil(
    async () => {
      if (daemon.exitCode !== null) {
        throw new Error(`dockerd stopped at once; see ${path.join(dir, 'dockerd.log')}`)
      }
      return answers()
    },
    60,
    'dockerd to answer',
  ).catch(async (error) => {
    const tail = (await readFile(path.join(dir, 'dockerd.log'), 'utf8')).split('\n').slice(-20)
    throw new Error(`${error.message}\n${tail.join('\n')}`)
  })
  info(`started dockerd (pid ${daemon.pid}), Docker ${version}`)
}

export async function imageExists(tag) {
  return docker('image', 'inspect', tag).then(
    () => true,
    () => false,
  )
}

/**
 * Starts a container in the background on the host's network; it is removed at the end, or
 * earlier through the function returned.
 */
export async function runContainer(name, image, { env = {}, volumes = [] } = {}) {
  const args = ['run', '-d', '--name', name, '--network', 'host']
  for (const [key, value] of Object.entries(env)) args.push('-e', `${key}=${value}`)
  for (const volume of volumes) args.push('-v', volume)
  const remove = onCleanup(`container ${name}`, () => docker('rm', '-f', name))
  await docker(...args, image)
  return remove
}

/** Waits for the image's HEALTHCHECK to call the container healthy. */
export async function waitHealthy(name, seconds = 180) {
  const started = Date.now()
  await waitUntil(
    async () => {
      const state = JSON.parse(await inspect(name, '{{json .State}}'))
      if (!state.Running) throw new Error(`${name} stopped:\n${await logsOf(name)}`)
      return state.Health?.Status === 'healthy'
    },
    seconds,
    `${name} to be healthy`,
  )
  return Math.round((Date.now() - started) / 1000)
}

export async function createVolume(name) {
  await docker('volume', 'create', name)
  onCleanup(`volume ${name}`, () => docker('volume', 'rm', '-f', name))
  return name
}

export const inspect = async (name, format) => (await docker('inspect', '-f', format, name)).trim()

/** What the container printed, both streams. */
export const logsOf = (name) => run('sh', ['-c', `docker logs ${name} 2>&1`])
