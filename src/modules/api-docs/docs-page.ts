type Json = Record<string, unknown>
type Schema = Json & {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  patternProperties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  enum?: unknown[]
}

/*
 * /api/docs: the OpenAPI document rendered as one plain HTML page on the server, so developers
 * can read it without a CDN, a script or a separate viewer.
 */

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const refName = (ref: string) => ref.split('/').pop()!

function typeOf(s: Schema): string {
  if (s.$ref) return `<a href="#schema-${escape(refName(s.$ref))}">${escape(refName(s.$ref))}</a>`
  if (s.format === 'binary') {
    const types = [s, ...(s.anyOf ?? [])].flatMap((t) => t.contentMediaType ?? [])
    return `file${types.length ? ` (${escape(types.join(', '))})` : ''}`
  }
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ')
  if (s.enum) return s.enum.map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(' | ')
  if (s.type === 'array' && s.items) return `${typeOf(s.items)}[]`
  if (s.type === 'object' && s.properties) return `object ${fieldsTable(s)}`
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any')
  return escape(s.format ? `${type} (${s.format})` : type)
}

function rules(s: Schema): string {
  const parts: string[] = []
  if (s.description) parts.push(escape(s.description))
  const binary = s.format === 'binary'
  if (s.minLength)
    parts.push(s.minLength === 1 ? 'not empty' : `at least ${s.minLength} characters`)
  if (s.maxLength)
    parts.push(binary ? `at most ${s.maxLength} bytes` : `at most ${s.maxLength} characters`)
  if (s.maxItems !== undefined) parts.push(`at most ${s.maxItems} items`)
  if (s.pattern) parts.push(`pattern <code>${escape(s.pattern)}</code>`)
  if (Array.isArray(s.examples) && s.examples.length)
    parts.push(`e.g. ${s.examples.map((e) => `<code>${escape(e)}</code>`).join(', ')}`)
  if (s.default !== undefined)
    parts.push(`default <code>${escape(JSON.stringify(s.default))}</code>`)
  if (s.contentSchema) parts.push(`holds ${typeOf(s.contentSchema as Schema)}`)
  return parts.join('; ')
}

function fieldsTable(s: Schema): string {
  const rows = Object.entries({ ...s.properties, ...s.patternProperties }).map(
    ([name, field]) =>
      `<tr><td><code>${escape(name)}</code>${s.required?.includes(name) ? ' <b>*</b>' : ''}</td><td>${typeOf(field)}</td><td>${rules(field)}</td></tr>`,
  )
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function responseRow(status: string, response: Json, doc: Json): string {
  const resolved = (
    response.$ref
      ? ((doc.components as Json).responses as Json)[refName(response.$ref as string)]
      : response
  ) as Json
  const content = (resolved.content ?? {}) as Record<string, { schema?: Schema }>
  const shapes = Object.entries(content)
    .map(([type, media]) => `${escape(type)}${media.schema ? ` ${typeOf(media.schema)}` : ''}`)
    .join('<br>')
  const headers = Object.keys((resolved.headers ?? {}) as Json)
    .map((h) => `<code>${escape(h)}</code>`)
    .join(', ')
  return `<tr><td>${escape(status)}</td><td>${escape(resolved.description)}${headers ? `<br><small>Headers: ${headers}</small>` : ''}</td><td>${shapes}</td></tr>`
}

function operationSection(path: string, method: string, op: Json, shared: Json[], doc: Json) {
  const params = [...shared, ...((op.parameters as Json[]) ?? [])]
  const body = (op.requestBody as Json | undefined)?.content as
    Record<string, { schema: Schema }> | undefined
  const auth = (op.security as unknown[]).length
    ? 'Needs a session: the cookie or a Bearer token'
    : 'Public'
  const schemas = (doc.components as Json).schemas as Record<string, Schema>
  return `<section class="op" id="${escape(`${method}-${path}`)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)}${op.description ? `<br>${escape(op.description)}` : ''}</p>
<p><small>${auth}</small></p>
${params.length ? `<h4>Parameters</h4><table><tbody>${params.map((p) => `<tr><td><code>${escape(p.name)}</code> (${escape(p.in)})</td><td>${escape(p.description ?? '')}</td></tr>`).join('')}</tbody></table>` : ''}
${Object.entries(body ?? {})
  .map(
    ([type, { schema }]) =>
      `<h4>Body: ${escape(type)}</h4>${fieldsTable(schema.$ref ? schemas[refName(schema.$ref)] : schema)}`,
  )
  .join('')}
<h4>Answers</h4><table><tbody>${Object.entries(op.responses as Json)
    .map(([status, response]) => responseRow(status, response as Json, doc))
    .join('')}</tbody></table>
</section>`
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1rem 1.5rem;color:#1f2933}
code{font:13px ui-monospace,monospace;background:#f1f5f4;padding:0 .2em;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.25rem 0 1rem}td,th{border:1px solid #d9e2e0;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f5f4}.op{border-top:2px solid #d9e2e0;padding-top:.5rem}
.m{display:inline-block;min-width:4.5em;text-align:center;color:#fff;border-radius:4px;font-size:13px;padding:.1em .4em}
.get{background:#1d6f42}.post{background:#1f5fa8}.put,.patch{background:#8a5a00}.delete{background:#a32020}
nav ul{columns:2}a{color:#0b5d45}`

/** The whole reference page. */
export function renderDocsPage(doc: Json): string {
  const info = doc.info as Json
  const paths = doc.paths as Record<string, Json>
  const schemas = (doc.components as Json).schemas as Record<string, Schema>
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([key]) => key !== 'parameters')
      .map(([method, op]) => ({
        path,
        method,
        op: op as Json,
        shared: (item.parameters ?? []) as Json[],
      })),
  )
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(info.title)}: reference</title><style>${STYLE}</style></head><body>
<h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>
<p>${escape(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(doc.openapi)}). Fields marked <b>*</b> are required.</p>
<main><nav><h2>Contents</h2><ul>${operations.map(({ path, method }) => `<li><a href="#${escape(`${method}-${path}`)}">${method.toUpperCase()} ${escape(path)}</a></li>`).join('')}</ul></nav>
<h2>Calls</h2>${operations.map(({ path, method, op, shared }) => operationSection(path, method, op, shared, doc)).join('\n')}
<h2>Schemas</h2>${Object.entries(schemas)
    .map(
      ([name, s]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${s.description ? `<p>${escape(s.description)}</p>` : ''}${s.properties ? fieldsTable(s) : `<p>${typeOf(s)}</p>`}</section>`,
    )
    .join('\n')}
</main></body></html>`
}
