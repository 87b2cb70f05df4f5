// Loaded into the benched server (`--import`, scripts/bench-pages.mjs): once a second it appends
// the longest event-loop stop, the heap in use and the garbage collections of that second to
// BENCH_MONITOR_FILE, so the bench can show what the server itself went through under each load.
// Also how much the old space grew in a second without a full collection: what outlived the
// young generation's collections (promoted), which is what makes those collections slow.
import { appendFileSync } from 'node:fs'
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { getHeapSpaceStatistics } from 'node:v8'

const oldSpaceMb = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').space_used_size /
  1048576

const file = process.env.BENCH_MONITOR_FILE
// The launcher (scripts/e2e-server.mjs) inherits the option too; only the server reports.
if (file && process.argv[1]?.endsWith('/scripts/server.mjs')) {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let gcMaxMs = 0
  let majorGcs = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMaxMs = Math.max(gcMaxMs, entry.duration)
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majorGcs++
    }
  }).observe({ entryTypes: ['gc'] })
  let oldSpaceBefore = oldSpaceMb()
  setInterval(() => {
    const oldSpace = oldSpaceMb()
    const sample = {
      at: Date.now(),
      loopMaxMs: delay.max / 1e6,
      heapMb: process.memoryUsage().heapUsed / 1048576,
      gcMaxMs,
      majorGcs,
      // A full collection (or its sweeping) shrinks the old space: such a second tells nothing.
      oldSpaceGrowthMb:
        majorGcs === 0 && oldSpace >= oldSpaceBefore ? oldSpace - oldSpaceBefore : null,
    }
    oldSpaceBefore = oldSpace
    appendFileSync(file, `${JSON.stringify(sample)}\n`)
    delay.reset()
    gcMaxMs = 0
    majorGcs = 0
  }, 1000).unref()
}
