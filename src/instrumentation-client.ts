/*
 * Runs in the browser before any of the app's modules (Next's client instrumentation), so before
 * any zod schema is built. Without jitless, zod probes `new Function('')` when its first object
 * schema is made, and the back-office's policy (no 'unsafe-eval') reports that probe as a
 * violation even though zod catches it. Parsing without compiled code is what it then does anyway.
 *
 * zod's config() keeps its settings on this global, which zod adopts when it loads
 * (zod/v4/core/core.js); set here without importing zod, so a page that parses nothing does not
 * download it. Guarded by tests/e2e/public-csp.e2e.spec.ts "no page reports a policy violation".
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }
