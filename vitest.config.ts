import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

// Integration specs run once per database; PostgreSQL joins when DATABASE_URL points at one.
const databases = [
  'sqlite',
  ...(process.env.DATABASE_URL?.startsWith('postgres') ? ['postgres'] : []),
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      ...databases.map((db) => ({
        resolve: { alias },
        test: {
          name: `int-${db}`,
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          env: { TEST_DB: db },
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/int-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
})
