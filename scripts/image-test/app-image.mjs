// The repository's Dockerfile, built as it is; only NODE_IMAGE names the base.
import { onCleanup } from './cleanup.mjs'
import { docker, inspect } from './docker.mjs'
import { info, step } from './shell.mjs'

const danglingImages = async () =>
  (await docker('images', '-q', '--no-trunc', '--filter', 'dangling=true'))
    .split('\n')
    .filter(Boolean)

export async function buildAppImage(base, tag) {
  step(`Building the Dockerfile with NODE_IMAGE=${base} (npm install and next build inside)`)
  // The classic builder leaves the build stage behind as an untagged image (GBs): whatever
  // untagged image the build adds goes with the image at the end.
  const before = new Set(await danglingImages())
  onCleanup(`image ${tag} and its build stage`, async () => {
    await docker('rmi', '-f', tag).catch(() => undefined)
    const added = (await danglingImages()).filter((id) => !before.has(id))
    if (added.length > 0) await docker('rmi', '-f', ...added)
  })
  const started = Date.now()
  // Host network: the build reaches the npm registry and the Debian mirror as the machine does.
  // No cache: every run installs and builds from the lock file, as a new checkout would.
  await docker(
    'build',
    '--network',
    'host',
    '--no-cache',
    '--build-arg',
    `NODE_IMAGE=${base}`,
    '-t',
    tag,
    '.',
  )
  const seconds = Math.round((Date.now() - started) / 1000)
  const bytes = Number(await inspect(tag, '{{.Size}}'))
  info(`built ${tag} in ${seconds} s; ${Math.round(bytes / 1e6)} MB`)
  return { tag, seconds, bytes }
}
