// Loaded into the benched server (`--import`, scripts/bench-pages.mjs): once a second it appends
// the longest event-loop stop, the heap in use and the garbage collections of that second to
// BENCH_MONITOR_FILE, so the bench can show what the server itself went through under each load.
import { appendFileSync } from 'node:fs'
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

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
  setInterval(() => {
    const sample = {
      at: Date.now(),
      loopMaxMs: delay.max / 1e6,
      heapMb: process.memoryUsage().heapUsed / 1048576,
      gcMaxMs,
      majorGcs,
    }
    appendFileSync(file, `${JSON.stringify(sample)}\n`)
    delay.reset()
    gcMaxMs = 0
    majorGcs = 0
  }, 1000).unref()
}
