import { config } from 'zod'

/*
 * Runs in the browser before any of the app's modules (Next's client instrumentation), so before
 * any zod schema is built. Without jitless, zod probes `new Function('')` when its first object
 * schema is made, and the back-office's policy (no 'unsafe-eval') reports that probe as a
 * violation even though zod catches it. Parsing without compiled code is what it then does anyway.
 */
config({ jitless: true })
