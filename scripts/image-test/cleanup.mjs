// Everything the image test makes (daemon, containers, volumes, databases, folders) is undone
// here, newest first, whether the test passed or not.
import { info } from './shell.mjs'

const tasks = []

async function perform(entry) {
  try {
    await entry.task()
    info(`removed ${entry.label}`)
  } catch (error) {
    console.error(`  could not remove ${entry.label}: ${error.message}`)
  }
}

/** Registers an undo; the function returned performs it now, once, instead of at the end. */
export function onCleanup(label, task) {
  const entry = { label, task }
  tasks.push(entry)
  return async () => {
    const index = tasks.indexOf(entry)
    if (index === -1) return
    tasks.splice(index, 1)
    await perform(entry)
  }
}

export async function cleanUp() {
  while (tasks.length > 0) await perform(tasks.pop())
}
