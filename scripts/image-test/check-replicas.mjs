// What two replicas behind nginx must share: what one saves, the other and nginx show at once;
// what one stores, the other serves.
import { ADMIN_PASSWORD } from './replicas.mjs'
import { check, waitUntil } from './checks.mjs'
import { createNews, fixture, getBytes, getJson, getText, signIn } from './site.mjs'
import { info, step } from './shell.mjs'

// The bound for a publish to reach every replica and nginx.
const VISIBLE_WITHIN_MS = 2000

export async function checkReplicas({ url, instances: [one, other] }, prefix) {
  step('A news item saved through one replica')
  const judul = `Berita Uji Image ${prefix}`
  // The other replica has rendered the list before the publish, so it holds it in its cache.
  const before = await getText(`${other.url}/news`)
  check(
    before.status === 200 && !before.text.includes(judul),
    'the other replica lists no such item yet',
  )

  const login = await signIn(one.url, ADMIN_PASSWORD)
  check(login.status === 200, 'the administrator signs in on the first replica', login.status)
  const saved = await createNews(one.url, login.token, judul)
  check(
    saved.status === 201,
    'POST /api/news on the first replica saves it',
    JSON.stringify(saved.body),
  )
  const savedAt = Date.now()

  // Lists the other replica and nginx had before the publish, and nginx's uncached API: each is
  // asked until it shows the item; what counts is when that answer arrived.
  const views = {
    "the other replica's /news": `${other.url}/news`,
    "nginx's /news": `${url}/news`,
    "nginx's /api/news": `${url}/api/news`,
  }
  const seenAfter = await Promise.all(
    Object.values(views).map((address) =>
      waitUntil(
        async () => (await getText(address)).text.includes(judul) && Date.now() - savedAt + 1,
        VISIBLE_WITHIN_MS / 1000,
        address,
      ).then(
        (ms) => ms - 1,
        () => Infinity,
      ),
    ),
  )
  const timings = Object.keys(views)
    .map((view, i) => `${view} ${seenAfter[i]} ms`)
    .join(', ')
  check(
    seenAfter.every((ms) => ms <= VISIBLE_WITHIN_MS),
    `visible on the other replica and through nginx within ${VISIBLE_WITHIN_MS / 1000} s`,
    timings,
  )
  info(`seen after: ${timings}`)
  // A page never asked for before is rendered on its first visit: its time is the render's,
  // not the publish's, so it is only printed.
  const article = await getText(`${url}/news/${saved.body.slug}`)
  const articleMs = Date.now() - savedAt
  check(
    article.status === 200 && article.text.includes(judul),
    "nginx serves the item's article page",
    article.status,
  )
  info(`article page answered ${articleMs} ms after the save`)

  step('A file uploaded through one replica, asked of the other')
  const jpeg = await fixture('sample.jpg')
  const thumbnail = await getBytes(`${other.url}${saved.body.thumbnail.secure_url}`)
  check(
    thumbnail.status === 200 && thumbnail.bytes.equals(jpeg),
    'the other replica serves the uploaded thumbnail byte for byte',
    thumbnail.status,
  )
  const [listed] = (await getJson(`${url}/api/news`)).filter((n) => n.judul === judul)
  check(listed?._id === saved.body._id, 'nginx lists it once, with the id the first replica gave')
}
