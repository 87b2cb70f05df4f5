import * as migration_20261122_062200_initial from './20261122_062200_initial'

export const migrations = [
  {
    up: migration_20261122_062200_initial.up,
    down: migration_20261122_062200_initial.down,
    name: '20261122_062200_initial',
  },
]
