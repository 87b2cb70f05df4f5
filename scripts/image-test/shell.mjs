// Plain-words progress and the commands the image test runs.
import { spawn, spawnSync } from 'node:child_process'

const started = Date.now()

const clock = () => {
  const s = Math.round((Date.now() - started) / 1000)
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/** A new step, with the minutes and seconds since the test began. */
export const step = (title) => console.log(`\n[${clock()}] ${title}`)
export const info = (text) => console.log(`[${clock()}]   ${text}`)

/**
 * Runs a command and resolves with what it printed. A failure rejects with the end of its
 * output, which is where a build or an installer says what went wrong.
 */
export function run(command, args, { env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } })
    let out = ''
    let all = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      all += chunk
    })
    child.stderr.on('data', (chunk) => (all += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve(out)
      const tail = all.trim().split('\n').slice(-40).join('\n')
      reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${tail}`))
    })
    child.stdin.end()
  })
}

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

export const isRoot = () => process.getuid?.() === 0

/** Installs from Debian's packages the commands this machine lacks ({ command: package }). */
export async function ensureCommands(commands) {
  const missing = Object.entries(commands)
    .filter(([command]) => !onPath(command))
    .map(([, pkg]) => pkg)
  if (missing.length === 0) return
  if (!isRoot()) throw new Error(`Not installed: ${missing.join(', ')}; install them as root.`)
  step(`Installing ${missing.join(', ')} from Debian's packages`)
  await run('apt-get', ['update', '-qq'])
  await run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  })
}
