import * as migration_20261122_062153_initial from './20261122_062153_initial'

export const migrations = [
  {
    up: migration_20261122_062153_initial.up,
    down: migration_20261122_062153_initial.down,
    name: '20261122_062153_initial',
  },
]
