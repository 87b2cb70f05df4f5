import * as migration_20261122_062153_initial from './20261122_062153_initial'
import * as migration_20261123_143035_aktivitas from './20261123_143035_aktivitas'

export const migrations = [
  {
    up: migration_20261122_062153_initial.up,
    down: migration_20261122_062153_initial.down,
    name: '20261122_062153_initial',
  },
  {
    up: migration_20261123_143035_aktivitas.up,
    down: migration_20261123_143035_aktivitas.down,
    name: '20261123_143035_aktivitas',
  },
]
