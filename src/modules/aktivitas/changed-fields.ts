type Doc = Record<string, unknown>

// Bookkeeping Payload keeps on every record, and the stored file's own details, which show
// as one "file" change below.
// Who saved (diubahOleh) is the activity's own pengguna, not a change of the record.
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status', 'diubahOleh'])
const FILE_FIELDS = new Set([
  'filename',
  'filesize',
  'mimetype',
  'url',
  'thumbnailURL',
  'sizes',
  'width',
  'height',
  'focalX',
  'focalY',
  'prefix',
])

/** A related document, read with its fields (the site's pictures) or as its id alone. */
const isDocument = (value: object): value is { id: unknown } =>
  'id' in value && 'updatedAt' in value

// Array rows carry ids that are new on every save; only their content counts. A related
// document counts by its id, whether the read gave its fields or not.
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object' && isDocument(value)
      ? value.id
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => key !== 'id')
              .map(([key, inner]) => [key, withoutIds(inner)]),
          )
        : (value ?? null)

const same = (a: unknown, b: unknown) =>
  JSON.stringify(withoutIds(a)) === JSON.stringify(withoutIds(b))

/** The names of the fields an update changed; a new upload is named "file". */
export function changedFields(doc: Doc, previous: Doc): string[] {
  const keys = new Set([...Object.keys(doc), ...Object.keys(previous)])
  const changed: string[] = []
  for (const key of keys) {
    if (IGNORED.has(key) || FILE_FIELDS.has(key)) continue
    if (!same(doc[key], previous[key])) changed.push(key)
  }
  if (!same(doc.filename, previous.filename)) changed.push('file')
  return changed
}
