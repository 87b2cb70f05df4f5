// The WordPress import command inside the image (docs/wordpress-import.md): run with `docker exec`
// in a replica on PostgreSQL and S3 while both serve, its news and old addresses then answered
// through nginx, its pictures from the S3 bucket.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { check, waitUntil } from './checks.mjs'
import { docker } from './docker.mjs'
import { getBytes, getJson } from './site.mjs'
import { info, step } from './shell.mjs'

const FIXTURE = path.resolve('tests/fixtures/wordpress')
// The categories the fixture's dry run leaves for the bank to map.
const MAPPED = { edukasi: 'Tabungan', 'kabar-kantor': 'Agenda Perusahaan' }
// Redirects reach every instance within seconds of a change (issue 42).
const REDIRECTS_FRESH_WITHIN_MS = 5000

/** Runs the image's command in the container; answers its exit code and output. */
const importCommand = (container, ...args) =>
  docker(
    'exec',
    container,
    'node',
    'scripts/import-wordpress.mjs',
    '/tmp/wordpress/export.xml',
    '--uploads',
    '/tmp/wordpress/uploads',
    '--mapping',
    '/tmp/wordpress-kategori.json',
    '--report',
    '/tmp/wordpress-laporan.json',
    ...args,
  ).then(
    (out) => ({ code: 0, out }),
    (error) => ({ code: 1, out: error.message }),
  )

export async function checkImportCommand({ url, instances: [one] }) {
  step('The WordPress import command inside the image')
  const dir = await mkdtemp(path.join(tmpdir(), 'bprs-image-wordpress-'))
  try {
    await cp(FIXTURE, path.join(dir, 'wordpress'), { recursive: true })
    await docker('cp', path.join(dir, 'wordpress'), `${one.name}:/tmp/wordpress`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }

  const dry = await importCommand(one.name, '--dry-run')
  check(dry.out.includes('Uji coba (tidak ada yang disimpan)'), 'the dry run reports', dry.out)
  const mappingFile = path.join(await mkdtemp(path.join(tmpdir(), 'bprs-image-map-')), 'k.json')
  await docker('cp', `${one.name}:/tmp/wordpress-kategori.json`, mappingFile)
  const mapping = JSON.parse(await readFile(mappingFile, 'utf8'))
  for (const [slug, kategori] of Object.entries(MAPPED)) mapping[slug].kategori = kategori
  await writeFile(mappingFile, JSON.stringify(mapping))
  await docker('cp', mappingFile, `${one.name}:/tmp/wordpress-kategori.json`)
  await rm(path.dirname(mappingFile), { recursive: true, force: true })

  const run = await importCommand(one.name)
  check(run.code === 0 && run.out.includes('Impor WordPress selesai'), 'the import runs', run.out)
  const news = await getJson(`${url}/api/news`)
  const imported = news.find((n) => n.judul === 'Zakat Profesi: Cara Menghitung')
  check(imported, 'nginx lists an imported post as news')
  const picture = await getBytes(`${url}${imported.thumbnail.secure_url}`)
  check(
    picture.status === 200 && picture.bytes.length > 0,
    'its featured image is served (from the S3 bucket)',
    picture.status,
  )
  // Each instance re-reads its redirects at most once a second, in the background of a visit.
  const importedAt = Date.now()
  let last = ''
  const movedAfter = await waitUntil(
    async () => {
      const old = await fetch(`${url}/2024/07/zakat-profesi/`, { redirect: 'manual' })
      const location = old.headers.get('location') ?? ''
      last = `${old.status} ${location}`
      return old.status === 301 && location.endsWith(`/news/${imported.slug}`)
        ? Date.now() - importedAt + 1
        : false
    },
    REDIRECTS_FRESH_WITHIN_MS / 1000,
    'the old permalink to answer 301',
  ).catch(() => Infinity)
  check(
    movedAfter <= REDIRECTS_FRESH_WITHIN_MS,
    `its old permalink answers 301 to it through nginx within ${REDIRECTS_FRESH_WITHIN_MS / 1000} s`,
    last,
  )
  const again = await importCommand(one.name)
  const count = (await getJson(`${url}/api/news`)).filter((n) => n.judul === imported.judul)
  check(again.code === 0 && count.length === 1, 'a second run doubles nothing', again.out)
  info(run.out.split('\n').slice(-12).join('\n'))
}
