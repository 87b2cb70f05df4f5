// Last step of `npm run build`: puts the static files beside the standalone server, so the build
// serves as it is (scripts/standalone-server.mjs), and records which commit the build is of, so
// `npm start` serves a build made by hand and rebuilds only when the code has changed since.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'

import { completeStandalone } from './standalone-server.mjs'

completeStandalone()
const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout?.trim()
writeFileSync('.next/BUILT_FROM', head || 'unknown')
