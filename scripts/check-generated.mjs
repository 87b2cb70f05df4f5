// Fails when Payload's generated files lag behind the config (STYLE 11): regenerates the types and
// the import map, and asks each database adapter for a migration, which it writes only when the
// schema drifted from the last committed snapshot. Anything git then sees under the generated
// paths fails the check; the tree is put back exactly as it was before, whatever the outcome.
// Then the committed migrations are applied to a throw-away database of each adapter, which must
// hold every index the content types' definitions require (scripts/check-indexes.ts).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const payloadBin = path.join(root, 'node_modules/payload/bin.js')
const GENERATED = ['src/payload-types.ts', 'src/app/(payload)/cms/importMap.js', 'src/migrations']
// migrate:create never connects (Payload skips the connection for it), but the adapter is chosen
// by the URL's scheme, so PostgreSQL only needs a URL that names it.
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test'

const steps = [
  { label: 'types', args: ['generate:types'], databaseUrl: '' },
  { label: 'import map', args: ['generate:importmap'], databaseUrl: '' },
  {
    label: 'SQLite migration',
    args: ['migrate:create', 'check_generated', '--skip-empty'],
    databaseUrl: '',
  },
  {
    label: 'PostgreSQL migration',
    args: ['migrate:create', 'check_generated', '--skip-empty'],
    databaseUrl: postgresUrl,
  },
]

/** Every file on disk under the generated paths, with its bytes. */
function snapshot() {
  const files = new Map()
  const walk = (relative) => {
    const absolute = path.join(root, relative)
    if (!fs.existsSync(absolute)) return
    if (fs.statSync(absolute).isDirectory()) {
      for (const name of fs.readdirSync(absolute)) walk(path.join(relative, name))
    } else {
      files.set(relative, fs.readFileSync(absolute))
    }
  }
  GENERATED.forEach(walk)
  return files
}

/** Puts back the files as `before` had them; returns the paths the run had changed or added. */
function restore(before) {
  const touched = []
  const after = snapshot()
  for (const [file, bytes] of after) {
    const original = before.get(file)
    if (original?.equals(bytes)) continue
    if (original) fs.writeFileSync(path.join(root, file), original)
    else fs.rmSync(path.join(root, file))
    touched.push(file)
  }
  for (const [file, bytes] of before) {
    if (after.has(file)) continue
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), bytes)
    touched.push(file)
  }
  return touched
}

/** What git reports under the generated paths: modified, deleted or not yet tracked files. */
function gitChanges() {
  const run = spawnSync(
    'git',
    ['--no-optional-locks', 'status', '--porcelain', '--untracked-files=all', '--', ...GENERATED],
    { cwd: root, encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`git status failed: ${run.stderr}`)
  return run.stdout.split('\n').filter(Boolean)
}

// About 13 s each when the machine is quiet. A run that takes this long has hung: the one that did
// (in SQLite's migrate:create, never reproduced in 48 runs four at a time) left no output, since the
// output was read only when the child ended.
const ATTEMPT_MS = 90_000
// Payload prints this once drizzle-kit has compared the schema with the last snapshot; it writes
// a migration only after it, so a run that hangs before it has written nothing and can be retried.
const COMPARED = 'DOWN statements generation complete'

/** Runs the Payload CLI once, passing its output on as it comes; kills it after ATTEMPT_MS. */
function attempt(args, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [payloadBin, ...args], {
      cwd: root,
      // Nobody answers a prompt: with stdin closed, one that asks gives up at once.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    })
    let output = ''
    const pass = (stream) => (chunk) => {
      // Without its hide-cursor code, a drizzle-kit prompt cannot leave the terminal cursorless.
      const text = chunk.toString('utf8').replaceAll('\x1b[?25l', '')
      output += text
      stream.write(text)
    }
    child.stdout.on('data', pass(process.stdout))
    child.stderr.on('data', pass(process.stderr))
    let hung = false
    const timer = setTimeout(() => {
      hung = true
      child.kill('SIGKILL')
    }, ATTEMPT_MS)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (status, signal) => {
      clearTimeout(timer)
      if (output && !output.endsWith('\n')) process.stdout.write('\n')
      resolve({ status, signal: hung ? null : signal, hung, output })
    })
  })
}

async function runPayload({ label, args, databaseUrl }) {
  console.log(`check:generated: ${label} (payload ${args.join(' ')})`)
  let run = await attempt(args, databaseUrl)
  // A hang is the CLI's own (Payload's loader, drizzle-kit), not the config's: its migrate
  // commands skip onInit and migrate:create opens no database, so nothing of ours is running.
  // Before the comparison nothing has been written, and a second run starts clean.
  if (run.hung && !run.output.includes(COMPARED)) {
    console.warn(`check:generated: ${label} hung for ${ATTEMPT_MS / 1000} s; trying once more`)
    run = await attempt(args, databaseUrl)
  }
  if (run.hung && !run.output.includes(COMPARED)) {
    throw new Error(`payload ${args.join(' ')} hung twice for ${ATTEMPT_MS / 1000} s`)
  }
  if (run.signal) throw new Error(`payload ${args.join(' ')} stopped (${run.signal})`)
  // Hung after the comparison (with --skip-empty and nothing to write, on its way out): the
  // answer is in, and whatever it wrote, git sees below.
  if (!run.hung && run.status !== 0) {
    return `payload ${args.join(' ')} failed (exit ${run.status})`
  }
  // When a column went and another came, drizzle-kit asks whether it was renamed. With nobody to
  // answer, Payload exits 0 and writes nothing, so only a finished comparison counts as a pass.
  if (args[0] === 'migrate:create' && !run.output.includes(COMPARED)) {
    return (
      `${label}: the schema changed in a way drizzle-kit asks about (a renamed or removed ` +
      'column or table) and no committed migration covers it'
    )
  }
  return null
}

const before = snapshot()
// Ctrl-C reaches the running child too; the run then stops below, and `finally` restores.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => {})

const problems = []
let changes = []
let touched = []
try {
  for (const step of steps) {
    const problem = await runPayload(step)
    if (problem) problems.push(problem)
  }
  changes = gitChanges()
} catch (error) {
  problems.push(error.message)
} finally {
  touched = restore(before)
}

// The indexes each content type's definition requires, on both adapters' migrated schema
// (scripts/check-indexes.ts), checked on the committed migrations, so after the tree is restored.
console.log('check:generated: content-type indexes (scripts/check-indexes.ts)')
const indexes = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'scripts/check-indexes.ts')],
  { cwd: root, stdio: 'inherit' },
)
if (indexes.status !== 0) {
  problems.push('a content table lacks an index its definition requires (listed above)')
}

if (changes.length) {
  const regenerated = new Set(touched)
  problems.push(
    'the generated files do not match the committed ones:\n' +
      changes
        .map((line) => {
          const file = line.slice(3).replace(/^"|"$/g, '')
          const how = regenerated.has(file) ? 'regenerating changes it' : 'differs from git already'
          return `  ${line.slice(0, 2)} ${file}  (${how})`
        })
        .join('\n'),
  )
}
if (problems.length) {
  console.error(`\ncheck:generated failed:\n- ${problems.join('\n- ')}`)
  console.error(
    'After a config change run `npm run generate:types`, `npm run generate:importmap` and ' +
      '`npm run migrate:create -- <name>`, then commit what they write.',
  )
  process.exitCode = 1
} else {
  console.log(
    'check:generated: types, import map and migrations match the config, and every content ' +
      'table has its indexes.',
  )
}
