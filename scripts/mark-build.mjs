// Last step of `npm run build`: records which commit the build is of, so `npm start` serves a
// build made by hand and rebuilds only when the code has changed since.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'

const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout?.trim()
writeFileSync('.next/BUILT_FROM', head || 'unknown')
