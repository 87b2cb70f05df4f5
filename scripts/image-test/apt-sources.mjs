// The Debian mirror this machine's apt uses, read from its sources at run time (so no host name
// is ever written into the repository): the base image is bootstrapped from it, and its own apt
// points at it, so that `apt-get` inside the build reaches what the machine reaches.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const APT = '/etc/apt'

const withoutComments = (text) =>
  text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')

/** `deb [options] uri suite component...` lines. */
function oneLineEntries(text) {
  const entries = []
  for (const line of withoutComments(text).split('\n')) {
    const m = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)\s+(.+)$/.exec(line.trim())
    if (m) entries.push({ uris: [m[1]], suites: [m[2]], components: m[3].split(/\s+/) })
  }
  return entries
}

/** deb822 stanzas (Types:, URIs:, Suites:, Components:, Enabled:). */
function deb822Entries(text) {
  return withoutComments(text)
    .split(/\n\s*\n/)
    .map((stanza) => {
      const fields = {}
      for (const m of stanza.matchAll(/^([A-Za-z-]+):\s*(.*)$/gm)) {
        fields[m[1].toLowerCase()] = m[2].trim().split(/\s+/)
      }
      return fields
    })
    .filter((f) => f.types?.includes('deb') && f.enabled?.[0] !== 'no' && f.uris && f.suites)
    .map((f) => ({ uris: f.uris, suites: f.suites, components: f.components ?? [] }))
}

async function aptEntries() {
  const entries = []
  const main = await readFile(path.join(APT, 'sources.list'), 'utf8').catch(() => '')
  entries.push(...oneLineEntries(main))
  const dir = path.join(APT, 'sources.list.d')
  for (const name of (await readdir(dir).catch(() => [])).sort()) {
    const text = await readFile(path.join(dir, name), 'utf8')
    if (name.endsWith('.list')) entries.push(...oneLineEntries(text))
    if (name.endsWith('.sources')) entries.push(...deb822Entries(text))
  }
  return entries
}

/**
 * For Debian `release`: the mirror to bootstrap from, and the sources.list of the base image (the
 * machine's entries for that release, its updates and its security suite; the bare mirror when
 * the machine runs another release).
 */
export async function debianSources(release) {
  const entries = (await aptEntries()).filter((e) => e.components.includes('main'))
  const ofRelease = entries.flatMap((e) =>
    e.suites
      .filter((suite) => suite === release || suite.startsWith(`${release}-`))
      .map((suite) => ({ uri: e.uris[0], suite })),
  )
  const archive =
    ofRelease.find((e) => e.suite === release)?.uri ??
    entries.find((e) => !e.suites.some((s) => s.endsWith('-security')))?.uris[0]
  if (!archive) {
    throw new Error(`No apt source of this machine (${APT}) names a Debian archive with "main".`)
  }
  const lines = ofRelease.length > 0 ? ofRelease : [{ uri: archive, suite: release }]
  return {
    mirror: archive,
    sourcesList: lines.map((e) => `deb ${e.uri} ${e.suite} main\n`).join(''),
  }
}
